import {
  type EntryEndpoint,
  type EntryState,
  resolveTransition,
  type Transition,
} from '../../../core/entries/lifecycle.ts';
import {
  ENTRY_STATUSES,
  type EntryStatus,
  PAYMENT_FLOW_TYPES,
  type PaymentFlowType,
} from '../../../core/enums.ts';
import type { Viewer } from './entry-view.ts';

/** A state of an entry row, as its columns say it, that a step may start from. */
export interface StartingRow {
  initialEstimateApproved: boolean;
  hasPricedMenu: boolean;
  bySubscription: boolean;
  flowType: PaymentFlowType;
}

/**
 * The one step an endpoint can make for a role, when the lifecycle table allows only one (one status it
 * starts from, one action, one next state), with every row state it starts from: the step can then be a
 * single `update … where` those states, with no read before it. Null when the outcome depends on the
 * state (cancel: pass, decline or cancel; the cast's approve), which is read under a lock instead.
 */
export interface ExpectedStep {
  from: EntryStatus;
  transition: Transition;
  rows: StartingRow[];
}

const cache = new Map<string, ExpectedStep | null>();

export function expectedStep(role: Viewer['type'], endpoint: EntryEndpoint): ExpectedStep | null {
  const key = `${role} ${endpoint}`;
  if (!cache.has(key)) cache.set(key, findExpectedStep(role, endpoint));
  return cache.get(key) ?? null;
}

function findExpectedStep(role: Viewer['type'], endpoint: EntryEndpoint): ExpectedStep | null {
  let found: ExpectedStep | null = null;
  for (const status of ENTRY_STATUSES) {
    for (const flowType of PAYMENT_FLOW_TYPES) {
      for (const initialEstimateApproved of [false, true]) {
        for (const hasPricedMenu of [false, true]) {
          for (const bySubscription of [false, true]) {
            const state: EntryState = { status, initialEstimateApproved, hasPricedMenu, bySubscription };
            const transition = resolveTransition(state, role, flowType, endpoint);
            if (!transition) continue;
            if (!found) found = { from: status, transition, rows: [] };
            else if (
              found.from !== status ||
              found.transition.action !== transition.action ||
              found.transition.next.status !== transition.next.status ||
              found.transition.next.initialEstimateApproved !== transition.next.initialEstimateApproved
            ) {
              return null;
            }
            found.rows.push({ initialEstimateApproved, hasPricedMenu, bySubscription, flowType });
          }
        }
      }
    }
  }
  return found;
}
