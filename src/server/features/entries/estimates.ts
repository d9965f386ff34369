import type { Kysely, Selectable, Transaction } from 'kysely';
import type { EstimateKind, SaveEstimateBody } from '../../../core/contract/entries.ts';
import type { SiteInfo } from '../../../core/contract/site.ts';
import { estimateAmounts } from '../../../core/entries/estimate-amounts.ts';
import { MAX_ESTIMATE_DEADLINE_DAYS } from '../../../core/entries/horizons.ts';
import { type EntryEndpoint, type LifecycleAction, partyOf } from '../../../core/entries/lifecycle.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database, EntryEstimatesTable, EstimateItemRow } from '../../db/schema.ts';
import type { SiteService } from '../site/service.ts';
import { toEstimate, type Viewer } from './entry-view.ts';
import { lockEntry, ownEntry } from './locked-entry.ts';
import type { Entries } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The supplier's revisions: each updates its estimate in the step's transaction. */
const REVISIONS: LifecycleAction[] = ['reviseInitialEstimate', 'reviseLastEstimate'];

type EstimateRow = Omit<Selectable<EntryEstimatesTable>, 'items'> & { items: EstimateItemRow[] };
const insertableEstimate = (row: EstimateRow) => ({ ...row, items: JSON.stringify(row.items) });

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

  /** The estimate row as its author sends it: amounts computed here, the deadline checked (422). */
  function estimateRow(
    entryId: string,
    author: Viewer,
    kind: EstimateKind,
    body: SaveEstimateBody,
    site: Pick<SiteInfo, 'payment' | 'lifecycle'>,
  ): EstimateRow | AppError {
    const now = clock.now();
    const requested = kind === 'initial' ? body.expiresAt : body.approvalDeadline;
    // Without a deadline from its author, the site's estimateDays.
    const deadline = requested
      ? new Date(requested)
      : new Date(now.getTime() + site.lifecycle.estimateDays * DAY_MS);
    const tooFar = deadline.getTime() > now.getTime() + MAX_ESTIMATE_DEADLINE_DAYS * DAY_MS;
    if (deadline <= now || tooFar) {
      return AppError.validation({
        [kind === 'initial' ? 'expiresAt' : 'approvalDeadline']: [
          tooFar
            ? { key: 'entries.deadlineTooFar', params: { days: MAX_ESTIMATE_DEADLINE_DAYS } }
            : { key: 'entries.deadlinePassed' },
        ],
      });
    }
    const amounts = estimateAmounts(body.items, site.payment.taxRate);
    return {
      entry_id: entryId,
      kind,
      author_type: author.type,
      items: amounts.items,
      subtotal: amounts.subtotal,
      tax: amounts.tax,
      total: amounts.total,
      message: body.message,
      deadline_at: deadline,
      updated_at: now,
    };
  }

  async function writeEstimate(trx: Transaction<Database>, row: EstimateRow, mode: 'post' | 'put') {
    if (mode === 'post') {
      const inserted = await trx
        .insertInto('entry_estimates')
        .values(insertableEstimate(row))
        .onConflict((oc) => oc.columns(['entry_id', 'kind', 'author_type']).doNothing())
        .returning('kind')
        .executeTakeFirst();
      if (!inserted) throw AppError.conflict('entries.estimateExists');
    } else {
      const { entry_id, kind, author_type, ...changes } = insertableEstimate(row);
      const updated = await trx
        .updateTable('entry_estimates')
        .set(changes)
        .where('entry_id', '=', entry_id)
        .where('kind', '=', kind)
        .where('author_type', '=', author_type)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw AppError.conflict('entries.noEstimate');
    }
  }

  /**
   * POST/PUT …/estimates/{kind}. The supplier's estimate is a lifecycle step (a sent one is written in
   * the step's own statement); the payer's is a budget or counter-proposal the counterpart reads, allowed
   * while no estimate of the supplier is settled. Which party the viewer is shows when the step does not
   * fit: only then is the entry read.
   */
  async function saveEstimate(
    viewer: Viewer,
    entryId: string,
    kind: EstimateKind,
    body: SaveEstimateBody,
    mode: 'post' | 'put',
  ) {
    const site = await deps.site.getSite();
    const row = estimateRow(entryId, viewer, kind, body, site);
    if (row instanceof AppError) {
      // Someone else's entry is not found, whatever the body says.
      await ownEntry(db, viewer, entryId);
      throw row;
    }
    const endpoint = `estimates/${kind}:${mode}` as EntryEndpoint;
    try {
      await deps.entries.move(viewer, entryId, endpoint, {
        fields: () => ({ deadline_at: row.deadline_at }),
        ...(mode === 'post'
          ? { estimate: insertableEstimate(row) }
          : {
              effect: { actions: REVISIONS, locked: (trx) => writeEstimate(trx, row, mode).then(() => ({})) },
            }),
      });
    } catch (error) {
      if (!(error instanceof AppError && error.messageKey === 'entries.notNow')) throw error;
      await db.transaction().execute(async (trx) => {
        const entry = await lockEntry(trx, viewer, entryId);
        const payer = partyOf(viewer.type, entry.flow_type) === 'payer';
        if (!payer || !['entered', 'estimated', 'last_estimated'].includes(entry.status)) throw error;
        await writeEstimate(trx, row, mode);
      });
    }
    return toEstimate(row);
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
