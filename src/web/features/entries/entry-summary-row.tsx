import { Link } from 'react-router';
import type { Entry } from '../../../core/contract/entries.ts';
import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Yen } from '../services/yen.tsx';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { useEntryLabels } from './entry-labels.ts';
import { EntryTime } from './entry-time.tsx';

/** One entry of the list: the service, the counterpart, the status and the dates, and whether it waits for me. */
export function EntrySummaryRow({
  entry,
  role,
  basePath,
}: {
  entry: Entry;
  role: AccountType;
  basePath: string;
}) {
  const t = useT();
  const site = useSite();
  const labels = useEntryLabels();
  const counterpartRole: AccountType = role === 'cast' ? 'guest' : 'cast';
  const counterpart = role === 'cast' ? entry.guest : entry.cast;
  return (
    <li className="card entry-row">
      <h3>
        <Link to={`${basePath}/${entry.id}`}>{entry.service.title}</Link>
        {entry.actionRequired && <span className="badge">{t('entries.actionRequired')}</span>}
      </h3>
      <dl className="field-values">
        <div>
          <dt>{t('entries.status')}</dt>
          <dd>{labels.status(entry.status)}</dd>
        </div>
        <div>
          <dt>{roleLabel(site, counterpartRole)}</dt>
          <dd>{counterpart.nickname}</dd>
        </div>
        {entry.amount !== null && (
          <div>
            <dt>{t('entries.amount')}</dt>
            <dd>
              <Yen amount={entry.amount} /> {t('entries.taxIncluded')}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('entries.enteredAt')}</dt>
          <dd>
            <EntryTime iso={entry.enteredAt} date />
          </dd>
        </div>
        <div>
          <dt>{t('entries.reservationAt')}</dt>
          <dd>{entry.reservationAt ? <EntryTime iso={entry.reservationAt} /> : t('entries.notSpecified')}</dd>
        </div>
      </dl>
    </li>
  );
}
