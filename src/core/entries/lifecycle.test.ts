import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  type AccountType,
  ENTRY_STATUSES,
  type EntryStatus,
  PAYMENT_FLOW_TYPES,
} from '../enums.ts';
import {
  availableActions,
  ENTRY_ENDPOINTS,
  type EntryEndpoint,
  type EntryState,
  isActionRequired,
  operatorCancelRefusal,
  partyOf,
  resolveTransition,
  subscriptionEndStatus,
} from './lifecycle.ts';

/**
 * The table of product decisions section 2, written out again by hand as (state, party, call) → result,
 * so the test does not derive its expectations from the module it checks.
 * "approved" marks an initial estimate the payer has approved; "priced" an entry with a priced menu.
 */
type Variant = 'plain' | 'approved' | 'priced';
/** `approved` / `priced`: the row holds only when the flag has this value; absent = either way. */
type Expected = {
  status: EntryStatus;
  approved?: boolean;
  priced?: boolean;
  /** `owner`: the cast whose service was entered; `entrant`: the guest who entered; whichever party each is. */
  party: 'supplier' | 'payer' | 'owner' | 'entrant';
  call: string;
  to: EntryStatus | 'self-canceled';
};

const TABLE: Expected[] = [
  { status: 'entered', party: 'supplier', call: 'estimates/initial:post', to: 'estimated' },
  { status: 'entered', priced: true, party: 'owner', call: 'approve', to: 'matched' },
  { status: 'entered', party: 'owner', call: 'cancel', to: 'passed_up' },
  { status: 'entered', party: 'entrant', call: 'cancel', to: 'self-canceled' },
  { status: 'estimated', approved: false, party: 'supplier', call: 'estimates/initial:put', to: 'estimated' },
  { status: 'estimated', approved: false, party: 'payer', call: 'approve-initial', to: 'estimated' },
  {
    status: 'estimated',
    approved: true,
    party: 'supplier',
    call: 'estimates/last:post',
    to: 'last_estimated',
  },
  { status: 'estimated', party: 'payer', call: 'cancel', to: 'declined' },
  { status: 'estimated', party: 'supplier', call: 'cancel', to: 'self-canceled' },
  { status: 'last_estimated', party: 'supplier', call: 'estimates/last:put', to: 'last_estimated' },
  { status: 'last_estimated', party: 'payer', call: 'order', to: 'ordered' },
  { status: 'last_estimated', party: 'payer', call: 'cancel', to: 'declined' },
  { status: 'last_estimated', party: 'supplier', call: 'cancel', to: 'self-canceled' },
  { status: 'ordered', party: 'supplier', call: 'approve-order', to: 'matched' },
  { status: 'ordered', party: 'supplier', call: 'cancel', to: 'self-canceled' },
  { status: 'ordered', party: 'payer', call: 'cancel', to: 'self-canceled' },
  { status: 'matched', party: 'supplier', call: 'report-completion', to: 'completion_reported' },
  { status: 'matched', party: 'supplier', call: 'cancel', to: 'self-canceled' },
  { status: 'matched', party: 'payer', call: 'cancel', to: 'self-canceled' },
  { status: 'completion_reported', party: 'payer', call: 'pay', to: 'paid' },
];

/** The endpoint a role calls for a named step: "approve-initial" and "approve-order" differ by role. */
function endpointOf(call: string, role: AccountType): EntryEndpoint {
  if (call === 'approve-initial') return role === 'guest' ? 'approve-estimate' : 'approve';
  if (call === 'approve-order') return role === 'guest' ? 'approve-order' : 'approve';
  return call as EntryEndpoint;
}

function entryOf(variant: Variant, status: EntryStatus): EntryState {
  return { status, initialEstimateApproved: variant === 'approved', hasPricedMenu: variant === 'priced' };
}

const VARIANTS: Variant[] = ['plain', 'approved', 'priced'];

