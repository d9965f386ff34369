import type { Expression, Kysely, SqlBool } from 'kysely';
import type { EntriesQuery } from '../../../core/contract/entries.ts';
import type { SiteInfo } from '../../../core/contract/site.ts';
import { partyOf, statusesWaitingFor } from '../../../core/entries/lifecycle.ts';
import { reviewingTypes } from '../../../core/entries/review-parties.ts';
import { ENTRY_STATUSES, type EntryStatus, PAYMENT_FLOW_TYPES } from '../../../core/enums.ts';
import { AppError } from '../../app-error.ts';
import { startOfSiteDay } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { paginate } from '../../http/pagination.ts';
import { type EntryViewRow, selectEntries, toEntry, type Viewer } from './entry-view.ts';

function statusesOf(query: EntriesQuery): EntryStatus[] | null {
  const listed = [
    ...[query['statuses[]'] ?? []].flat(),
    ...(query.statuses ? query.statuses.split(',') : []),
  ];
  if (listed.length === 0) return null;
  const unknown = listed.filter((s) => !(ENTRY_STATUSES as readonly string[]).includes(s));
  if (unknown.length > 0) throw AppError.validation({ statuses: [{ key: 'validation.choice' }] });
  return listed as EntryStatus[];
}

/**
 * GET …/entries: the viewer's entries with the list filters of spec section 7. `actionRequiredOnly` is the
 * lifecycle table's "waiting for your party" (per flow type, since entries keep theirs) or an open review.
 */
export async function listEntries(
  db: Kysely<Database>,
  viewer: Viewer,
  query: EntriesQuery,
  site: SiteInfo,
  now: Date,
) {
  const statuses = statusesOf(query);
  let q = selectEntries(db, viewer);
  if (query.enteredAtStart) q = q.where('e.entered_at', '>=', startOfSiteDay(query.enteredAtStart));
  if (query.enteredAtEnd) q = q.where('e.entered_at', '<', startOfSiteDay(query.enteredAtEnd, 1));
  if (query.reservationAtStart) {
    q = q.where('e.reservation_at', '>=', startOfSiteDay(query.reservationAtStart));
  }
  if (query.reservationAtEnd) {
    q = q.where('e.reservation_at', '<', startOfSiteDay(query.reservationAtEnd, 1));
  }
  if (statuses) q = q.where('e.status', 'in', statuses);
  if (query.nickname) {
    const pattern = `%${query.nickname.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(viewer.type === 'cast' ? 'g.nickname' : 'c.nickname', 'ilike', pattern);
  }
  if (query.actionRequiredOnly === 'true' || query.actionRequiredOnly === '1') {
    const reviewer = reviewingTypes(site.features).includes(viewer.type);
    q = q.where((eb) => {
      // The lifecycle's waiting states for the viewer's party, per flow type (entries keep theirs).
      const waiting: Expression<SqlBool>[] = PAYMENT_FLOW_TYPES.flatMap((flowType) =>
        statusesWaitingFor(partyOf(viewer.type, flowType)).map(
          ({ status, initialEstimateApproved, bySubscription }) =>
            eb.and([
              eb('e.flow_type', '=', flowType),
              eb('e.status', '=', status),
              ...(initialEstimateApproved === undefined
                ? []
                : [eb('e.initial_estimate_approved', '=', initialEstimateApproved)]),
              ...(bySubscription === undefined ? [] : [eb('e.by_subscription', '=', bySubscription)]),
            ]),
        ),
      );
      if (reviewer) {
        waiting.push(
          eb.and([
            eb('e.status', '=', 'paid'),
            eb('e.deadline_at', '>', now),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('reviews as r')
                  .select('r.id')
                  .whereRef('r.entry_id', '=', 'e.id')
                  .where('r.author_id', '=', viewer.id),
              ),
            ),
          ]),
        );
      }
      return eb.or(waiting);
    });
  }
  const [column, direction] = (
    {
      entered_at_desc: ['e.entered_at', 'desc'],
      entered_at_asc: ['e.entered_at', 'asc'],
      reservation_at_asc: ['e.reservation_at', 'asc'],
      reservation_at_desc: ['e.reservation_at', 'desc'],
      updated_at_desc: ['e.updated_at', 'desc'],
    } as const satisfies Record<EntriesQuery['orderBy'], readonly [string, 'asc' | 'desc']>
  )[query.orderBy];
  const ordered = q
    .orderBy(column, (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
    .orderBy('e.entered_at', 'desc')
    .orderBy('e.id');
  const { rows, meta } = await paginate(ordered, query);
  return { data: rows.map((row) => toEntry(row as EntryViewRow, viewer, site, now)), meta };
}
