import type { FieldErrors } from '../../../api/errors.ts';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { MarkdownEditor } from './markdown-editor.tsx';

export interface EnglishVersion {
  titleEn: string;
  bodyEn: string;
}

/** A page's English title and body, both optional: readers in English see the Japanese ones otherwise. */
export function EnglishVersionFields({
  value,
  errors,
  onChange,
}: {
  value: EnglishVersion;
  errors: FieldErrors;
  onChange: (name: keyof EnglishVersion, text: string) => void;
}) {
  const t = useAdminT();
  return (
    <fieldset className="content-form__english">
      <legend>{t('content.english')}</legend>
      <p>{t('content.englishHelp')}</p>
      <TextField
        label={t('content.titleEn')}
        name="titleEn"
        value={value.titleEn}
        errors={errors.titleEn}
        onChange={(event) => onChange('titleEn', event.target.value)}
      />
      <MarkdownEditor
        label={t('content.bodyEn')}
        name="bodyEn"
        value={value.bodyEn}
        errors={errors.bodyEn}
        onChange={(text) => onChange('bodyEn', text)}
        help={false}
      />
    </fieldset>
  );
}
