import type { Kysely, Transaction } from 'kysely';
import type { EstimateKind, SaveEstimateBody } from '../../../core/contract/entries.ts';
import type { SiteInfo } from '../../../core/contract/site.ts';
import { estimateAmounts } from '../../../core/entries/estimate-amounts.ts';
import { MAX_ESTIMATE_DEADLINE_DAYS } from '../../../core/entries/horizons.ts';
import { type EntryEndpoint, type LifecycleAction, partyOf } from '../../../core/entries/lifecycle.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { SiteService } from '../site/service.ts';
import { toEstimate, type Viewer } from './entry-view.ts';
import { type Entries, lockEntry } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The supplier's estimates: each writes its estimate in the step's transaction. */
const ESTIMATE_ACTIONS: LifecycleAction[] = [
  'postInitialEstimate',
  'reviseInitialEstimate',
  'postLastEstimate',
  'reviseLastEstimate',
];

/**
 * Estimates of both parties (product decisions section 2): line items, amounts computed here, a deadline.
 * The supplier's initial and last estimates are lifecycle steps taken through `entries.move`.
 */
export function createEstimates(deps: {
  db: Kysely<Database>;
  clock: Clock;
  site: SiteService;
  entries: Entries;
}) {
  const { db, clock } = deps;

  async function writeEstimate(
    trx: Transaction<Database>,
    entryId: string,
    author: Viewer,
    kind: EstimateKind,
    body: SaveEstimateBody,
    mode: 'post' | 'put',
    site: Pick<SiteInfo, 'payment' | 'lifecycle'>,
  ): Promise<Date> {
    const now = clock.now();
    const requested = kind === 'initial' ? body.expiresAt : body.approvalDeadline;
    // Without a deadline from its author, the site's estimateDays.
    const deadline = requested
      ? new Date(requested)
      : new Date(now.getTime() + site.lifecycle.estimateDays * DAY_MS);
    const tooFar = deadline.getTime() > now.getTime() + MAX_ESTIMATE_DEADLINE_DAYS * DAY_MS;
    if (deadline <= now || tooFar) {
      throw AppError.validation({
        [kind === 'initial' ? 'expiresAt' : 'approvalDeadline']: [
          tooFar
            ? { key: 'entries.deadlineTooFar', params: { days: MAX_ESTIMATE_DEADLINE_DAYS } }
            : { key: 'entries.deadlinePassed' },
        ],
      });
    }
    const amounts = estimateAmounts(body.items, site.payment.taxRate);
    const row = {
      items: JSON.stringify(amounts.items),
      subtotal: amounts.subtotal,
      tax: amounts.tax,
      total: amounts.total,
      message: body.message,
      deadline_at: deadline,
      updated_at: now,
    };
    const key = { entry_id: entryId, kind, author_type: author.type };
    if (mode === 'post') {
      const inserted = await trx
        .insertInto('entry_estimates')
        .values({ ...key, ...row })
        .onConflict((oc) => oc.columns(['entry_id', 'kind', 'author_type']).doNothing())
        .returning('kind')
        .executeTakeFirst();
      if (!inserted) throw AppError.conflict('entries.estimateExists');
    } else {
      const updated = await trx
        .updateTable('entry_estimates')
        .set(row)
        .where('entry_id', '=', entryId)
        .where('kind', '=', kind)
        .where('author_type', '=', author.type)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw AppError.conflict('entries.noEstimate');
    }
    return deadline;
  }

  /**
   * POST/PUT …/estimates/{kind}. The supplier's estimate is a lifecycle step; the payer's is a budget or
   * counter-proposal the counterpart reads, allowed while no estimate of the supplier is settled.
   */
  async function saveEstimate(
    viewer: Viewer,
    entryId: string,
    kind: EstimateKind,
    body: SaveEstimateBody,
    mode: 'post' | 'put',
  ) {
    const entryFlow = await db
      .selectFrom('entries')
      .select('flow_type')
      .where('id', '=', entryId)
      .where(viewer.type === 'cast' ? 'cast_id' : 'guest_id', '=', viewer.id)
      .executeTakeFirst();
    if (!entryFlow) throw AppError.notFound();
    if (partyOf(viewer.type, entryFlow.flow_type) === 'supplier') {
      const endpoint = `estimates/${kind}:${mode}` as EntryEndpoint;
      await deps.entries.move(viewer, entryId, endpoint, {
        effect: {
          actions: ESTIMATE_ACTIONS,
          run: async (trx, _entry, _transition, site) => ({
            deadline_at: await writeEstimate(trx, entryId, viewer, kind, body, mode, site),
          }),
        },
      });
    } else {
      const site = await deps.site.getSite();
      await db.transaction().execute(async (trx) => {
        const entry = await lockEntry(trx, viewer, entryId);
        if (!['entered', 'estimated', 'last_estimated'].includes(entry.status)) {
          throw AppError.conflict('entries.notNow');
        }
        await writeEstimate(trx, entryId, viewer, kind, body, mode, site);
      });
    }
    return readEstimate(viewer, entryId, kind, viewer.type);
  }

  /** An estimate of the entry by `author` (the viewer's own, or the counterpart's). */
  async function readEstimate(viewer: Viewer, entryId: string, kind: EstimateKind, author: Viewer['type']) {
    const row = await db
      .selectFrom('entry_estimates as x')
      .innerJoin('entries as e', 'e.id', 'x.entry_id')
      .selectAll('x')
      .where('x.entry_id', '=', entryId)
      .where(viewer.type === 'cast' ? 'e.cast_id' : 'e.guest_id', '=', viewer.id)
      .where('x.kind', '=', kind)
      .where('x.author_type', '=', author)
      .executeTakeFirst();
    if (!row) throw AppError.notFound();
    return toEstimate(row);
  }

  return { saveEstimate, readEstimate };
}
export type Estimates = ReturnType<typeof createEstimates>;
