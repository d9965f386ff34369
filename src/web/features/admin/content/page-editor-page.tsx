import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import type { AdminPage, adminPageResponse } from '../../../../core/contract/admin/content.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useNoticeStore } from '../../../ui/notices/notice-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConfirmStep } from '../shell/confirm-step.tsx';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { type EnglishVersion, EnglishVersionFields } from './english-version-fields.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';
import { useFieldErrors } from './use-field-errors.ts';
import './content.css';

type PageResponse = z.infer<typeof adminPageResponse>;

/** /admin/pages/new and /admin/pages/{slug}: a free page; its address is chosen once, when it is made. */
export function PageEditorPage() {
  const { slug } = useParams();
  const api = useApiClient();
  const page = useQuery({
    queryKey: ['admin', 'content', 'pages', slug],
    queryFn: () => api.get<PageResponse>(`/admin/pages/${slug}`),
    enabled: Boolean(slug),
  });
  if (slug && !page.data) return null;
  return <PageForm key={slug ?? 'new'} page={page.data?.data} />;
}

function PageForm({ page }: { page: AdminPage | undefined }) {
  const t = useAdminT();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { notify } = useNoticeStore();
  const fieldErrors = useFieldErrors();
  const [slug, setSlug] = useState(page?.slug ?? '');
  const [title, setTitle] = useState(page?.title ?? '');
  const [body, setBody] = useState(page?.body ?? '');
  const [english, setEnglish] = useState<EnglishVersion>({
    titleEn: page?.titleEn ?? '',
    bodyEn: page?.bodyEn ?? '',
  });
  const [position, setPosition] = useState(String(page?.position ?? 0));

  const save = useMutation({
    mutationFn: () => {
      const values = { title, body, ...english, position: Number(position) };
      return page
        ? api.put<PageResponse>(`/admin/pages/${page.slug}`, values)
        : api.post<PageResponse>('/admin/pages', { ...values, slug });
    },
    onSuccess: (saved) => {
      fieldErrors.clear();
      void queryClient.invalidateQueries({ queryKey: ['admin', 'content', 'pages'] });
      notify({ type: 'success', message: t('content.pages.saved', { path: `/page/${saved.data.slug}` }) });
      if (!page) navigate(consolePath(`pages/${saved.data.slug}`), { replace: true });
    },
    onError: fieldErrors.onError,
  });
  const remove = useMutation({
    mutationFn: () => api.delete(`/admin/pages/${page?.slug}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'content', 'pages'] });
      notify({ type: 'success', message: t('content.deleted') });
      navigate(consolePath('pages'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const errors = fieldErrors.errors;

  return (
    <>
      <ConsoleHeading lead={t('content.pages.editorLead')}>
        {page ? t('content.pages.edit') : t('content.pages.new')}
      </ConsoleHeading>
      {page && (
        <p>
          <a href={`/page/${page.slug}`} target="_blank" rel="noreferrer">
            {t('content.viewOnSite', { path: `/page/${page.slug}` })}
          </a>
        </p>
      )}
      <form className="form content-form" onSubmit={submit} noValidate>
        <div className="content-form__row">
          {page ? (
            <div className="field">
              <span className="field__label">{t('content.pages.address')}</span>
              <code>/page/{page.slug}</code>
            </div>
          ) : (
            <TextField
              label={t('content.pages.slug')}
              name="slug"
              value={slug}
              errors={errors.slug}
              placeholder="company"
              onChange={(event) => {
                fieldErrors.edited('slug');
                setSlug(event.target.value);
              }}
            />
          )}
          <TextField
            label={t('content.pages.position')}
            name="position"
            type="number"
            min={0}
            value={position}
            errors={errors.position}
            onChange={(event) => {
              fieldErrors.edited('position');
              setPosition(event.target.value);
            }}
          />
        </div>
        <TextField
          label={t('content.pages.titleField')}
          name="title"
          value={title}
          errors={errors.title}
          onChange={(event) => {
            fieldErrors.edited('title');
            setTitle(event.target.value);
          }}
        />
        <MarkdownEditor
          label={t('content.body')}
          name="body"
          value={body}
          errors={errors.body}
          onChange={(value) => {
            fieldErrors.edited('body');
            setBody(value);
          }}
        />
        <EnglishVersionFields
          value={english}
          errors={errors}
          onChange={(name, text) => {
            fieldErrors.edited(name);
            setEnglish((current) => ({ ...current, [name]: text }));
          }}
        />
        <div className="content-form__footer">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t('console.saving') : t('content.saveAndPublish')}
          </button>
          {page && (
            <ConfirmStep
              tone="secondary"
              startLabel={t('content.delete')}
              question={t('content.pages.deleteQuestion', { title: page.title })}
              confirmLabel={t('content.deleteConfirm')}
              pending={remove.isPending}
              onConfirm={() => remove.mutate()}
            />
          )}
        </div>
      </form>
    </>
  );
}
