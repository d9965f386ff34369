import type { SiteSettings } from './contract/site.ts';
import { REVIEW_FEATURES } from './enums.ts';

// Apart from the settings' schema (contract/site.ts) so that the web app's public pages can read which
// features are on without carrying zod.

/**
 * Every optional feature the product checks, by value (spec section 6): the console offers exactly these.
 * Identification features make that role verify its identity before acting (product decisions section 4).
 */
export const SITE_FEATURES = [
  ...REVIEW_FEATURES,
  'favorite',
  'scout',
  'message',
  'identification_cast',
  'identification_guest',
] as const;
export type SiteFeature = (typeof SITE_FEATURES)[number];

export function hasFeature(site: Pick<SiteSettings, 'features'>, value: string): boolean {
  return site.features.some((feature) => feature.value === value);
}

/**
 * The capabilities the operator switches on and off, and the features that turn each on (any one of
 * them): the single list that the API's gate (server/http/feature-switch.ts) and the web app's
 * (web/features/site/feature-switch.ts) both read.
 */
export const SWITCHED_CAPABILITIES = {
  favorite: ['favorite'],
  scout: ['scout'],
  message: ['message'],
  review: REVIEW_FEATURES,
} as const satisfies Record<string, readonly SiteFeature[]>;
export type SwitchedCapability = keyof typeof SWITCHED_CAPABILITIES;

export function capabilityOn(site: Pick<SiteSettings, 'features'>, capability: SwitchedCapability): boolean {
  return SWITCHED_CAPABILITIES[capability].some((value) => hasFeature(site, value));
}