describe('entry lifecycle table', () => {
  const cases = PAYMENT_FLOW_TYPES.flatMap((flowType) =>
    ACCOUNT_TYPES.flatMap((role) =>
      ENTRY_STATUSES.flatMap((status) =>
        VARIANTS.flatMap((variant) =>
          ENTRY_ENDPOINTS.map((endpoint) => ({ flowType, role, status, variant, endpoint })),
        ),
      ),
    ),
  );

  it(`walks all ${cases.length} (flow type, role, state, call) combinations`, () => {
    const mismatches: string[] = [];
    for (const { flowType, role, status, variant, endpoint } of cases) {
      const party = partyOf(role, flowType);
      const entry = entryOf(variant, status);
      const expected = TABLE.find(
        (row) =>
          row.status === status &&
          (row.approved === undefined || row.approved === entry.initialEstimateApproved) &&
          (row.priced === undefined || row.priced === entry.hasPricedMenu) &&
          (row.party === party ||
            (row.party === 'owner' && role === 'cast') ||
            (row.party === 'entrant' && role === 'guest')) &&
          endpointOf(row.call, role) === endpoint,
      );
      const expectedStatus =
        expected?.to === 'self-canceled'
          ? role === 'guest'
            ? 'guest_canceled'
            : 'cast_canceled'
          : expected?.to;
      const actual = resolveTransition(entry, role, flowType, endpoint)?.next.status;
      if (actual !== expectedStatus) {
        mismatches.push(
          `${flowType} ${role}(${party}) ${status}/${variant} ${endpoint}: expected ${expectedStatus ?? 'refused'}, got ${actual ?? 'refused'}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('maps parties to account types by flow type', () => {
    expect([partyOf('cast', 'c2g'), partyOf('guest', 'c2g')]).toEqual(['supplier', 'payer']);
    expect([partyOf('cast', 'g2c'), partyOf('guest', 'g2c')]).toEqual(['payer', 'supplier']);
  });

  it('marks the approval of the initial estimate so the last estimate is due next', () => {
    const approved = resolveTransition(entryOf('plain', 'estimated'), 'guest', 'c2g', 'approve-estimate');
    expect(approved).toEqual({
      action: 'approveInitialEstimate',
      next: { status: 'estimated', initialEstimateApproved: true },
    });
  });

  it('offers the viewer only the calls that fit, once per endpoint', () => {
    expect(availableActions(entryOf('plain', 'entered'), 'cast', 'c2g').map((a) => a.endpoint)).toEqual([
      'estimates/initial:post',
      'cancel',
    ]);
    expect(availableActions(entryOf('priced', 'entered'), 'cast', 'c2g').map((a) => a.action)).toEqual([
      'postInitialEstimate',
      'acceptDirectly',
      'pass',
    ]);
    expect(availableActions(entryOf('plain', 'estimated'), 'guest', 'c2g').map((a) => a.action)).toEqual([
      'approveInitialEstimate',
      'decline',
    ]);
    expect(availableActions(entryOf('approved', 'paid'), 'guest', 'c2g')).toEqual([]);
  });

  it('badges the party whose forward step the entry waits for', () => {
    const waits = (variant: Variant, status: EntryStatus) =>
      ACCOUNT_TYPES.filter((role) => isActionRequired(entryOf(variant, status), role, 'c2g'));
    expect(waits('plain', 'entered')).toEqual(['cast']);
    expect(waits('plain', 'estimated')).toEqual(['guest']);
    expect(waits('approved', 'estimated')).toEqual(['cast']);
    expect(waits('approved', 'last_estimated')).toEqual(['guest']);
    expect(waits('approved', 'ordered')).toEqual(['cast']);
    expect(waits('approved', 'matched')).toEqual(['cast']);
    expect(waits('approved', 'completion_reported')).toEqual(['guest']);
    expect(waits('approved', 'declined')).toEqual([]);
    expect(isActionRequired(entryOf('plain', 'entered'), 'guest', 'g2c')).toBe(true);
  });

  it('lets an operator cancel every state before payment, never a paid or final one', () => {
    const refusals = Object.fromEntries(
      ENTRY_STATUSES.map((status) => [status, operatorCancelRefusal(status)]),
    );
    expect(refusals).toEqual({
      entered: null,
      estimated: null,
      last_estimated: null,
      ordered: null,
      matched: null,
      completion_reported: null,
      paid: 'paid',
      reviewed: 'paid',
      passed_up: 'final',
      declined: 'final',
      guest_canceled: 'final',
      cast_canceled: 'final',
      estimate_expired: 'final',
      estimate_approval_expired: 'final',
      operator_canceled: 'final',
    });
  });

  it('runs a matched entry billed by subscription without report, pay or cancel, and ends it by its subscription', () => {
    const running: EntryState = { ...entryOf('approved', 'matched'), bySubscription: true };
    for (const flowType of PAYMENT_FLOW_TYPES) {
      for (const role of ACCOUNT_TYPES) {
        expect(availableActions(running, role, flowType)).toEqual([]);
        expect(isActionRequired(running, role, flowType)).toBe(false);
      }
      expect(
        availableActions({ ...running, bySubscription: false }, 'cast', 'c2g').map((a) => a.action),
      ).toEqual(['cancel', 'reportCompletion']);
    }
    expect(subscriptionEndStatus(2, 'c2g')).toBe('paid');
    expect(subscriptionEndStatus(0, 'c2g')).toBe('guest_canceled');
    expect(subscriptionEndStatus(0, 'g2c')).toBe('cast_canceled');
  });
});
