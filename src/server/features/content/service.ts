import type { Kysely, Selectable } from 'kysely';
import type { ContentPage } from '../../../core/contract/content.ts';
import type { AccountType } from '../../../core/enums.ts';
import { AppError } from '../../app-error.ts';
import type { ContentPagesTable, Database } from '../../db/schema.ts';

const toPage = (row: Selectable<ContentPagesTable>): ContentPage => ({
  slug: row.slug,
  title: row.title,
  body: row.body,
  updatedAt: row.updated_at.toISOString(),
});

/** The pages, questions and disclosure the operator writes (product decisions section 5). */
export function createContentService(db: Kysely<Database>) {
  const pages = db.selectFrom('content_pages').selectAll();

  async function fixedPages() {
    const rows = await pages.where('kind', '=', 'fixed').orderBy('position').orderBy('slug').execute();
    return rows.map((row) => ({ slug: row.slug, title: row.title }));
  }

  async function fixedPage(slug: string) {
    const row = await pages.where('kind', '=', 'fixed').where('slug', '=', slug).executeTakeFirst();
    if (!row) throw AppError.notFound();
    return toPage(row);
  }

  async function pageOfKind(kind: 'terms_cast' | 'terms_guest' | 'privacy_policy') {
    const row = await pages.where('kind', '=', kind).executeTakeFirst();
    if (!row) throw AppError.notFound();
    return toPage(row);
  }

  const terms = (type: AccountType) => pageOfKind(type === 'cast' ? 'terms_cast' : 'terms_guest');
  const privacyPolicy = () => pageOfKind('privacy_policy');

  async function questions() {
    return db
      .selectFrom('questions')
      .select(['question', 'answer'])
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async function managementInfo() {
    const row = await db.selectFrom('management_info').selectAll().where('id', '=', 1).executeTakeFirst();
    if (!row) throw AppError.notFound();
    return { rows: row.rows, updatedAt: row.updated_at.toISOString() };
  }

  return { fixedPages, fixedPage, terms, privacyPolicy, questions, managementInfo };
}
export type ContentService = ReturnType<typeof createContentService>;
