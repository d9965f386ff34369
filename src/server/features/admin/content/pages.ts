import type { Kysely, Selectable } from 'kysely';
import type { Operator } from '../../../../core/contract/admin/auth.ts';
import type {
  AdminPage,
  DocumentBody,
  NewPageBody,
  PageBody,
} from '../../../../core/contract/admin/content.ts';
import type { AccountType } from '../../../../core/enums.ts';
import { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import type { ContentPageKind, ContentPagesTable, Database } from '../../../db/schema.ts';
import type { AuditLog } from '../audit-log/service.ts';

const toPage = (row: Selectable<ContentPagesTable>): AdminPage => ({
  slug: row.slug,
  title: row.title,
  body: row.body,
  titleEn: row.title_en,
  bodyEn: row.body_en,
  position: row.position,
  updatedAt: row.updated_at.toISOString(),
});

/** A page's texts as its columns. */
const columnsOf = ({ titleEn, bodyEn, ...rest }: DocumentBody | PageBody) => ({
  ...rest,
  title_en: titleEn,
  body_en: bodyEn,
});

/** The one page of each fixed kind lives at this slug (so no free page may take it). */
const DOCUMENT_SLUGS = {
  terms_cast: 'terms-cast',
  terms_guest: 'terms-guest',
  privacy_policy: 'privacy-policy',
} as const satisfies Record<Exclude<ContentPageKind, 'fixed'>, string>;
type DocumentKind = keyof typeof DOCUMENT_SLUGS;

/**
 * Pages an operator writes: free pages (/page/{slug}), the terms of each role and the privacy policy.
 * All live in content_pages; the slug is the page's address and never changes once made.
 */
export function createPagesEditor(deps: { db: Kysely<Database>; clock: Clock; auditLog: AuditLog }) {
  const { db, clock, auditLog } = deps;

  async function listPages() {
    const rows = await db
      .selectFrom('content_pages')
      .selectAll()
      .where('kind', '=', 'fixed')
      .orderBy('position')
      .orderBy('slug')
      .execute();
    return rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      position: row.position,
      updatedAt: row.updated_at.toISOString(),
    }));
  }

  async function findFixed(trx: Kysely<Database>, slug: string, lock = false) {
    let select = trx
      .selectFrom('content_pages')
      .selectAll()
      .where('kind', '=', 'fixed')
      .where('slug', '=', slug);
    if (lock) select = select.forUpdate();
    const row = await select.executeTakeFirst();
    if (!row) throw AppError.notFound();
    return row;
  }

  const getPage = async (slug: string) => toPage(await findFixed(db, slug));

  async function createPage(operator: Operator, body: NewPageBody) {
    const slugTaken = () =>
      AppError.validation({ slug: [{ key: 'content.slugTaken', params: { slug: body.slug } }] });
    // The terms and the privacy policy keep their addresses even on a site that has not written them yet.
    if ((Object.values(DOCUMENT_SLUGS) as string[]).includes(body.slug)) throw slugTaken();
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('content_pages')
        .values({ ...columnsOf(body), slug: body.slug, kind: 'fixed', updated_at: clock.now() })
        .onConflict((oc) => oc.column('slug').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) throw slugTaken();
      const page = toPage(row);
      await auditLog.record(trx, operator, {
        action: 'page.create',
        targetType: 'page',
        targetId: page.slug,
        after: page,
      });
      return page;
    });
  }

  async function updatePage(operator: Operator, slug: string, body: PageBody) {
    return db.transaction().execute(async (trx) => {
      const before = toPage(await findFixed(trx, slug, true));
      const row = await trx
        .updateTable('content_pages')
        .set({ ...columnsOf(body), updated_at: clock.now() })
        .where('slug', '=', slug)
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = toPage(row);
      await auditLog.record(trx, operator, {
        action: 'page.update',
        targetType: 'page',
        targetId: slug,
        before,
        after,
      });
      return after;
    });
  }

  async function deletePage(operator: Operator, slug: string) {
    await db.transaction().execute(async (trx) => {
      const before = toPage(await findFixed(trx, slug, true));
      await trx.deleteFrom('content_pages').where('slug', '=', slug).execute();
      await auditLog.record(trx, operator, {
        action: 'page.delete',
        targetType: 'page',
        targetId: slug,
        before,
      });
    });
  }

  async function getDocument(kind: DocumentKind) {
    const row = await db.selectFrom('content_pages').selectAll().where('kind', '=', kind).executeTakeFirst();
    if (!row) throw AppError.notFound();
    return toPage(row);
  }

  /** Writes the terms or the privacy policy, creating the page if the site has none yet. */
  async function saveDocument(operator: Operator, kind: DocumentKind, body: DocumentBody) {
    return db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('content_pages')
        .selectAll()
        .where('kind', '=', kind)
        .forUpdate()
        .executeTakeFirst();
      const row = existing
        ? await trx
            .updateTable('content_pages')
            .set({ ...columnsOf(body), updated_at: clock.now() })
            .where('slug', '=', existing.slug)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto('content_pages')
            .values({ ...columnsOf(body), slug: DOCUMENT_SLUGS[kind], kind, updated_at: clock.now() })
            .returningAll()
            .executeTakeFirstOrThrow();
      const after = toPage(row);
      const { action, targetType } =
        kind === 'privacy_policy'
          ? { action: 'privacyPolicy.update', targetType: 'privacyPolicy' }
          : { action: 'terms.update', targetType: 'terms' };
      await auditLog.record(trx, operator, {
        action,
        targetType,
        targetId: after.slug,
        before: existing ? toPage(existing) : undefined,
        after,
      });
      return after;
    });
  }

  const termsKind = (role: AccountType): DocumentKind => (role === 'cast' ? 'terms_cast' : 'terms_guest');

  return {
    listPages,
    getPage,
    createPage,
    updatePage,
    deletePage,
    getTerms: (role: AccountType) => getDocument(termsKind(role)),
    saveTerms: (operator: Operator, role: AccountType, body: DocumentBody) =>
      saveDocument(operator, termsKind(role), body),
    getPrivacyPolicy: () => getDocument('privacy_policy'),
    savePrivacyPolicy: (operator: Operator, body: DocumentBody) =>
      saveDocument(operator, 'privacy_policy', body),
  };
}
