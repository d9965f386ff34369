import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type SiteInfo, type SiteSettings, siteSettings } from '../../../core/contract/site.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { newSecretToken } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import {
  selectSiteImage,
  selectSiteSettings,
  storePreviewToken,
  updateDraft,
  upsertPublishedSettings,
} from './queries.ts';

const PREVIEW_HOURS = 12;
/**
 * Every page load asks for the settings, and they change rarely: published settings are kept this long.
 * A save in this process clears them at once; other processes (PostgreSQL deployments) catch up within it.
 * A process that is its database's only user (PGlite) keeps them until a save or a publish clears them.
 */
const PUBLISHED_CACHE_MS = 1000;
const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

export class SiteNotConfiguredError extends Error {
  constructor() {
    super('The site settings are missing: run the migrations and the seed (npm start does both).');
    this.name = 'SiteNotConfiguredError';
  }
}

/**
 * The site's settings. Callers with a valid preview token see the operator's draft instead of the
 * published settings (product decisions section 5).
 */
/** Shared by every service instance on one database, so a save anywhere in the process clears it. */
const publishedByDatabase = new WeakMap<Kysely<Database>, { site: SiteInfo; at: number }>();

export function createSiteService(
  db: Kysely<Database>,
  clock: Clock,
  options: { onlyProcess?: boolean } = {},
) {
  const keptFor = options.onlyProcess ? Number.POSITIVE_INFINITY : PUBLISHED_CACHE_MS;

  /** The published settings while they are kept, without waiting for anything; else undefined. */
  function keptPublished(): SiteInfo | undefined {
    const published = publishedByDatabase.get(db);
    return published && performance.now() - published.at < keptFor ? published.site : undefined;
  }

  async function getSite(previewToken?: string): Promise<SiteInfo> {
    const published = previewToken ? undefined : keptPublished();
    if (published) return published;
    const row = await selectSiteSettings(db);
    if (!row) throw new SiteNotConfiguredError();
    const previewing =
      previewToken !== undefined &&
      row.draft !== null &&
      row.preview_token_hash === hash(previewToken) &&
      row.preview_expires_at !== null &&
      row.preview_expires_at > clock.now();
    const site = { ...siteSettings.parse(previewing ? row.draft : row.settings), preview: previewing };
    if (!previewing) publishedByDatabase.set(db, { site, at: performance.now() });
    return site;
  }

  async function saveSettings(settings: SiteSettings): Promise<void> {
    await upsertPublishedSettings(db, siteSettings.parse(settings));
    publishedByDatabase.delete(db);
  }

  /** Stores a draft and returns the token that lets its holder preview it. */
  async function startPreview(draft: SiteSettings): Promise<string> {
    const token = newSecretToken();
    await updateDraft(
      db,
      siteSettings.parse(draft),
      hash(token),
      new Date(clock.now().getTime() + PREVIEW_HOURS * 3_600_000),
    );
    return token;
  }

  /**
   * A fresh preview token for the stored draft, written with `trx` (the console's change). Earlier links
   * stop working: one link at a time, the newest.
   */
  async function issuePreviewToken(trx: Kysely<Database>): Promise<{ token: string; expiresAt: Date }> {
    const token = newSecretToken();
    const expiresAt = new Date(clock.now().getTime() + PREVIEW_HOURS * 3_600_000);
    await storePreviewToken(trx, hash(token), expiresAt);
    return { token, expiresAt };
  }

  /** After a publish: this process serves the new settings at once. */
  function forgetPublished() {
    publishedByDatabase.delete(db);
  }

  /** An image the operator uploaded for the site (public: the OGP image is read by other sites). */
  async function openImage(id: string) {
    const image = await selectSiteImage(db, id);
    if (!image) throw AppError.notFound();
    return image;
  }

  /** Whether a token opens a preview now (for /view, which hands it to the browser as a cookie). */
  async function isPreviewToken(token: string): Promise<boolean> {
    return (await getSite(token)).preview;
  }

  return {
    getSite,
    keptPublished,
    saveSettings,
    startPreview,
    issuePreviewToken,
    forgetPublished,
    openImage,
    isPreviewToken,
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
