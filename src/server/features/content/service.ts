import type { Kysely, Selectable } from 'kysely';
import type { ContentPage } from '../../../core/contract/content.ts';
import type { AccountType } from '../../../core/enums.ts';
import type { Locale } from '../../../core/i18n.ts';
import { AppError } from '../../app-error.ts';
import type { ContentPagesTable, Database } from '../../db/schema.ts';

/** The page in the reader's language: each of its English title and body when written, else the Japanese. */
const toPage = (row: Selectable<ContentPagesTable>, locale: Locale): ContentPage => ({
  slug: row.slug,
  title: titleIn(row, locale),
  body: (locale === 'en' && row.body_en) || row.body,
  updatedAt: row.updated_at.toISOString(),
});
const titleIn = (row: Pick<Selectable<ContentPagesTable>, 'title' | 'title_en'>, locale: Locale) =>
  (locale === 'en' && row.title_en) || row.title;

/** The pages, questions and disclosure the operator writes (product decisions section 5). */
export function createContentService(db: Kysely<Database>) {
  const pages = db.selectFrom('content_pages').selectAll();

  async function fixedPages(locale: Locale) {
    const rows = await pages.where('kind', '=', 'fixed').orderBy('position').orderBy('slug').execute();
    return rows.map((row) => ({ slug: row.slug, title: titleIn(row, locale) }));
  }

  async function fixedPage(slug: string, locale: Locale) {
    const row = await pages.where('kind', '=', 'fixed').where('slug', '=', slug).executeTakeFirst();
    if (!row) throw AppError.notFound();
    return toPage(row, locale);
  }

  async function pageOfKind(kind: 'terms_cast' | 'terms_guest' | 'privacy_policy', locale: Locale) {
    const row = await pages.where('kind', '=', kind).executeTakeFirst();
    if (!row) throw AppError.notFound();
    return toPage(row, locale);
  }

  const terms = (type: AccountType, locale: Locale) =>
    pageOfKind(type === 'cast' ? 'terms_cast' : 'terms_guest', locale);
  const privacyPolicy = (locale: Locale) => pageOfKind('privacy_policy', locale);

  async function questions(locale: Locale) {
    const rows = await db.selectFrom('questions').selectAll().orderBy('position').orderBy('id').execute();
    return rows.map((row) => ({
      question: (locale === 'en' && row.question_en) || row.question,
      answer: (locale === 'en' && row.answer_en) || row.answer,
    }));
  }

  async function managementInfo(locale: Locale) {
    const row = await db.selectFrom('management_info').selectAll().where('id', '=', 1).executeTakeFirst();
    if (!row) throw AppError.notFound();
    const rows = row.rows.map(({ label, value, labelEn, valueEn }) =>
      locale === 'en' ? { label: labelEn || label, value: valueEn || value } : { label, value },
    );
    return { rows, updatedAt: row.updated_at.toISOString() };
  }

  return { fixedPages, fixedPage, terms, privacyPolicy, questions, managementInfo };
}
export type ContentService = ReturnType<typeof createContentService>;
