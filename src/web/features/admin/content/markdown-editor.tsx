import { useId } from 'react';
import { TextAreaField } from '../../../ui/form/text-area-field.tsx';
import { Markdown } from '../../../ui/markdown/markdown.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import './content.css';

/**
 * A Markdown body beside its live preview: the preview is the same renderer the public pages use, so
 * what the operator sees while typing is what readers will see.
 */
export function MarkdownEditor({
  label,
  name,
  value,
  onChange,
  errors,
  rows = 14,
  help = true,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
  rows?: number;
  /** The Markdown cheat sheet under the input; a page with many editors shows it once instead. */
  help?: boolean;
}) {
  const t = useAdminT();
  const previewId = useId();
  return (
    <div className="markdown-editor">
      <div className="markdown-editor__source">
        <TextAreaField
          label={label}
          name={name}
          rows={rows}
          value={value}
          errors={errors}
          onChange={(event) => onChange(event.target.value)}
          aria-controls={previewId}
        />
        {help && <p className="markdown-editor__help">{t('content.markdownHelp')}</p>}
      </div>
      <section className="markdown-editor__preview" aria-labelledby={`${previewId}-heading`}>
        <h2 id={`${previewId}-heading`} className="markdown-editor__preview-heading">
          {t('content.preview')}
        </h2>
        <div id={previewId} aria-live="off" className="markdown-editor__preview-body">
          {value.trim() ? (
            <Markdown source={value} />
          ) : (
            <p className="markdown-editor__empty">{t('content.previewEmpty')}</p>
          )}
        </div>
      </section>
    </div>
  );
}
