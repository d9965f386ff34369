import { SWITCHED_CAPABILITIES, type SwitchedCapability } from '../../src/core/site-features.ts';
import { newPublicId } from '../../src/server/db/ids.ts';
import type { AccountStatus } from '../../src/server/db/schema.ts';
import { DEMO_SITE } from '../../src/server/db/seed.ts';
import { createSiteService } from '../../src/server/features/site/service.ts';
import { insertEntry } from './entries.ts';
import type { TestApp } from './test-app.ts';

/** An account straight into the database (how it signed up does not matter); returns its id. */
export async function addAccount(
  t: TestApp,
  type: 'cast' | 'guest',
  nickname: string,
  options: { profile?: Record<string, unknown>; status?: AccountStatus; createdAt?: Date } = {},
) {
  const id = newPublicId();
  await t.database.db
    .insertInto('accounts')
    .values({
      id,
      type,
      customer_account_type: 'individual',
      email: `${id}@example.com`,
      email_normalized: `${id}@example.com`,
      password_hash: 'not used',
      nickname,
      profile: JSON.stringify(options.profile ?? {}),
      ...(options.status && { status: options.status }),
      ...(options.createdAt && { created_at: options.createdAt }),
    })
    .execute();
  return id;
}

/** Sets an account's status as the console or a withdrawal would. */
export const setStatus = (t: TestApp, accountId: string, status: AccountStatus) =>
  t.database.db.updateTable('accounts').set({ status }).where('id', '=', accountId).execute();

/** A published review of a paid entry between the two, written by `authorId` about the other party. */
export async function publishedReview(
  t: TestApp,
  review: {
    serviceId: string;
    castId: string;
    guestId: string;
    authorId: string;
    rating: number;
    comment: string;
  },
) {
  const entryId = await insertEntry(t.database.db, { ...review, at: t.clock.now() });
  await t.database.db
    .insertInto('reviews')
    .values({
      id: newPublicId(),
      entry_id: entryId,
      service_id: review.serviceId,
      author_id: review.authorId,
      subject_id: review.authorId === review.castId ? review.guestId : review.castId,
      rating: review.rating,
      comment: review.comment,
      created_at: t.clock.now(),
      published_at: t.clock.now(),
    })
    .execute();
  return entryId;
}

/** Saves the demo site without the features that turn `capability` on, as an operator would. */
export const switchOff = (t: TestApp, capability: SwitchedCapability) =>
  createSiteService(t.database.db, t.clock).saveSettings({
    ...DEMO_SITE,
    features: DEMO_SITE.features.filter(
      (f) => !(SWITCHED_CAPABILITIES[capability] as readonly string[]).includes(f.value),
    ),
  });

/** Saves the demo site as seeded (every switched capability on). */
export const switchAllOn = (t: TestApp) => createSiteService(t.database.db, t.clock).saveSettings(DEMO_SITE);
