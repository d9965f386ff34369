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
  /**
   * The row states it starts from, in as few conditions as say them: any of these, where a column a
   * condition leaves out may hold any value. The step's statement is built on every call, so a short
   * condition is less to build, compile and send than one per row state (up to 8 × 4 comparisons).
   */
  rows: Partial<StartingRow>[];
}

/** Every value each column of a starting row can hold. */
const COLUMN_VALUES: { [K in keyof StartingRow]: StartingRow[K][] } = {
  initialEstimateApproved: [false, true],
  hasPricedMenu: [false, true],
  bySubscription: [false, true],
  flowType: [...PAYMENT_FLOW_TYPES],
};

/**
 * Merges conditions that differ in one column only and together hold every value of it into one without
 * that column, until none merge (the first step of Quine–McCluskey): equivalent to `rows`, shorter.
 */
export function narrowestConditions(rows: StartingRow[]): Partial<StartingRow>[] {
  let conditions: Partial<StartingRow>[] = rows.map((row) => ({ ...row }));
  for (const column of Object.keys(COLUMN_VALUES) as (keyof StartingRow)[]) {
    const groups = new Map<string, Partial<StartingRow>[]>();
    for (const condition of conditions) {
      const { [column]: _value, ...rest } = condition;
      const key = JSON.stringify(Object.entries(rest).sort());
      groups.set(key, [...(groups.get(key) ?? []), condition]);
    }
    conditions = [...groups.values()].flatMap((group) => {
      const held = new Set(group.map((condition) => condition[column]));
      if (!COLUMN_VALUES[column].every((value) => held.has(value))) return group;
      const { [column]: _value, ...rest } = group[0] as Partial<StartingRow>;
      return [rest];
    });
  }
  return conditions;
}

const cache = new Map<string, ExpectedStep | null>();

export function expectedStep(role: Viewer['type'], endpoint: EntryEndpoint): ExpectedStep | null {
  const key = `${role} ${endpoint}`;
  if (!cache.has(key)) {
    const found = findExpectedStep(role, endpoint);
    cache.set(key, found && { ...found, rows: narrowestConditions(found.rows) });
  }
  return cache.get(key) ?? null;
}

function findExpectedStep(
  role: Viewer['type'],
  endpoint: EntryEndpoint,
): (ExpectedStep & { rows: StartingRow[] }) | null {
  let found: (ExpectedStep & { rows: StartingRow[] }) | null = null;
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
