import type { Operator } from '../../../../core/contract/admin/auth.ts';
import type { AdminSite, SiteDraftBody } from '../../../../core/contract/admin/site.ts';
import { type SiteSettings, siteSettings } from '../../../../core/contract/site.ts';
import { AppError } from '../../../app-error.ts';
import { newPublicId } from '../../../db/ids.ts';
import { closeDraft, lockSiteSettings, selectSiteSettings, storeDraft } from '../../site/queries.ts';
import { SiteNotConfiguredError } from '../../site/service.ts';
import { boundImage } from '../../uploads/bound-image.ts';
import { IMAGE_TYPES, sniffType } from '../../uploads/sniff-type.ts';
import type { AdminContext } from '../context.ts';

const TARGET = { targetType: 'site', targetId: 'settings' } as const;
/** An OGP image is shown small by every network that reads it; this is ample. */
export const SITE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The console's side of the site settings (product decisions section 5): the operator edits a draft,
 * previews it in their own browser, and publishes it. The public site reads only the published settings
 * (features/site/service.ts), except for a browser holding the preview cookie.
 */
export function createSiteAdmin(ctx: AdminContext) {
  const { db, auditLog } = ctx;

  function parse(row: { settings: unknown; draft: unknown } | undefined): AdminSite {
    if (!row) throw new SiteNotConfiguredError();
    return {
      published: siteSettings.parse(row.settings),
      draft: row.draft === null ? null : siteSettings.parse(row.draft),
    };
  }
  /** The settings row, locked until the change's transaction ends. */
  const lock = async (trx: typeof db) => parse(await lockSiteSettings(trx));

  async function readSite(): Promise<AdminSite> {
    return parse(await selectSiteSettings(db));
  }

  /** Replaces the draft with the whole of `draft`; the public site does not change. */
  async function saveDraft(operator: Operator, draft: SiteDraftBody): Promise<AdminSite> {
    return db.transaction().execute(async (trx) => {
      const current = await lock(trx);
      const next = siteSettings.parse(draft);
      await storeDraft(trx, next);
      await auditLog.record(trx, operator, {
        action: 'site.saveDraft',
        ...TARGET,
        before: current.draft ?? current.published,
        after: next,
      });
      return { published: current.published, draft: next };
    });
  }

  function requireDraft(site: AdminSite): SiteSettings {
    if (!site.draft) throw AppError.conflict('console.site.noDraft');
    return site.draft;
  }

  /** A link that shows the draft to whoever opens it, in that browser only (it sets the preview cookie). */
  async function previewDraft(operator: Operator) {
    return db.transaction().execute(async (trx) => {
      requireDraft(await lock(trx));
      const { token, expiresAt } = await ctx.site.issuePreviewToken(trx);
      await auditLog.record(trx, operator, {
        action: 'site.previewDraft',
        ...TARGET,
        after: { expiresAt: expiresAt.toISOString() },
      });
      return {
        url: `${ctx.appOrigin}/view?token=${encodeURIComponent(token)}`,
        expiresAt: expiresAt.toISOString(),
      };
    });
  }

  /** The draft becomes the settings everyone sees; the draft and its preview links are gone. */
  async function publishDraft(operator: Operator): Promise<AdminSite> {
    const published = await db.transaction().execute(async (trx) => {
      const current = await lock(trx);
      const draft = requireDraft(current);
      await closeDraft(trx, { settings: draft, at: ctx.clock.now() });
      await auditLog.record(trx, operator, {
        action: 'site.publish',
        ...TARGET,
        before: current.published,
        after: draft,
      });
      return draft;
    });
    ctx.site.forgetPublished();
    return { published, draft: null };
  }

  async function discardDraft(operator: Operator): Promise<AdminSite> {
    return db.transaction().execute(async (trx) => {
      const current = await lock(trx);
      const draft = requireDraft(current);
      await closeDraft(trx);
      await auditLog.record(trx, operator, { action: 'site.discardDraft', ...TARGET, before: draft });
      return { published: current.published, draft: null };
    });
  }

  /** Checks and re-encodes an image (as customer uploads are), then keeps it as a public site image. */
  async function uploadImage(operator: Operator, bytes: Buffer) {
    const mime = sniffType(bytes);
    if (!mime || !(IMAGE_TYPES as readonly string[]).includes(mime)) {
      throw AppError.validation({
        file: [
          {
            key: 'uploads.typeNotAllowed',
            params: { types: IMAGE_TYPES.map((t) => t.split('/')[1]).join(', ') },
          },
        ],
      });
    }
    let image: Awaited<ReturnType<typeof boundImage>>;
    try {
      image = await boundImage(bytes, mime);
    } catch {
      throw AppError.validation({ file: [{ key: 'uploads.invalidImage' }] });
    }
    const id = newPublicId();
    const url = `${ctx.appOrigin}/api/site-images/${id}`;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('site_images')
        .values({
          id,
          mime,
          width: image.width,
          height: image.height,
          bytes: image.bytes,
          operator_id: operator.id,
          created_at: ctx.clock.now(),
        })
        .execute();
      await auditLog.record(trx, operator, {
        action: 'site.uploadImage',
        targetType: 'site_image',
        targetId: id,
        after: { url, mime, width: image.width, height: image.height },
      });
    });
    return { url, width: image.width, height: image.height };
  }

  return { readSite, saveDraft, previewDraft, publishDraft, discardDraft, uploadImage };
}
export type SiteAdmin = ReturnType<typeof createSiteAdmin>;
