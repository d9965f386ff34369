import type { Kysely, Transaction } from 'kysely';
import type { SaveReviewBody } from '../../../core/contract/entries.ts';
import { reviewingTypes } from '../../../core/entries/review-parties.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { refreshServiceRating } from '../reviews/service-rating.ts';
import type { SiteService } from '../site/service.ts';
import type { Viewer } from './entry-view.ts';
import { lockEntry } from './locked-entry.ts';
import type { EntryNotifier } from './notify.ts';
import type { Entries } from './service.ts';

const toReview = (row: { rating: number; comment: string; created_at: Date; published_at: Date | null }) => ({
  rating: row.rating,
  comment: row.comment,
  createdAt: row.created_at.toISOString(),
  publishedAt: row.published_at?.toISOString() ?? null,
});

/**
 * Reviews of a paid entry (spec section 6, product decisions section 2). They are blind: each stays
 * hidden until every party the review features allow has written one, which publishes them all and
 * makes the entry `reviewed`, or until the review window closes (./timers.ts).
 */
export function createEntryReviews(deps: {
  db: Kysely<Database>;
  clock: Clock;
  site: SiteService;
  entries: Entries;
  notify: EntryNotifier;
}) {
  const { db, clock } = deps;

  /** Publishes an entry's reviews, keeps the service's rating, and marks it reviewed when any exists. */
  async function publish(trx: Transaction<Database>, entryId: string, actor: Viewer | null) {
    const now = clock.now();
    const published = await trx
      .updateTable('reviews')
      .set({ published_at: now })
      .where('entry_id', '=', entryId)
      .where('published_at', 'is', null)
      .returning('service_id')
      .execute();
    const reviewed = await trx
      .updateTable('entries')
      .set({ status: 'reviewed', deadline_at: null, updated_at: now })
      .where('id', '=', entryId)
      .where('status', '=', 'paid')
      .where((eb) => eb.exists(eb.selectFrom('reviews').select('id').where('entry_id', '=', entryId)))
      .executeTakeFirst();
    if (reviewed.numUpdatedRows > 0n) {
      await deps.entries.record(trx, {
        entryId,
        action: 'review',
        from: 'paid',
        to: 'reviewed',
        actor,
        at: now,
      });
    } else {
      // The window closed with no review: the entry stays paid and takes no more reviews.
      await trx.updateTable('entries').set({ deadline_at: null }).where('id', '=', entryId).execute();
    }
    for (const serviceId of new Set(published.map((row) => row.service_id))) {
      await refreshServiceRating(trx, serviceId);
    }
    return reviewed.numUpdatedRows > 0n;
  }

  async function write(viewer: Viewer, entryId: string, body: SaveReviewBody) {
    const now = clock.now();
    const allowed = reviewingTypes((await deps.site.getSite()).features);
    const change = await db.transaction().execute(async (trx) => {
      const entry = await lockEntry(trx, viewer, entryId);
      const open = entry.status === 'paid' && entry.deadline_at !== null && entry.deadline_at > now;
      if (!open || !allowed.includes(viewer.type)) throw AppError.conflict('entries.reviewClosed');
      const inserted = await trx
        .insertInto('reviews')
        .values({
          id: newPublicId(),
          entry_id: entryId,
          service_id: entry.service_id,
          author_id: viewer.id,
          subject_id: viewer.type === 'cast' ? entry.guest_id : entry.cast_id,
          rating: body.rating,
          comment: body.comment,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['entry_id', 'author_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw AppError.conflict('entries.alreadyReviewed');
      const authors = await trx
        .selectFrom('reviews')
        .select('author_id')
        .where('entry_id', '=', entryId)
        .execute();
      const partyIds = { cast: entry.cast_id, guest: entry.guest_id };
      const everyone = allowed.every((type) => authors.some((a) => a.author_id === partyIds[type]));
      if (!everyone) return null;
      await publish(trx, entryId, viewer);
      return {
        entryId,
        to: 'reviewed' as const,
        recipientIds: [viewer.type === 'cast' ? entry.guest_id : entry.cast_id],
      };
    });
    if (change) await deps.notify.changed(change);
    return read(viewer, entryId);
  }

  async function read(viewer: Viewer, entryId: string) {
    const entry = await deps.entries.load(viewer, entryId);
    const rows = await db.selectFrom('reviews').selectAll().where('entry_id', '=', entryId).execute();
    const mine = rows.find((row) => row.author_id === viewer.id);
    const theirs = rows.find((row) => row.author_id !== viewer.id && row.published_at !== null);
    return {
      mine: mine ? toReview(mine) : null,
      theirs: theirs ? toReview(theirs) : null,
      canReview: entry.canReview,
      closesAt: entry.status === 'paid' ? entry.deadlineAt : null,
    };
  }

  return { write, read, publish };
}
export type EntryReviews = ReturnType<typeof createEntryReviews>;
