import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import type { contactResponse } from '../../../../core/contract/admin/content.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { useNoticeStore } from '../../../ui/notices/notice-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import { ContactStatus } from './contacts-page.tsx';
import './content.css';

type ContactResponse = z.infer<typeof contactResponse>;

/** One contact message: who wrote, through which form, what; and the handled mark. */
export function ContactPage() {
  const t = useAdminT();
  const format = useConsoleFormat();
  const { contactId = '' } = useParams();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const key = ['admin', 'content', 'contacts', contactId];
  const contact = useQuery({
    queryKey: key,
    queryFn: () => api.get<ContactResponse>(`/admin/contacts/${contactId}`),
  });
  const mark = useMutation({
    mutationFn: (handled: boolean) => api.patch<ContactResponse>(`/admin/contacts/${contactId}`, { handled }),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'content', 'contacts'], exact: false });
      notify({
        type: 'success',
        message: saved.data.handledAt
          ? t('content.contacts.markedHandled')
          : t('content.contacts.markedWaiting'),
      });
    },
  });
  const message = contact.data?.data;
  if (!message) return null;

  return (
    <>
      <ConsoleHeading>{t('content.contacts.fromName', { name: message.name })}</ConsoleHeading>
      <p>
        <ContactStatus message={message} />
      </p>
      <section className="card">
        <dl className="field-values">
          <div>
            <dt>{t('content.contacts.receivedAt')}</dt>
            <dd>{format.dateTime(message.receivedAt)}</dd>
          </div>
          <div>
            <dt>{t('content.contacts.kind')}</dt>
            <dd>{t(`content.contacts.kind.${message.kind}`)}</dd>
          </div>
          <div>
            <dt>{t('content.contacts.email')}</dt>
            <dd>
              <a href={`mailto:${message.email}`}>{message.email}</a>
            </dd>
          </div>
          {message.company && (
            <div>
              <dt>{t('content.contacts.company')}</dt>
              <dd>{message.company}</dd>
            </div>
          )}
          {message.handledAt && (
            <div>
              <dt>{t('content.contacts.handledAt')}</dt>
              <dd>{format.dateTime(message.handledAt)}</dd>
            </div>
          )}
        </dl>
        <h2>{t('content.contacts.body')}</h2>
        <pre className="contact-body">{message.body}</pre>
      </section>
      <p className="lead">
        {message.handledAt ? t('content.contacts.handledHint') : t('content.contacts.replyHint')}
      </p>
      <div className="actions">
        {message.handledAt ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={mark.isPending}
            onClick={() => mark.mutate(false)}
          >
            {t('content.contacts.markWaiting')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={mark.isPending}
            onClick={() => mark.mutate(true)}
          >
            {t('content.contacts.markHandled')}
          </button>
        )}
        <Link className="button button--secondary" to={consolePath('contacts')}>
          {t('content.contacts.backToInbox')}
        </Link>
      </div>
    </>
  );
}
