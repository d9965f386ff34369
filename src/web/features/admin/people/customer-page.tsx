import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import type { CustomerDetail, customerResponse } from '../../../../core/contract/admin/people.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import { StatusBadge } from './status-badge.tsx';
import { SuspensionCard } from './suspension-card.tsx';
import './people.css';
import { peopleKeys } from './query-keys.ts';

/** One customer: account, suspension, identification, profile, services, recent entries and money. */
export function CustomerPage() {
  const t = useAdminT();
  const api = useApiClient();
  const { accountId = '' } = useParams();
  const customer = useQuery({
    queryKey: peopleKeys.customer(accountId),
    queryFn: async ({ signal }) =>
      (await api.get<z.infer<typeof customerResponse>>(`/admin/customers/${accountId}`, { signal })).data,
  });

  return (
    <>
      <Link className="people-back" to={consolePath('customers')}>
        {t('people.customer.back')}
      </Link>
      {customer.data ? (
        <CustomerView customer={customer.data} />
      ) : (
        <p>{customer.isError ? t('console.notFound') : t('console.loading')}</p>
      )}
    </>
  );
}

function CustomerView({ customer }: { customer: CustomerDetail }) {
  const t = useAdminT();
  const format = useConsoleFormat();
  const submission = customer.identification.submission;
  return (
    <>
      <ConsoleHeading>{customer.nickname}</ConsoleHeading>
      {customer.status === 'suspended' && (
        <div className="callout callout--danger" role="status">
          <p>{t('people.customer.suspendedNotice', { at: format.dateTime(customer.suspendedAt) })}</p>
          <p>{t('people.customer.suspendedReason', { reason: customer.suspensionReason })}</p>
        </div>
      )}
      {customer.status === 'withdrawn' && (
        <p className="callout">
          {t('people.customer.withdrawnNotice', { at: format.dateTime(customer.withdrawnAt) })}
        </p>
      )}

      <div className="people-grid">
        <section className="card" aria-labelledby="account-heading">
          <h2 id="account-heading">{t('people.customer.account')}</h2>
          <dl className="people-facts">
            <dt>{t('people.customers.status')}</dt>
            <dd>
              <StatusBadge status={customer.status} />
            </dd>
            <dt>{t('people.customers.type')}</dt>
            <dd>
              {t(`people.type.${customer.type}`)} ·{' '}
              {t(`people.customerAccountType.${customer.customerAccountType}`)}
            </dd>
            <dt>{t('people.customers.email')}</dt>
            <dd>{customer.email}</dd>
            <dt>{t('people.customer.id')}</dt>
            <dd>
              <code>{customer.id}</code>
            </dd>
            <dt>{t('people.customer.notificationTiming')}</dt>
            <dd>{t(`people.timing.${customer.notificationTiming}`)}</dd>
            <dt>{t('people.customers.registered')}</dt>
            <dd>{format.dateTime(customer.createdAt)}</dd>
            <dt>{t('people.customer.updated')}</dt>
            <dd>{format.dateTime(customer.updatedAt)}</dd>
          </dl>
        </section>

        <section className="card" aria-labelledby="identification-heading">
          <h2 id="identification-heading">{t('people.customer.identification')}</h2>
          <dl className="people-facts">
            <dt>{t('people.customers.status')}</dt>
            <dd>{t(`people.customer.identificationStatus.${customer.identification.status}`)}</dd>
            {submission && (
              <>
                <dt>{t('people.identifications.documentType')}</dt>
                <dd>{t(`people.documentType.${submission.documentType}`)}</dd>
                <dt>{t('people.identifications.submittedAt')}</dt>
                <dd>
                  {format.dateTime(submission.submittedAt)}{' '}
                  <span className={`people-status people-status--${submission.reviewStatus}`}>
                    {t(`people.identifications.status.${submission.reviewStatus}`)}
                  </span>
                </dd>
              </>
            )}
          </dl>
          {submission ? (
            <p>
              <Link to={consolePath(`identifications/${customer.id}`)}>
                {t('people.customer.openIdentification')}
              </Link>
            </p>
          ) : (
            <p className="people-note">{t('people.customer.noSubmission')}</p>
          )}
        </section>
      </div>

      <SuspensionCard customer={customer} />

      <section className="card" aria-labelledby="profile-heading">
        <h2 id="profile-heading">{t('people.customer.profile')}</h2>
        {customer.profile.length === 0 ? (
          <p className="people-note">{t('people.customer.noProfile')}</p>
        ) : (
          <dl className="people-facts">
            {customer.profile.map((answer) => (
              <div key={answer.key} className="people-facts__row">
                <dt>
                  {answer.label}
                  {answer.retired && (
                    <span className="people-retired">（{t('people.customer.retired')}）</span>
                  )}
                </dt>
                <dd>{answer.text || '—'}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      {customer.type === 'cast' && (
        <section className="card" aria-labelledby="services-heading">
          <h2 id="services-heading">{t('people.customer.services')}</h2>
          {customer.status === 'suspended' && customer.services.length > 0 && (
            <p className="people-note">{t('people.customer.servicesHidden')}</p>
          )}
          {customer.services.length === 0 ? (
            <p className="people-note">{t('people.customer.noServices')}</p>
          ) : (
            <div className="table-scroll">
              <table className="table people-table">
                <thead>
                  <tr>
                    <th scope="col">{t('people.customer.serviceTitle')}</th>
                    <th scope="col">{t('people.customer.serviceStatus')}</th>
                    <th scope="col">{t('people.customer.publishedAt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {customer.services.map((service) => (
                    <tr key={service.id}>
                      <td>{service.title}</td>
                      <td>{t(`people.customer.serviceStatus.${service.status}`)}</td>
                      <td>{format.dateTime(service.publishedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}

      <section className="card" aria-labelledby="entries-heading">
        <h2 id="entries-heading">{t('people.customer.entries', { total: customer.entriesTotal })}</h2>
        {customer.recentEntries.length === 0 ? (
          <p className="people-note">{t('people.customer.noEntries')}</p>
        ) : (
          <div className="table-scroll">
            <table className="table people-table">
              <thead>
                <tr>
                  <th scope="col">{t('people.customer.entryService')}</th>
                  <th scope="col">{t('people.customer.counterpart')}</th>
                  <th scope="col">{t('people.customer.entryStatus')}</th>
                  <th scope="col">{t('people.customer.amount')}</th>
                  <th scope="col">{t('people.customer.enteredAt')}</th>
                </tr>
              </thead>
              <tbody>
                {customer.recentEntries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{entry.serviceTitle}</td>
                    <td>
                      <Link to={consolePath(`customers/${entry.counterpart.id}`)}>
                        {entry.counterpart.nickname}
                      </Link>
                    </td>
                    <td>{t(`console.entryStatus.${entry.status}`)}</td>
                    <td>{format.yen(entry.amount)}</td>
                    <td>{format.dateTime(entry.enteredAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="card" aria-labelledby="money-heading">
        <h2 id="money-heading">{t('people.customer.money')}</h2>
        <p>
          {t(customer.type === 'cast' ? 'people.customer.paidCast' : 'people.customer.paidGuest', {
            count: customer.paid.count,
            amount: format.yen(customer.paid.amount),
          })}
        </p>
      </section>
    </>
  );
}
