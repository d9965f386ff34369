import { type Expression, expressionBuilder, type SqlBool } from 'kysely';
import type { EntriesTable, EntryRow } from '../../db/schema.ts';
import type { ExpectedStep } from './expected-state.ts';

/** Conditions on the entry `e` of a step's statement; they hold in any query that names the entry `e`. */
const eb = expressionBuilder<{ e: EntriesTable }, 'e'>();

/** The entry is in a state an expected step starts from (expected-state.ts): its status, and any of its rows. */
export function inExpectedState({ from, rows }: ExpectedStep): Expression<SqlBool> {
  return eb.and([
    eb('e.status', '=', from),
    eb.or(
      rows.map((row) =>
        eb.and([
          ...(row.initialEstimateApproved === undefined
            ? []
            : [eb('e.initial_estimate_approved', '=', row.initialEstimateApproved)]),
          ...(row.hasPricedMenu === undefined
            ? []
            : [eb('e.service_menu_id', row.hasPricedMenu ? 'is not' : 'is', null)]),
          ...(row.bySubscription === undefined ? [] : [eb('e.by_subscription', '=', row.bySubscription)]),
          ...(row.flowType === undefined ? [] : [eb('e.flow_type', '=', row.flowType)]),
        ]),
      ),
    ),
  ]);
}

/**
 * The entry is still in the state it was read in, as far as the lifecycle table tells states apart
 * (entry-view.ts `entryState`, and the flow type): a step resolved from that read still fits.
 */
export function inStateAsRead(
  entry: Pick<
    EntryRow,
    'status' | 'initial_estimate_approved' | 'service_menu_id' | 'by_subscription' | 'flow_type'
  >,
): Expression<SqlBool> {
  return eb.and([
    eb('e.status', '=', entry.status),
    eb('e.initial_estimate_approved', '=', entry.initial_estimate_approved),
    eb('e.service_menu_id', entry.service_menu_id === null ? 'is' : 'is not', null),
    eb('e.by_subscription', '=', entry.by_subscription),
    eb('e.flow_type', '=', entry.flow_type),
  ]);
}
