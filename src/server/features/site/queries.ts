import type { Kysely } from 'kysely';
import type { SiteSettings } from '../../../core/contract/site.ts';
import type { Database } from '../../db/schema.ts';

export function selectSiteSettings(db: Kysely<Database>) {
  return db
    .selectFrom('site_settings')
    .select(['settings', 'draft', 'preview_token_hash', 'preview_expires_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

export async function upsertPublishedSettings(db: Kysely<Database>, settings: SiteSettings) {
  await db
    .insertInto('site_settings')
    .values({ id: 1, settings: JSON.stringify(settings) })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ settings: JSON.stringify(settings), updated_at: new Date() }),
    )
    .execute();
}

export async function updateDraft(
  db: Kysely<Database>,
  draft: SiteSettings,
  previewTokenHash: string,
  previewExpiresAt: Date,
) {
  await db
    .updateTable('site_settings')
    .set({
      draft: JSON.stringify(draft),
      preview_token_hash: previewTokenHash,
      preview_expires_at: previewExpiresAt,
    })
    .where('id', '=', 1)
    .execute();
}

/** The settings row, locked for a console change (the draft and the published settings move together). */
export function lockSiteSettings(trx: Kysely<Database>) {
  return trx
    .selectFrom('site_settings')
    .select(['settings', 'draft'])
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirst();
}

/** Stores the draft; a preview link already handed out keeps showing the latest draft. */
export async function storeDraft(trx: Kysely<Database>, draft: SiteSettings) {
  await trx
    .updateTable('site_settings')
    .set({ draft: JSON.stringify(draft) })
    .where('id', '=', 1)
    .execute();
}

export async function storePreviewToken(trx: Kysely<Database>, tokenHash: string, expiresAt: Date) {
  await trx
    .updateTable('site_settings')
    .set({ preview_token_hash: tokenHash, preview_expires_at: expiresAt })
    .where('id', '=', 1)
    .execute();
}

/** Drops the draft and every preview link to it; with `publish`, the draft becomes the live settings. */
export async function closeDraft(trx: Kysely<Database>, publish?: { settings: SiteSettings; at: Date }) {
  await trx
    .updateTable('site_settings')
    .set({
      ...(publish ? { settings: JSON.stringify(publish.settings), updated_at: publish.at } : {}),
      draft: null,
      preview_token_hash: null,
      preview_expires_at: null,
    })
    .where('id', '=', 1)
    .execute();
}

export function selectSiteImage(db: Kysely<Database>, id: string) {
  return db.selectFrom('site_images').select(['mime', 'bytes']).where('id', '=', id).executeTakeFirst();
}
