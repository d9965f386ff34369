import type { AdminEntryDetail } from '../../../../core/contract/admin/moderation.ts';
import { useAdminT } from '../shell/admin-i18n.ts';
import { useConsoleFormat } from '../shell/use-console-format.ts';

/** Every change of status, oldest first: when, who (by role and name), from → to. */
export function EntryTimeline({ entry }: { entry: AdminEntryDetail }) {
  const t = useAdminT();
  const format = useConsoleFormat();
  const status = (value: AdminEntryDetail['status']) => t(`console.entryStatus.${value}`);
  return (
    <section className="card" aria-labelledby="entry-timeline">
      <h2 id="entry-timeline">{t('moderation.entry.timeline')}</h2>
      <ol className="moderation-timeline">
        {entry.timeline.map((step) => {
          const role = t(`moderation.role.${step.by}`);
          return (
            <li
              key={`${step.at}-${step.action}-${step.to}`}
              className={`moderation-timeline__step moderation-timeline__step--${step.by}`}
            >
              <time dateTime={step.at}>{format.dateTime(step.at)}</time>
              <span className="moderation-timeline__change">
                {step.from
                  ? t('moderation.timeline.change', { from: status(step.from), to: status(step.to) })
                  : status(step.to)}
              </span>
              <span className="moderation-timeline__actor">
                {step.actorName ? t('moderation.timeline.actor', { role, name: step.actorName }) : role}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
