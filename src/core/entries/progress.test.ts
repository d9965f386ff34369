import { describe, expect, it } from 'vitest';
import { ENTRY_STATUSES, type EntryStatus } from '../enums.ts';
import { entryProgress, type ProgressInput } from './progress.ts';

const input = (status: EntryStatus, extra: Partial<ProgressInput> = {}): ProgressInput => ({
  status,
  initialEstimateApproved: false,
  hasPricedMenu: false,
  acceptedDirectly: false,
  ...extra,
});

/** "milestone:state" of each step, so a row of the table reads as the page does. */
const shape = (entry: ProgressInput) =>
  entryProgress(entry)
    .steps.filter((s) => s.state !== 'done')
    .map((s) => `${s.milestone}:${s.state}`)[0] ?? 'all done';

describe('entry progress', () => {
  it.each([
    ['entered', {}, 'initialEstimate:current', 'supplier'],
    ['estimated', {}, 'approveEstimate:current', 'payer'],
    ['estimated', { initialEstimateApproved: true }, 'lastEstimate:current', 'supplier'],
    ['last_estimated', { initialEstimateApproved: true }, 'order:current', 'payer'],
    ['ordered', { initialEstimateApproved: true }, 'approveOrder:current', 'supplier'],
    ['matched', { initialEstimateApproved: true }, 'work:current', 'supplier'],
    ['matched', { bySubscription: true }, 'work:current', null],
    ['completion_reported', {}, 'payment:current', 'payer'],
    ['paid', {}, 'review:current', null],
    ['reviewed', {}, 'all done', null],
  ] as const)('%s %o waits at %s for %s', (status, extra, at, party) => {
    const progress = entryProgress(input(status, extra));
    expect(shape(input(status, extra))).toBe(at);
    expect(progress.next?.party ?? null).toBe(party);
    expect(progress.stoppedAs).toBeNull();
  });

  it('marks every step before the current one done and keeps the rest ahead', () => {
    const { steps } = entryProgress(input('last_estimated', { initialEstimateApproved: true }));
    expect(steps.map((s) => s.state)).toEqual([
      'done',
      'done',
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('skips the estimates of an entry taken on at its menu price', () => {
    const { steps } = entryProgress(input('matched', { acceptedDirectly: true, hasPricedMenu: true }));
    expect(steps).toEqual([
      { milestone: 'apply', state: 'done' },
      { milestone: 'accept', state: 'done' },
      { milestone: 'work', state: 'current' },
      { milestone: 'payment', state: 'upcoming' },
      { milestone: 'review', state: 'upcoming' },
    ]);
  });

  it.each([
    ['passed_up', { status: 'entered' }, 'initialEstimate'],
    ['estimate_expired', { status: 'estimated' }, 'approveEstimate'],
    ['declined', { status: 'last_estimated', initialEstimateApproved: true }, 'order'],
    ['estimate_approval_expired', { status: 'last_estimated', initialEstimateApproved: true }, 'order'],
    ['guest_canceled', { status: 'ordered', initialEstimateApproved: true }, 'approveOrder'],
    ['cast_canceled', { status: 'matched', initialEstimateApproved: true }, 'work'],
    ['operator_canceled', { status: 'completion_reported' }, 'payment'],
  ] as const)('%s stops where it was (%o): %s, with nothing after it', (status, from, at) => {
    const progress = entryProgress(
      input(status, { stoppedFrom: { initialEstimateApproved: false, ...from } }),
    );
    const last = progress.steps.at(-1);
    expect(last).toEqual({ milestone: at, state: 'stopped' });
    expect(progress.steps.slice(0, -1).every((s) => s.state === 'done')).toBe(true);
    expect(progress.next).toBeNull();
    expect(progress.stoppedAs).toBe(status);
  });

  it('places a stop whose history is unknown at the earliest step it can come from', () => {
    expect(entryProgress(input('declined')).steps.at(-1)).toEqual({
      milestone: 'approveEstimate',
      state: 'stopped',
    });
    expect(entryProgress(input('guest_canceled')).steps.at(-1)).toEqual({
      milestone: 'initialEstimate',
      state: 'stopped',
    });
  });

  it('has exactly one current or stopped step in every state but reviewed', () => {
    for (const status of ENTRY_STATUSES) {
      const marked = entryProgress(input(status)).steps.filter(
        (s) => s.state === 'current' || s.state === 'stopped',
      );
      expect(marked.length, status).toBe(status === 'reviewed' ? 0 : 1);
    }
  });
});
