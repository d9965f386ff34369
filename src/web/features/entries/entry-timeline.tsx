import type { EntryDetail } from '../../../core/contract/entries.ts';
import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { useEntryLabels } from './entry-labels.ts';
import { EntryTime } from './entry-time.tsx';

/** Every change of status, oldest first: when, who (you, the counterpart, the site's timers or an operator), from → to. */
export function EntryTimeline({ entry, role }: { entry: EntryDetail; role: AccountType }) {
  const t = useT();
  const site = useSite();
  const labels = useEntryLabels();
  const who = (by: EntryDetail['timeline'][number]['by']) =>
    by === 'system'
      ? t('entries.timeline.system')
      : by === 'operator'
        ? t('entries.timeline.operator')
        : by === role
          ? t('entries.timeline.you')
          : roleLabel(site, by);
  return (
    <section className="card" aria-labelledby="entry-timeline">
      <h2 id="entry-timeline">{t('entries.timeline')}</h2>
      <ol className="timeline">
        {entry.timeline.map((step) => (
          <li key={`${step.at}-${step.to}`}>
            <EntryTime iso={step.at} />{' '}
            {t('entries.timeline.step', {
              who: who(step.by),
              change: step.from
                ? t('entries.timeline.change', { from: labels.status(step.from), to: labels.status(step.to) })
                : labels.status(step.to),
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}
