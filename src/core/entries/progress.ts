import type { EntryStatus } from '../enums.ts';
import { type EntryState, FINAL_STATUSES, type Party, waitingParty } from './lifecycle.ts';

/**
 * The milestones of an entry as its page shows them, in order. An entry the cast took on at its menu's
 * price (`acceptDirectly`) skips the estimates: its path is DIRECT_PATH.
 */
export const ESTIMATE_PATH = [
  'apply',
  'initialEstimate',
  'approveEstimate',
  'lastEstimate',
  'order',
  'approveOrder',
  'work',
  'payment',
  'review',
] as const;
export type Milestone = (typeof ESTIMATE_PATH)[number] | 'accept';
export const DIRECT_PATH: Milestone[] = ['apply', 'accept', 'work', 'payment', 'review'];

export type MilestoneState = 'done' | 'current' | 'upcoming' | 'stopped';

export interface EntryProgress {
  steps: Array<{ milestone: Milestone; state: MilestoneState }>;
  /** The party whose step the entry waits for, and which step; null when nobody's move is due. */
  next: { party: Party; milestone: Milestone } | null;
  /** The final status that stopped the entry before it was paid (declined, cancelled, expired…); else null. */
  stoppedAs: EntryStatus | null;
}

export interface ProgressInput extends EntryState {
  /** The cast took the entry on at its menu's price (the timeline holds `acceptDirectly`). */
  acceptedDirectly: boolean;
  /**
   * For a stopped entry: the in-progress state it was in when it stopped (from its last transition), to
   * show how far it went. Unknown: the earliest state from which that stop is possible.
   */
  stoppedFrom?: Pick<EntryState, 'status' | 'initialEstimateApproved'> | null;
}

/** The milestone an in-progress (or paid) state waits for. */
function milestoneOf(state: Pick<EntryState, 'status' | 'initialEstimateApproved'>): Milestone {
  switch (state.status) {
    case 'entered':
      return 'initialEstimate';
    case 'estimated':
      return state.initialEstimateApproved ? 'lastEstimate' : 'approveEstimate';
    case 'last_estimated':
      return 'order';
    case 'ordered':
      return 'approveOrder';
    case 'matched':
      return 'work';
    case 'completion_reported':
      return 'payment';
    default:
      return 'review';
  }
}

/** Where a stop of each kind can happen at the earliest, when the entry's history does not say. */
const STOPPED_AT: Partial<Record<EntryStatus, Milestone>> = {
  passed_up: 'initialEstimate',
  estimate_expired: 'approveEstimate',
  declined: 'approveEstimate',
  estimate_approval_expired: 'order',
};

/** Where an entry stands on its path, and whose move it is. */
export function entryProgress(entry: ProgressInput): EntryProgress {
  const direct = entry.acceptedDirectly;
  const path: Milestone[] = direct ? DIRECT_PATH : [...ESTIMATE_PATH];
  const stopped = FINAL_STATUSES.includes(entry.status) && entry.status !== 'reviewed';
  if (entry.status === 'reviewed') {
    return { steps: path.map((milestone) => ({ milestone, state: 'done' })), next: null, stoppedAs: null };
  }
  let at: Milestone;
  if (stopped) {
    const from = entry.stoppedFrom;
    at =
      from && !FINAL_STATUSES.includes(from.status)
        ? milestoneOf(from)
        : (STOPPED_AT[entry.status] ?? 'initialEstimate');
  } else {
    at = milestoneOf(entry);
  }
  // A direct path has no estimate milestones: an entry waiting for its first answer waits to be accepted.
  if (direct && !path.includes(at)) at = 'accept';
  const index = path.indexOf(at);
  const steps: EntryProgress['steps'] = [];
  path.forEach((milestone, i) => {
    if (i < index) steps.push({ milestone, state: 'done' });
    else if (i === index) steps.push({ milestone, state: stopped ? 'stopped' : 'current' });
    else if (!stopped) steps.push({ milestone, state: 'upcoming' });
  });
  const party = stopped ? null : waitingParty(entry);
  return {
    steps,
    next: party ? { party, milestone: at } : null,
    stoppedAs: stopped ? entry.status : null,
  };
}
