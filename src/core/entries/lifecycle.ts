import type { AccountType, EntryStatus, PaymentFlowType } from '../enums.ts';

/**
 * The entry lifecycle as data (product decisions section 2). The server enforces it, the web app reads
 * it to offer only the possible actions and to badge what waits for the viewer.
 *
 * Roles in an entry are parties: the supplier does the work and is paid, the payer pays. Which account
 * type is which depends on the site's payment flow type.
 */
export type Party = 'supplier' | 'payer';

export function partyOf(role: AccountType, flowType: PaymentFlowType): Party {
  const supplier: AccountType = flowType === 'c2g' ? 'cast' : 'guest';
  return role === supplier ? 'supplier' : 'payer';
}

/** The calls that move an entry (section 7 of the specification), by the name of their path. */
export const ENTRY_ENDPOINTS = [
  'estimates/initial:post',
  'estimates/initial:put',
  'estimates/last:post',
  'estimates/last:put',
  'approve',
  'approve-estimate',
  'approve-order',
  'cancel',
  'order',
  'report-completion',
  'pay',
] as const;
export type EntryEndpoint = (typeof ENTRY_ENDPOINTS)[number];

export type LifecycleAction =
  | 'postInitialEstimate'
  | 'reviseInitialEstimate'
  | 'acceptDirectly'
  | 'pass'
  | 'approveInitialEstimate'
  | 'postLastEstimate'
  | 'decline'
  | 'reviseLastEstimate'
  | 'order'
  | 'approveOrder'
  | 'cancel'
  | 'reportCompletion'
  | 'pay';

/** What of an entry besides its status decides which step waits. */
export interface EntryState {
  status: EntryStatus;
  /** The payer approved the supplier's initial estimate; the last estimate is due. */
  initialEstimateApproved: boolean;
  /** The entry picked a service menu with a price, so the supplier may accept it without estimates. */
  hasPricedMenu: boolean;
  /**
   * The entry is billed monthly by a subscription (its service's charge method at matching): it stays
   * `matched` while the subscription runs and ends as SUBSCRIPTION_END says, never by a report or a pay.
   */
  bySubscription?: boolean;
}

interface Step {
  action: LifecycleAction;
  /**
   * `owner` is the cast whose service was entered, whichever party they are: only they take an entry on
   * as it stands or turn it down. In g2c the guest who entered is the supplier, and must not be able to
   * match their own entry at the cast's price, nor "pass" on it (they cancel it instead).
   */
  by: Party | 'either' | 'owner';
  from: (entry: EntryState) => boolean;
  /** The endpoint each account type calls for this step. */
  endpoint: Record<AccountType, EntryEndpoint> | EntryEndpoint;
  to: (entry: EntryState, role: AccountType) => Pick<EntryState, 'status' | 'initialEstimateApproved'>;
}

const is =
  (...statuses: EntryStatus[]) =>
  (entry: EntryState) =>
    statuses.includes(entry.status);
const goTo =
  (status: EntryStatus, initialEstimateApproved = false) =>
  () => ({ status, initialEstimateApproved });
const IN_PROGRESS: EntryStatus[] = ['entered', 'estimated', 'last_estimated', 'ordered', 'matched'];
/** A matched entry billed by subscription is left through its subscription's cancel, not by a step. */
const runsBySubscription = (e: EntryState) => e.status === 'matched' && e.bySubscription === true;

/** Ordered: for one endpoint the first step that fits is the one taken ("cancel" means pass, decline or cancel). */
const STEPS: Step[] = [
  {
    action: 'postInitialEstimate',
    by: 'supplier',
    from: is('entered'),
    endpoint: 'estimates/initial:post',
    to: goTo('estimated'),
  },
  {
    action: 'reviseInitialEstimate',
    by: 'supplier',
    from: (e) => e.status === 'estimated' && !e.initialEstimateApproved,
    endpoint: 'estimates/initial:put',
    to: goTo('estimated'),
  },
  {
    action: 'acceptDirectly',
    by: 'owner',
    from: (e) => e.status === 'entered' && e.hasPricedMenu,
    endpoint: 'approve',
    to: goTo('matched'),
  },
  { action: 'pass', by: 'owner', from: is('entered'), endpoint: 'cancel', to: goTo('passed_up') },
  {
    action: 'approveInitialEstimate',
    by: 'payer',
    from: (e) => e.status === 'estimated' && !e.initialEstimateApproved,
    endpoint: { guest: 'approve-estimate', cast: 'approve' },
    to: goTo('estimated', true),
  },
  {
    action: 'postLastEstimate',
    by: 'supplier',
    from: (e) => e.status === 'estimated' && e.initialEstimateApproved,
    endpoint: 'estimates/last:post',
    to: goTo('last_estimated', true),
  },
  {
    action: 'decline',
    by: 'payer',
    from: is('estimated', 'last_estimated'),
    endpoint: 'cancel',
    to: goTo('declined'),
  },
  {
    action: 'reviseLastEstimate',
    by: 'supplier',
    from: is('last_estimated'),
    endpoint: 'estimates/last:put',
    to: goTo('last_estimated', true),
  },
  { action: 'order', by: 'payer', from: is('last_estimated'), endpoint: 'order', to: goTo('ordered', true) },
  {
    action: 'approveOrder',
    by: 'supplier',
    from: is('ordered'),
    endpoint: { cast: 'approve', guest: 'approve-order' },
    to: goTo('matched', true),
  },
  {
    action: 'cancel',
    by: 'either',
    from: (e) => IN_PROGRESS.includes(e.status) && !runsBySubscription(e),
    endpoint: 'cancel',
    to: (e, role) => ({
      status: role === 'guest' ? 'guest_canceled' : 'cast_canceled',
      initialEstimateApproved: e.initialEstimateApproved,
    }),
  },
  {
    action: 'reportCompletion',
    by: 'supplier',
    from: (e) => e.status === 'matched' && !runsBySubscription(e),
    endpoint: 'report-completion',
    to: goTo('completion_reported', true),
  },
  { action: 'pay', by: 'payer', from: is('completion_reported'), endpoint: 'pay', to: goTo('paid', true) },
];

