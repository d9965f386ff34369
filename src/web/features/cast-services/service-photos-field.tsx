import { useId, useLayoutEffect, useRef, useState } from 'react';
import { uploadPath } from '../../../core/upload-paths.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Badge } from '../../ui/badge/badge.tsx';
import { FilePicker } from '../../ui/form/file-picker.tsx';
import { FieldErrors } from '../../ui/form/schema-fields/field-errors.tsx';
import { useUploader } from '../../ui/form/schema-fields/uploader-context.tsx';
import { CropDialog } from '../../ui/image/crop-dialog.tsx';
import { ResponsiveImage } from '../../ui/image/responsive-image.tsx';
import './cast-services.css';

const MAX_PHOTOS = 10;
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

type Action = 'earlier' | 'later' | 'makeCover' | 'remove';

/** The same list with the item at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * A service's photos, in order: the first is the cover. Each chosen picture is framed at 4:3 in a
 * dialog, then uploaded; photos move earlier or later, become the cover, or go. After a move the focus
 * stays on the photo that moved, so a keyboard user can keep moving it.
 */
export function ServicePhotosField({
  value,
  onChange,
  errors,
}: {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  errors: readonly string[];
}) {
  const t = useT();
  const id = useId();
  const upload = useUploader();
  const list = useRef<HTMLOListElement>(null);
  const [queue, setQueue] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [uploadErrors, setUploadErrors] = useState<readonly string[]>([]);
  const [focus, setFocus] = useState<{ id: string; action: Action } | null>(null);

  useLayoutEffect(() => {
    if (!focus || !list.current) return;
    const item = list.current.querySelector(`[data-photo="${focus.id}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-action="${focus.action}"]:not(:disabled)`);
    (wanted ?? item?.querySelector<HTMLButtonElement>('button:not(:disabled)'))?.focus();
    setFocus(null);
  }, [focus]);

  function act(index: number, action: Action) {
    const photo = value[index] as string;
    if (action === 'remove') return onChange(value.filter((other) => other !== photo));
    const to = action === 'earlier' ? index - 1 : action === 'later' ? index + 1 : 0;
    onChange(moved(value, index, to));
    setFocus({ id: photo, action });
  }

  async function uploadCropped(file: File) {
    setQueue((files) => files.slice(1));
    setBusy(true);
    setUploadErrors([]);
    try {
      const result = await upload(file, { imagesOnly: true, isPrivate: false });
      if (result.ok) onChange([...value, result.id]);
      else setUploadErrors(result.messages);
    } finally {
      setBusy(false);
    }
  }

  const messages = [...errors, ...uploadErrors];
  const room = MAX_PHOTOS - value.length;
  const button = (index: number, action: Action, disabled = false) => (
    <button
      type="button"
      className="button button--secondary photo-list__action"
      data-action={action}
      disabled={disabled}
      aria-label={t(`castServices.photos.${action}`, { number: index + 1 })}
      onClick={() => act(index, action)}
    >
      {t(`castServices.photos.${action}.short`)}
    </button>
  );

  return (
    <fieldset
      className="field field--group"
      aria-describedby={`${id}-help${messages.length > 0 ? ` ${id}-errors` : ''}`}
    >
      <legend className="field__label">{t('castServices.photos')}</legend>
      <p id={`${id}-help`} className="field__help">
        {t('castServices.photos.help')}
      </p>
      {value.length > 0 && (
        <ol ref={list} className="card-grid photo-list">
          {value.map((photo, index) => (
            <li key={photo} className="photo-list__item" data-photo={photo}>
              <div className="photo-list__picture">
                <ResponsiveImage
                  src={uploadPath(photo)}
                  alt={t('castServices.photos.alt', { number: index + 1 })}
                  width={4}
                  height={3}
                  sizes="12rem"
                  fit="cover"
                />
                {index === 0 && <Badge tone="primary">{t('castServices.photos.cover')}</Badge>}
              </div>
              <div className="photo-list__actions">
                {button(index, 'earlier', index === 0)}
                {button(index, 'later', index === value.length - 1)}
                {index > 0 && button(index, 'makeCover')}
                {button(index, 'remove')}
              </div>
            </li>
          ))}
        </ol>
      )}
      {room > 0 && (
        <FilePicker
          accept={IMAGE_TYPES}
          multiple={room > 1}
          disabled={busy || queue.length > 0}
          onFiles={(files) => setQueue(files.slice(0, room))}
        >
          {busy ? t('form.upload.uploading') : t('castServices.photos.add')}
        </FilePicker>
      )}
      <FieldErrors id={`${id}-errors`} messages={messages} />
      {queue[0] && (
        <CropDialog
          key={`${queue.length}-${queue[0].name}`}
          file={queue[0]}
          aspect={4 / 3}
          maxWidth={1600}
          title={t('castServices.photos.crop')}
          onCrop={(cropped) => void uploadCropped(cropped)}
          onCancel={() => setQueue((files) => files.slice(1))}
        />
      )}
    </fieldset>
  );
}
