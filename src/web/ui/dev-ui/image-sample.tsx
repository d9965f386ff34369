import { useState } from 'react';
import { uploadPath } from '../../../core/upload-paths.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Avatar } from '../avatar/avatar.tsx';
import { FilePicker } from '../form/file-picker.tsx';
import { FieldErrors } from '../form/schema-fields/field-errors.tsx';
import { useUploader } from '../form/schema-fields/uploader-context.tsx';
import { CropDialog } from '../image/crop-dialog.tsx';
import { ResponsiveImage } from '../image/responsive-image.tsx';

/**
 * The image parts: a picture chosen here is framed in the crop dialog, uploaded (signed in), then shown
 * by the responsive image (a priority one and a lazy one) and in the avatar; before that, the avatar's
 * initials.
 */
export function ImageSample() {
  const t = useT();
  const upload = useUploader();
  const [file, setFile] = useState<File | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [errors, setErrors] = useState<readonly string[]>([]);

  async function uploadCropped(cropped: File) {
    setFile(null);
    const result = await upload(cropped, { imagesOnly: true, isPrivate: false });
    if (result.ok) setImageUrl(uploadPath(result.id));
    else setErrors(result.messages);
  }

  return (
    <section className="dev-ui__theme" aria-labelledby="dev-ui-images">
      <h2 id="dev-ui-images">{t('devUi.images')}</h2>
      <p>{t('devUi.images.text')}</p>
      <FilePicker
        accept="image/jpeg,image/png,image/webp,image/gif"
        onFiles={([chosen]) => setFile(chosen ?? null)}
      >
        {t('devUi.images.choose')}
      </FilePicker>
      <FieldErrors id="dev-ui-image-errors" messages={errors} />
      <p className="avatar-line">
        <Avatar name="山田 花子" imageUrl={imageUrl} size="small" />
        <Avatar name="John Smith" imageUrl={imageUrl} />
        <Avatar name="山田 花子" imageUrl={imageUrl} size="large" />
      </p>
      {imageUrl && (
        <div className="dev-ui__images">
          {['20rem', '10rem'].map((sizes, index) => (
            <ResponsiveImage
              key={sizes}
              src={imageUrl}
              alt={t('devUi.sample')}
              width={4}
              height={3}
              sizes={sizes}
              fit="cover"
              priority={index === 0}
            />
          ))}
        </div>
      )}
      {file && (
        <CropDialog
          file={file}
          aspect={4 / 3}
          maxWidth={1600}
          title={t('devUi.images')}
          onCrop={(cropped) => void uploadCropped(cropped)}
          onCancel={() => setFile(null)}
        />
      )}
    </section>
  );
}
