import { z } from 'zod';
import {
  CAST_MATCHING_FEE_TYPES,
  CHARGE_METHODS,
  DEFAULT_TAX_RATE,
  PAYMENT_FLOW_TYPES,
  SERVICE_HOUR_TYPES,
} from '../enums.ts';
import { DEFAULT_THEME_ID, THEME_IDS, type ThemeId } from '../themes.ts';
import { dataEnvelope } from './common.ts';

const yen = z.int().min(0);

export const paymentToSupplierSetting = z.object({
  /** Day of month the period closes (1-31; 31 means the month's last day). */
  closingDay: z.int().min(1).max(31),
  /** Day of the following month the transfer is made. */
  payoutDay: z.int().min(1).max(31),
  transferFee: yen,
  minimumAmount: yen,
});

export const siteSettings = z.object({
  name: z.string().min(1).max(100),
  siteCode: z.string().regex(/^[a-z0-9-]{2,40}$/),
  castName: z.string().min(1).max(20),
  guestName: z.string().min(1).max(20),
  contactEmail: z.email(),
  guestBelongingTitle: z.string().min(1).max(40),
  design: z.object({
    siteThemeId: z.enum(THEME_IDS as [ThemeId, ...ThemeId[]]).default(DEFAULT_THEME_ID),
  }),
  ogp: z.object({
    title: z.string().max(100).default(''),
    description: z.string().max(300).default(''),
    imageUrl: z.string().max(2000).default(''),
  }),
  payment: z.object({
    flowType: z.enum(PAYMENT_FLOW_TYPES).default('c2g'),
    serviceListingFeeMonthly: yen.default(0),
    castMatchingFeeType: z.enum(CAST_MATCHING_FEE_TYPES).default('none'),
    taxRate: z.number().min(0).max(1).default(DEFAULT_TAX_RATE),
    paymentToSupplierSettings: z.array(paymentToSupplierSetting).default([]),
    providerApiPublicKey: z.string().max(200).default(''),
  }),
  /** Optional features, each checked by its value (spec section 6). */
  features: z.array(z.object({ value: z.string().min(1).max(60) })).default([]),
  service: z.object({
    chargeMethods: z.array(z.enum(CHARGE_METHODS)).min(1).default(['none']),
    serviceHourType: z.enum(SERVICE_HOUR_TYPES).default('none'),
  }),
});
export type SiteSettings = z.infer<typeof siteSettings>;

export function hasFeature(site: Pick<SiteSettings, 'features'>, value: string): boolean {
  return site.features.some((feature) => feature.value === value);
}

/** GET /site */
export const getSiteResponse = dataEnvelope(siteSettings.extend({ preview: z.boolean() }));
export type SiteInfo = z.infer<typeof getSiteResponse>['data'];

/** GET /health */
export const getHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
});
export type Health = z.infer<typeof getHealthResponse>;
