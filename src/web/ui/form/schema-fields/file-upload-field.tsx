import { useState } from 'react';
import { useT } from '../../../i18n/i18n-context.tsx';
import { FilePicker } from '../file-picker.tsx';
import { FieldGroup } from './choice-group.tsx';
import { ownErrors, type SchemaFieldProps } from './field-props.ts';
import { useUploader } from './uploader-context.tsx';

/**
 * Files are uploaded as soon as they are chosen (POST /customer-images or /customer-files); the field's
 * value is the list of upload ids, so the form submits ids, never bytes.
 */
export function FileUploadField(props: SchemaFieldProps<string[] | null>) {
  const { field, onChange, name } = props;
  const t = useT();
  const upload = useUploader();
  const [busy, setBusy] = useState(false);
  const [uploadErrors, setUploadErrors] = useState<readonly string[]>([]);
  const ids = props.value ?? [];
  const imagesOnly = !field.accept.includes('pdf');
  const full = field.maxLength !== undefined && ids.length >= field.maxLength;

  async function choose(files: readonly File[]) {
    setBusy(true);
    setUploadErrors([]);
    const added: string[] = [];
    try {
      for (const file of files) {
        const result = await upload(file, { imagesOnly, isPrivate: field.private });
        if (result.ok) added.push(result.id);
        else setUploadErrors(result.messages);
      }
    } finally {
      setBusy(false);
      if (added.length > 0) onChange([...ids, ...added]);
    }
  }

  return (
    <FieldGroup field={field} messages={[...ownErrors(props), ...uploadErrors]}>
      {(describedBy) => (
        <>
          {ids.length > 0 && (
            <ul className="upload-list">
              {ids.map((id, index) => (
                <li key={id} className="upload-list__item">
                  {imagesOnly ? (
                    <img src={`/api/uploads/${id}`} alt={t('form.upload.preview', { number: index + 1 })} />
                  ) : (
                    <span>{t('form.upload.file', { number: index + 1 })}</span>
                  )}
                  <input type="hidden" name={name} value={id} />
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => onChange(ids.filter((other) => other !== id))}
                  >
                    {t('form.upload.remove', { number: index + 1 })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {!full && (
            <FilePicker
              accept={imagesOnly ? 'image/jpeg,image/png,image/webp,image/gif' : 'image/*,application/pdf'}
              multiple={field.maxLength === undefined || field.maxLength - ids.length > 1}
              disabled={busy}
              describedBy={describedBy}
              onFiles={(files) => void choose(files)}
            >
              {busy ? t('form.upload.uploading') : t('form.upload.choose')}
            </FilePicker>
          )}
        </>
      )}
    </FieldGroup>
  );
}
