import { z } from 'zod';
import { dataEnvelope } from './common.ts';

const isoDateTime = z.iso.datetime({ offset: true });

/** One attempt to charge a period (a declined period is tried again: docs/money.md). */
export const subscriptionCharge = z.object({
  period: z.int(),
  amount: z.int(),
  status: z.enum(['pending', 'succeeded', 'declined']),
  /** The card's answer when declined (`no_card` when no card was saved). */
  declineCode: z.string().nullable(),
  at: isoDateTime,
});

/** A monthly billing as its payer and supplier see it. */
export const subscriptionView = z.object({
  status: z.enum(['active', 'ended']),
  /** Charged each month, tax included. */
  amount: z.int(),
  tax: z.int(),
  startedAt: isoDateTime,
  periodsPaid: z.int(),
  /** The end of the last paid month (the start of the next). */
  periodEnd: isoDateTime,
  /** When the next charge is made: the period end, or the next try after a decline; null when none. */
  nextChargeAt: isoDateTime.nullable(),
  /** The last charge was declined and is being tried again. */
  retrying: z.boolean(),
  /** Cancelled: the subscription ends then, with no more charges. */
  endsAt: isoDateTime.nullable(),
  endedAt: isoDateTime.nullable(),
  endReason: z.enum(['canceled', 'payment_failed', 'not_applicable']).nullable(),
  /** Newest first. */
  history: z.array(subscriptionCharge),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;

/** GET …/entries/{entryId}/subscription and its cancel. */
export const entrySubscriptionResponse = dataEnvelope(subscriptionView.extend({ canCancel: z.boolean() }));
export type EntrySubscription = z.infer<typeof entrySubscriptionResponse>['data'];

/** GET /casts/me/matching-plan: the monthly plan a cast holds to be matched (fee type `subscription`). */
export const matchingPlanResponse = dataEnvelope(
  z.object({
    /** The site charges matching by this plan. */
    offered: z.boolean(),
    monthlyFee: z.int(),
    /** The cast's current (or last) plan. */
    plan: subscriptionView.nullable(),
    /** Matching is possible now: the plan is active. */
    active: z.boolean(),
  }),
);
export type MatchingPlan = z.infer<typeof matchingPlanResponse>['data'];
