import type { EntryDetail } from '../../../core/contract/entries.ts';
import { entryProgress } from '../../../core/entries/progress.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Stepper } from '../../ui/stepper/stepper.tsx';
import { useEntryLabels } from './entry-labels.ts';
import { usePartyNames } from './entry-parties.ts';

/** Where the entry stands on its path, for `entryProgress`: how it was taken on and where it stopped. */
export function progressOf(entry: EntryDetail) {
  const last = entry.timeline.at(-1);
  // An operator's refund ends a paid entry without a transition of its own: it stopped where the last one led.
  const stoppedStatus = last ? (last.to === entry.status ? last.from : last.to) : null;
  return entryProgress({
    ...entry,
    hasPricedMenu: entry.menu !== null,
    acceptedDirectly: entry.timeline.some((step) => step.action === 'acceptDirectly'),
    stoppedFrom: stoppedStatus
      ? { status: stoppedStatus, initialEstimateApproved: entry.initialEstimateApproved }
      : null,
  });
}

/**
 * The stepper of the entry page and one sentence under it saying whose move it is, in the site's role
 * names ("先生の最終見積もりを待っています", "あなたの承認を待っています"), or how the entry ended.
 */
export function EntryProgress({ entry }: { entry: EntryDetail }) {
  const t = useT();
  const labels = useEntryLabels();
  const names = usePartyNames(entry);
  const progress = progressOf(entry);
  const steps = progress.steps.map((step) => ({
    label:
      step.state === 'stopped' && progress.stoppedAs
        ? labels.status(progress.stoppedAs)
        : t(`entries.milestone.${step.milestone}`),
    state: step.state,
  }));
  let next: string;
  if (progress.next) {
    const mine = progress.next.party === entry.viewerParty;
    next = mine
      ? t(`entries.next.you.${progress.next.milestone as NextMilestone}`)
      : t(`entries.next.other.${progress.next.milestone as NextMilestone}`, {
          who: names[progress.next.party],
        });
  } else if (progress.stoppedAs) {
    next = t('entries.next.stopped', { status: labels.status(progress.stoppedAs) });
  } else if (entry.status === 'matched') {
    next = t('entries.next.subscription');
  } else {
    next = t(entry.status === 'reviewed' ? 'entries.next.reviewed' : 'entries.next.paid');
  }
  return (
    <div className="entry-progress">
      <Stepper label={t('entries.progress')} steps={steps} />
      <p className="entry-progress__next">{next}</p>
    </div>
  );
}

/** The milestones somebody's move can wait at (an entry waits for nobody at its start or its reviews). */
type NextMilestone =
  | 'initialEstimate'
  | 'approveEstimate'
  | 'lastEstimate'
  | 'order'
  | 'approveOrder'
  | 'work'
  | 'payment';
