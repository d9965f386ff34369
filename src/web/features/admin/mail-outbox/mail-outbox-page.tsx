import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MailOutboxStatus, mailOutboxResponse } from '../../../../core/contract/admin/mail-outbox.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { useConsoleFormat } from '../shell/use-console-format.ts';

const STATUS_KEY = {
  pending: 'mailOutbox.status.pending',
  sent: 'mailOutbox.status.sent',
  failed: 'mailOutbox.status.failed',
} as const satisfies Record<MailOutboxStatus, string>;

/** How the site's mails leave: the pending and failed counts, and the latest mails without bodies. */
export function MailOutboxPage() {
  const t = useAdminT();
  const api = useApiClient();
  const format = useConsoleFormat();
  const outbox = useQuery({
    queryKey: ['admin', 'mail-outbox'],
    queryFn: () => api.get<z.infer<typeof mailOutboxResponse>>('/admin/mail-outbox'),
  });
  const data = outbox.data?.data;

  return (
    <>
      <ConsoleHeading lead={t('mailOutbox.lead')}>{t('mailOutbox.title')}</ConsoleHeading>
      {data && (
        <>
          <section aria-labelledby="mail-outbox-counts">
            <h2 id="mail-outbox-counts">{t('mailOutbox.counts')}</h2>
            <dl>
              <dt>{t('mailOutbox.pending')}</dt>
              <dd>{t('mailOutbox.count', { count: format.number(data.pending) })}</dd>
              <dt>{t('mailOutbox.failed')}</dt>
              <dd>{t('mailOutbox.count', { count: format.number(data.failed) })}</dd>
            </dl>
          </section>
          <section aria-labelledby="mail-outbox-latest">
            <h2 id="mail-outbox-latest">{t('mailOutbox.latest')}</h2>
            {data.latest.length === 0 ? (
              <p className="empty-state">{t('console.empty')}</p>
            ) : (
              <div className="table-scroll">
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t('mailOutbox.createdAt')}</th>
                      <th scope="col">{t('mailOutbox.recipient')}</th>
                      <th scope="col">{t('mailOutbox.subject')}</th>
                      <th scope="col">{t('mailOutbox.status')}</th>
                      <th scope="col">{t('mailOutbox.attempts')}</th>
                      <th scope="col">{t('mailOutbox.lastError')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.latest.map((mail) => (
                      <tr key={mail.id}>
                        <td>{format.dateTime(mail.createdAt)}</td>
                        <td>{mail.recipient}</td>
                        <td>{mail.subject}</td>
                        <td>
                          {t(STATUS_KEY[mail.status])}
                          <br />
                          <small>
                            {mail.status === 'sent'
                              ? t('mailOutbox.sentAt', { at: format.dateTime(mail.sentAt) })
                              : mail.status === 'pending' &&
                                t('mailOutbox.nextAttempt', { at: format.dateTime(mail.nextAttemptAt) })}
                          </small>
                        </td>
                        <td>{format.number(mail.attempts)}</td>
                        <td>{mail.lastError ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </>
  );
}
