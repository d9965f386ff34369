import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { ContactMessage, contactsResponse } from '../../../../core/contract/admin/content.ts';
import { CONTACT_KINDS } from '../../../../core/contract/content.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { Pager } from '../shell/pager.tsx';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import './content.css';
import { pageParam } from '../../../ui/url-page.ts';

const HANDLED_FILTERS = [
  { value: 'false', labelKey: 'content.contacts.waiting' },
  { value: 'true', labelKey: 'content.contacts.handled' },
  { value: '', labelKey: 'content.all' },
] as const;

export function ContactStatus({ message }: { message: Pick<ContactMessage, 'handledAt'> }) {
  const t = useAdminT();
  return message.handledAt ? (
    <span className="status status--handled">{t('content.contacts.handled')}</span>
  ) : (
    <span className="status status--waiting">{t('content.contacts.waiting')}</span>
  );
}

/** The contact inbox: waiting messages first by default, newest first, narrowed by form. */
export function ContactsPage() {
  const t = useAdminT();
  const format = useConsoleFormat();
  const api = useApiClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam(searchParams);
  const handled = searchParams.get('handled') ?? 'false';
  const kind = searchParams.get('kind') ?? '';
  const contacts = useQuery({
    queryKey: ['admin', 'content', 'contacts', { page, handled, kind }],
    queryFn: () =>
      api.get<z.infer<typeof contactsResponse>>('/admin/contacts', {
        query: { page, handled: handled || undefined, kind: kind || undefined },
      }),
    placeholderData: keepPreviousData,
  });
  const withFilter = (changes: Record<string, string>) => {
    const next = new URLSearchParams({ handled, ...(kind ? { kind } : {}), ...changes });
    for (const [key, value] of [...next]) if (value === '' && key !== 'handled') next.delete(key);
    return next;
  };

  return (
    <>
      <ConsoleHeading lead={t('content.contacts.lead')}>{t('content.contacts.title')}</ConsoleHeading>
      <div className="content-toolbar">
        <nav aria-label={t('content.contacts.filterLabel')}>
          <ul className="filter-tabs">
            {HANDLED_FILTERS.map((filter) => (
              <li key={filter.value}>
                <Link
                  to={`?${withFilter({ handled: filter.value })}`}
                  aria-current={handled === filter.value ? 'page' : undefined}
                >
                  {t(filter.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="field">
          <label className="field__label" htmlFor="contact-kind-filter">
            {t('content.contacts.kind')}
          </label>
          <select
            id="contact-kind-filter"
            className="field__input"
            value={kind}
            onChange={(event) => setSearchParams(withFilter({ kind: event.target.value }))}
          >
            <option value="">{t('content.all')}</option>
            {CONTACT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`content.contacts.kind.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {contacts.data && contacts.data.data.length === 0 && (
        <p className="empty-state">
          {handled === 'false' ? t('content.contacts.noneWaiting') : t('console.empty')}
        </p>
      )}
      {contacts.data && contacts.data.data.length > 0 && (
        <>
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('content.contacts.receivedAt')}</th>
                  <th scope="col">{t('content.contacts.from')}</th>
                  <th scope="col">{t('content.contacts.kind')}</th>
                  <th scope="col">{t('content.contacts.excerpt')}</th>
                  <th scope="col">{t('content.status')}</th>
                </tr>
              </thead>
              <tbody>
                {contacts.data.data.map((message) => (
                  <tr key={message.id}>
                    <td className="cell-nowrap">{format.dateTime(message.receivedAt)}</td>
                    <td>
                      <Link to={consolePath(`contacts/${message.id}`)}>
                        {t('content.contacts.fromName', { name: message.name })}
                      </Link>
                      {message.company && <div>{message.company}</div>}
                    </td>
                    <td className="cell-nowrap">{t(`content.contacts.kind.${message.kind}`)}</td>
                    <td>{message.body.length > 60 ? `${message.body.slice(0, 60)}…` : message.body}</td>
                    <td>
                      <ContactStatus message={message} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {contacts.data.meta.lastPage > 1 && (
            <Pager
              meta={contacts.data.meta}
              onPage={(next) => setSearchParams(withFilter({ page: String(next) }))}
            />
          )}
        </>
      )}
    </>
  );
}
