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