const endpointFor = (step: Step, role: AccountType) =>
  typeof step.endpoint === 'string' ? step.endpoint : step.endpoint[role];

function fits(step: Step, entry: EntryState, role: AccountType, flowType: PaymentFlowType) {
  const party =
    step.by === 'owner' ? role === 'cast' : step.by === 'either' || step.by === partyOf(role, flowType);
  return party && step.from(entry);
}

export interface Transition {
  action: LifecycleAction;
  next: Pick<EntryState, 'status' | 'initialEstimateApproved'>;
}

/** The step a call makes, or null when the call does not fit the entry's state (the server answers 409). */
export function resolveTransition(
  entry: EntryState,
  role: AccountType,
  flowType: PaymentFlowType,
  endpoint: EntryEndpoint,
): Transition | null {
  const step = STEPS.find((s) => endpointFor(s, role) === endpoint && fits(s, entry, role, flowType));
  return step ? { action: step.action, next: step.to(entry, role) } : null;
}

/** Every call the viewer can make now, one per endpoint (for the buttons of the entry page). */
export function availableActions(entry: EntryState, role: AccountType, flowType: PaymentFlowType) {
  const seen = new Set<EntryEndpoint>();
  const actions: Array<{ endpoint: EntryEndpoint; action: LifecycleAction }> = [];
  for (const step of STEPS) {
    const endpoint = endpointFor(step, role);
    if (seen.has(endpoint) || !fits(step, entry, role, flowType)) continue;
    seen.add(endpoint);
    actions.push({ endpoint, action: step.action });
  }
  return actions;
}

export const FINAL_STATUSES: EntryStatus[] = [
  'reviewed',
  'passed_up',
  'declined',
  'guest_canceled',
  'cast_canceled',
  'estimate_expired',
  'estimate_approval_expired',
  'operator_canceled',
];

/**
 * Why an operator may not cancel an entry in this state, or null when they may (product decisions
 * section 2: any state that is not final). A paid entry is cancelled with a refund instead (the console's
 * refund, features/admin/moderation/entry-refund.ts): it is refused here as `paid`, before the "final"
 * check (a reviewed entry was paid too).
 */
export function operatorCancelRefusal(status: EntryStatus): 'paid' | 'final' | null {
  if (status === 'paid' || status === 'reviewed') return 'paid';
  if (FINAL_STATUSES.includes(status)) return 'final';
  return null;
}

/**
 * Whose move it is: the party whose forward step the entry waits for. Cancelling is always possible
 * while in progress but never "required". A paid entry waits for reviews, which the caller decides.
 */
export function waitingParty(entry: EntryState): Party | null {
  if (runsBySubscription(entry)) return null;
  switch (entry.status) {
    case 'entered':
    case 'ordered':
    case 'matched':
      return 'supplier';
    case 'estimated':
      return entry.initialEstimateApproved ? 'supplier' : 'payer';
    case 'last_estimated':
    case 'completion_reported':
      return 'payer';
    default:
      return null;
  }
}

export function isActionRequired(entry: EntryState, role: AccountType, flowType: PaymentFlowType): boolean {
  return waitingParty(entry) === partyOf(role, flowType);
}

/** Statuses whose waiting party is the given one (the SQL side of the actionRequiredOnly filter). */
export function statusesWaitingFor(
  party: Party,
): Array<{ status: EntryStatus; initialEstimateApproved?: boolean; bySubscription?: boolean }> {
  return party === 'supplier'
    ? [
        { status: 'entered' },
        { status: 'ordered' },
        { status: 'matched', bySubscription: false },
        { status: 'estimated', initialEstimateApproved: true },
      ]
    : [
        { status: 'estimated', initialEstimateApproved: false },
        { status: 'last_estimated' },
        { status: 'completion_reported' },
      ];
}

/**
 * How an entry billed by subscription ends (docs/entries.md): when its subscription ends (cancelled by
 * either party at a period end, or after its last failed retry) the entry becomes `paid`, which opens
 * the reviews, if at least one period was paid; a subscription whose first month was never paid ends the
 * entry as cancelled by the payer (their card never paid), with the reason written for both parties.
 */
const SUBSCRIPTION_END_STATUS = {
  paid: 'paid',
  /** Cancelled by the payer of the flow type: the guest pays in c2g, the cast in g2c. */
  neverPaid: { c2g: 'guest_canceled', g2c: 'cast_canceled' },
} as const satisfies { paid: EntryStatus; neverPaid: Record<PaymentFlowType, EntryStatus> };

/** The status an entry billed by subscription takes when its subscription ends. */
export function subscriptionEndStatus(periodsPaid: number, flowType: PaymentFlowType): EntryStatus {
  return periodsPaid > 0 ? SUBSCRIPTION_END_STATUS.paid : SUBSCRIPTION_END_STATUS.neverPaid[flowType];
}

/** Timers that move an entry without anyone acting (run by the server's background job). */
export const TIMED_TRANSITIONS = [
  { from: 'estimated' as const, deadline: 'initialEstimateExpiresAt', to: 'estimate_expired' as const },
  {
    from: 'last_estimated' as const,
    deadline: 'lastEstimateApprovalDeadline',
    to: 'estimate_approval_expired' as const,
  },
  { from: 'entered' as const, deadline: 'responseDeadline', to: 'passed_up' as const },
];
