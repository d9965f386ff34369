import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import type { AdminPage } from '../../../../core/contract/admin/content.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useNoticeStore } from '../../../ui/notices/notice-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { type EnglishVersion, EnglishVersionFields } from './english-version-fields.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';
import { POLICY_DOCUMENTS, type PolicyDocument, usePolicyDocument } from './policies-page.tsx';
import { useFieldErrors } from './use-field-errors.ts';
import './content.css';

/** /admin/policies/{terms-cast|terms-guest|privacy-policy}: one of the site's required documents. */
export function PolicyEditorPage() {
  const t = useAdminT();
  const { documentId } = useParams();
  const document = POLICY_DOCUMENTS.find((candidate) => candidate.id === documentId);
  if (!document) return <p className="callout callout--danger">{t('console.notFound')}</p>;
  return <PolicyLoader key={document.id} document={document} />;
}

function PolicyLoader({ document }: { document: PolicyDocument }) {
  const page = usePolicyDocument(document);
  if (page.data === undefined) return null;
  return <PolicyForm document={document} page={page.data} />;
}

function PolicyForm({ document, page }: { document: PolicyDocument; page: AdminPage | null }) {
  const t = useAdminT();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const fieldErrors = useFieldErrors();
  const [title, setTitle] = useState(page?.title ?? '');
  const [body, setBody] = useState(page?.body ?? '');
  const [english, setEnglish] = useState<EnglishVersion>({
    titleEn: page?.titleEn ?? '',
    bodyEn: page?.bodyEn ?? '',
  });
  const save = useMutation({
    mutationFn: () => api.put(document.api, { title, body, ...english }),
    onSuccess: () => {
      fieldErrors.clear();
      void queryClient.invalidateQueries({ queryKey: ['admin', 'content', 'policies'] });
      notify({ type: 'success', message: t('content.policies.saved', { path: document.publicPath }) });
    },
    onError: fieldErrors.onError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <>
      <ConsoleHeading lead={t('content.policies.editorLead')}>{t(document.labelKey)}</ConsoleHeading>
      <p>
        <a href={document.publicPath} target="_blank" rel="noreferrer">
          {t('content.viewOnSite', { path: document.publicPath })}
        </a>
      </p>
      <form className="form content-form" onSubmit={submit} noValidate>
        <TextField
          label={t('content.policies.titleField')}
          name="title"
          value={title}
          errors={fieldErrors.errors.title}
          onChange={(event) => {
            fieldErrors.edited('title');
            setTitle(event.target.value);
          }}
        />
        <MarkdownEditor
          label={t('content.body')}
          name="body"
          value={body}
          errors={fieldErrors.errors.body}
          onChange={(value) => {
            fieldErrors.edited('body');
            setBody(value);
          }}
          rows={20}
        />
        <EnglishVersionFields
          value={english}
          errors={fieldErrors.errors}
          onChange={(name, text) => {
            fieldErrors.edited(name);
            setEnglish((current) => ({ ...current, [name]: text }));
          }}
        />
        <div className="content-form__footer">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t('console.saving') : t('content.saveAndPublish')}
          </button>
        </div>
      </form>
    </>
  );
}
