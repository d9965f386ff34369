import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import {
  type AdminNotice,
  type adminNoticeResponse,
  OPERATOR_NOTICE_AUDIENCES,
  type OperatorNoticeAudience,
} from '../../../../core/contract/admin/content.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useNoticeStore } from '../../../ui/notices/notice-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConfirmStep } from '../shell/confirm-step.tsx';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { type EnglishVersion, EnglishVersionFields } from './english-version-fields.tsx';
import { fromJapanLocalInput, toJapanLocalInput } from './japan-time.ts';
import { MarkdownEditor } from './markdown-editor.tsx';
import { NoticeStatus } from './notices-page.tsx';
import { useFieldErrors } from './use-field-errors.ts';
import './content.css';

type NoticeResponse = z.infer<typeof adminNoticeResponse>;

/** /admin/notices/new and /admin/notices/{id}: write or rewrite a notice; a future time schedules it. */
export function NoticeEditorPage() {
  const { noticeId } = useParams();
  const api = useApiClient();
  const notice = useQuery({
    queryKey: ['admin', 'content', 'notices', noticeId],
    queryFn: () => api.get<NoticeResponse>(`/admin/notices/${noticeId}`),
    enabled: Boolean(noticeId),
  });
  if (noticeId && !notice.data) return null;
  return <NoticeForm key={noticeId ?? 'new'} notice={notice.data?.data} />;
}

function NoticeForm({ notice }: { notice: AdminNotice | undefined }) {
  const t = useAdminT();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { notify } = useNoticeStore();
  const fieldErrors = useFieldErrors();
  const [audience, setAudience] = useState<OperatorNoticeAudience>(notice?.audience ?? 'public');
  const [title, setTitle] = useState(notice?.title ?? '');
  const [body, setBody] = useState(notice?.body ?? '');
  const [english, setEnglish] = useState<EnglishVersion>({
    titleEn: notice?.titleEn ?? '',
    bodyEn: notice?.bodyEn ?? '',
  });
  const [publishedAt, setPublishedAt] = useState(
    toJapanLocalInput(notice?.publishedAt ?? new Date().toISOString()),
  );

  const save = useMutation({
    mutationFn: () => {
      const values = { audience, title, body, ...english, publishedAt: fromJapanLocalInput(publishedAt) };
      return notice
        ? api.put<NoticeResponse>(`/admin/notices/${notice.id}`, values)
        : api.post<NoticeResponse>('/admin/notices', values);
    },
    onSuccess: (saved) => {
      fieldErrors.clear();
      void queryClient.invalidateQueries({ queryKey: ['admin', 'content', 'notices'] });
      notify({
        type: 'success',
        message: saved.data.scheduled
          ? t('content.notices.savedScheduled')
          : t('content.notices.savedPublished'),
      });
      if (!notice) navigate(consolePath(`notices/${saved.data.id}`), { replace: true });
      else queryClient.setQueryData(['admin', 'content', 'notices', notice.id], saved);
    },
    onError: fieldErrors.onError,
  });
  const remove = useMutation({
    mutationFn: () => api.delete(`/admin/notices/${notice?.id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'content', 'notices'] });
      notify({ type: 'success', message: t('content.deleted') });
      navigate(consolePath('notices'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const errors = fieldErrors.errors;
  const scheduledNow = new Date(fromJapanLocalInput(publishedAt) ?? 0).getTime() > Date.now();

  return (
    <>
      <ConsoleHeading lead={t('content.notices.editorLead')}>
        {notice ? t('content.notices.edit') : t('content.notices.new')}
      </ConsoleHeading>
      {notice && (
        <p>
          <NoticeStatus notice={notice} />
        </p>
      )}
      <form className="form content-form" onSubmit={submit} noValidate>
        <div className="content-form__row">
          <div className="field">
            <label className="field__label" htmlFor="notice-audience">
              {t('content.notices.audience')}
            </label>
            <select
              id="notice-audience"
              name="audience"
              className="field__input"
              value={audience}
              onChange={(event) => setAudience(event.target.value as OperatorNoticeAudience)}
            >
              {OPERATOR_NOTICE_AUDIENCES.map((value) => (
                <option key={value} value={value}>
                  {t(`content.audience.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('content.notices.publishedAtJst')}
            name="publishedAt"
            type="datetime-local"
            value={publishedAt}
            errors={errors.publishedAt}
            onChange={(event) => {
              fieldErrors.edited('publishedAt');
              setPublishedAt(event.target.value);
            }}
          />
        </div>
        <TextField
          label={t('content.notices.titleField')}
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
            {save.isPending
              ? t('console.saving')
              : scheduledNow
                ? t('content.notices.schedule')
                : t('content.notices.publish')}
          </button>
          {notice && (
            <ConfirmStep
              tone="secondary"
              startLabel={t('content.delete')}
              question={t('content.notices.deleteQuestion', { title: notice.title })}
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
