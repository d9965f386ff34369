import { useId, useState } from 'react';
import { ValidationError } from '../../../api/errors.ts';
import { TextAreaField } from '../../../ui/form/text-area-field.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { SiteField } from './site-field.tsx';
import type { SectionProps } from './site-form.ts';
import { useUploadSiteImage } from './use-admin-site.ts';

/** What a shared link shows: title, description, and an image uploaded here (its URL goes in the draft). */
export function OgpSection({ site, change, errorsOf }: SectionProps) {
  const t = useAdminT();
  const upload = useUploadSiteImage();
  const [uploadErrors, setUploadErrors] = useState<readonly string[]>([]);
  const fileId = useId();
  const ogp = site.ogp;
  const imageErrors = [...uploadErrors, ...(errorsOf('ogp.imageUrl') ?? [])];

  async function uploadFile(file: File | undefined) {
    if (!file) return;
    setUploadErrors([]);
    try {
      const image = await upload.mutateAsync(file);
      change({ ogp: { ...ogp, imageUrl: image.url } });
    } catch (error) {
      if (error instanceof ValidationError) setUploadErrors(Object.values(error.errors).flat());
    }
  }

  return (
    <section className="card site-section" aria-labelledby="site-ogp">
      <h2 id="site-ogp">{t('site.ogp')}</h2>
      <SiteField
        label={t('site.ogpTitle')}
        name="ogp.title"
        value={ogp.title}
        onChange={(event) => change({ ogp: { ...ogp, title: event.target.value } })}
        errors={errorsOf('ogp.title')}
      />
      <TextAreaField
        label={t('site.ogpDescription')}
        name="ogp.description"
        rows={3}
        value={ogp.description}
        onChange={(event) => change({ ogp: { ...ogp, description: event.target.value } })}
        errors={errorsOf('ogp.description')}
      />
      <div className="field">
        <span className="field__label">{t('site.ogpImage')}</span>
        {ogp.imageUrl ? (
          <img className="site-ogp-image" src={ogp.imageUrl} alt={t('site.ogpImageAlt')} />
        ) : (
          <p className="site-help">{t('site.ogpImageNone')}</p>
        )}
        <div className="site-inline-actions">
          <input
            id={fileId}
            name="ogp.imageUrl"
            className="visually-hidden site-file-input"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            aria-describedby={`${fileId}-help`}
            disabled={upload.isPending}
            onChange={(event) => {
              void uploadFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {/* After the input, so the stylesheet can show the hidden input's focus on its label. */}
          <label className="button button--secondary site-file-button" htmlFor={fileId}>
            {upload.isPending ? t('site.ogpImageUploading') : t('site.ogpImageChoose')}
          </label>
          {ogp.imageUrl && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => change({ ogp: { ...ogp, imageUrl: '' } })}
            >
              {t('site.ogpImageRemove')}
            </button>
          )}
        </div>
        <p id={`${fileId}-help`} className="site-help">
          {t('site.ogpImageHelp')}
        </p>
        {imageErrors.length > 0 && (
          <ul className="field__errors" role="alert">
            {imageErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
