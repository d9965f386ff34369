import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { Dashboard, dashboardResponse } from '../../../../core/contract/admin/dashboard.ts';
import { ENTRY_STATUSES } from '../../../../core/enums.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { useLocale } from '../../../i18n/i18n-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import './dashboard.css';

/** A date of the site (Japan) as YYYY-MM-DD, for the entries page's date filter. */
const japanDay = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date(iso));

/** The console's first page: what waits for an operator, and the counts of the last 30 days. */
export function DashboardPage() {
  const t = useAdminT();
  const api = useApiClient();
  const dashboard = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: async () => (await api.get<z.infer<typeof dashboardResponse>>('/admin/dashboard')).data,
  });
  return (
    <>
      <ConsoleHeading lead={t('dashboard.lead')}>{t('dashboard.title')}</ConsoleHeading>
      {dashboard.data && (
        <>
          <Waiting waiting={dashboard.data.waiting} />
          <LastDays lastDays={dashboard.data.lastDays} />
        </>
      )}
    </>
  );
}

function Waiting({ waiting }: { waiting: Dashboard['waiting'] }) {
  const t = useAdminT();
  const items = [
    {
      key: 'identifications',
      label: t('dashboard.identifications'),
      count: waiting.identifications,
      to: consolePath('identifications'),
      link: t('dashboard.openIdentifications'),
    },
    {
      key: 'contacts',
      label: t('dashboard.contactMessages'),
      count: waiting.contactMessages,
      to: consolePath('contacts'),
      link: t('dashboard.openContacts'),
    },
  ];
  return (
    <section aria-labelledby="dashboard-waiting">
      <h2 id="dashboard-waiting">{t('dashboard.waiting')}</h2>
      <ul className="dashboard-tiles">
        {items.map((item) => (
          <li key={item.key} className={`dashboard-tile${item.count > 0 ? ' dashboard-tile--waiting' : ''}`}>
            <p className="dashboard-tile__label">{item.label}</p>
            <p className="dashboard-tile__count">{t('dashboard.count', { count: item.count })}</p>
            {item.count === 0 && <p className="dashboard-tile__note">{t('dashboard.nothingWaiting')}</p>}
            <Link to={item.to} className="dashboard-tile__link">
              {item.link}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LastDays({ lastDays }: { lastDays: Dashboard['lastDays'] }) {
  const t = useAdminT();
  const { locale } = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Tokyo' });
  const from = japanDay(lastDays.from);
  const listed = ENTRY_STATUSES.filter((status) => lastDays.entries.byStatus[status] > 0);
  return (
    <section aria-labelledby="dashboard-last-days" className="dashboard-period">
      <h2 id="dashboard-last-days">{t('dashboard.lastDays', { days: lastDays.days })}</h2>
      <p className="dashboard-period__range">
        {t('dashboard.period', {
          from: date.format(new Date(lastDays.from)),
          to: date.format(new Date(lastDays.to)),
        })}
      </p>
      <ul className="dashboard-tiles">
        <li className="dashboard-tile">
          <p className="dashboard-tile__label">{t('dashboard.signUps')}</p>
          <dl className="dashboard-split">
            <div>
              <dt>{t('dashboard.signUpsCast')}</dt>
              <dd>{t('dashboard.count', { count: lastDays.signUps.cast })}</dd>
            </div>
            <div>
              <dt>{t('dashboard.signUpsGuest')}</dt>
              <dd>{t('dashboard.count', { count: lastDays.signUps.guest })}</dd>
            </div>
          </dl>
        </li>
        <li className="dashboard-tile">
          <p className="dashboard-tile__label">{t('dashboard.servicesPublished')}</p>
          <p className="dashboard-tile__count">
            {t('dashboard.count', { count: lastDays.servicesPublished })}
          </p>
          <p className="dashboard-tile__note">{t('dashboard.servicesPublishedNote')}</p>
        </li>
        <li className="dashboard-tile">
          <p className="dashboard-tile__label">{t('dashboard.entries')}</p>
          <p className="dashboard-tile__count">{t('dashboard.count', { count: lastDays.entries.total })}</p>
          <Link to={`${consolePath('entries')}?enteredFrom=${from}`} className="dashboard-tile__link">
            {t('dashboard.openEntries')}
          </Link>
        </li>
      </ul>
      <div className="card">
        <h3>{t('dashboard.entriesByStatus')}</h3>
        <p className="dashboard-tile__note">{t('dashboard.entriesNote')}</p>
        {listed.length === 0 ? (
          <p className="empty-state">{t('dashboard.noEntries')}</p>
        ) : (
          <table className="table dashboard-table">
            <thead>
              <tr>
                <th scope="col">{t('dashboard.entryStatus')}</th>
                <th scope="col">{t('dashboard.entryCount')}</th>
              </tr>
            </thead>
            <tbody>
              {listed.map((status) => (
                <tr key={status}>
                  <th scope="row">
                    <Link to={`${consolePath('entries')}?statuses=${status}&enteredFrom=${from}`}>
                      {t(`console.entryStatus.${status}`)}
                    </Link>
                  </th>
                  <td>{t('dashboard.count', { count: lastDays.entries.byStatus[status] })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
