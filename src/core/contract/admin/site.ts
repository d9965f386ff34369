import { z } from 'zod';
import { SITE_FEATURES } from '../../site-features.ts';
import { dataEnvelope } from '../common.ts';
import { siteSettings } from '../site.ts';

/**
 * PUT /admin/site: the whole draft. Stricter than what the site reads back: features are only the ones
 * the product knows, each once.
 */
export const siteDraftBody = siteSettings.extend({
  features: z
    .array(z.object({ value: z.enum(SITE_FEATURES) }))
    .refine((features) => new Set(features.map((f) => f.value)).size === features.length, {
      message: 'duplicate feature',
    }),
});
export type SiteDraftBody = z.infer<typeof siteDraftBody>;

/** GET /admin/site: what everyone sees now, and the operator's unpublished draft (null when none). */
export const adminSiteResponse = dataEnvelope(
  z.object({
    published: siteSettings,
    draft: siteSettings.nullable(),
  }),
);
export type AdminSite = z.infer<typeof adminSiteResponse>['data'];

/** POST /admin/site/preview: a link that opens the draft in the caller's browser only. */
export const sitePreviewResponse = dataEnvelope(
  z.object({ url: z.string(), expiresAt: z.iso.datetime({ offset: true }) }),
);

/** POST /admin/site/images: an image for the draft (the OGP image), public once uploaded. */
export const siteImageResponse = dataEnvelope(z.object({ url: z.string(), width: z.int(), height: z.int() }));
