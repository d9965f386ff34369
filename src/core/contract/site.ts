import { z } from 'zod';
import { isTimeZone } from '../appointments/zoned-time.ts';
import {
  CAST_MATCHING_FEE_TYPES,
  CHARGE_METHODS,
  DEFAULT_TAX_RATE,
  PAYMENT_FLOW_TYPES,
  SERVICE_HOUR_TYPES,
} from '../enums.ts';
import { DEFAULT_THEME_ID, THEME_IDS, type ThemeId } from '../themes.ts';
import { dataEnvelope, publicId } from './common.ts';

/** Whole yen; settings stay far below the safe-integer range that amounts must keep. */
const yen = z.int().min(0).max(1_000_000_000);

export const paymentToSupplierSetting = z.object({
  /** Day of month the period closes (1-31; 31 means the month's last day). */
  closingDay: z.int().min(1).max(31),
  /** Day of the following month the transfer is made. */
  payoutDay: z.int().min(1).max(31),
  transferFee: yen,
  minimumAmount: yen,
});

/** The lifecycle's deadlines in days (product decisions section 2), with the values the product started with. */
export const DEFAULT_LIFECYCLE = {
  responseDays: 7,
  estimateDays: 7,
  autoChargeDays: 7,
  reviewWindowDays: 14,
};
const days = (maximum: number) => z.int().min(1).max(maximum);
export const lifecycleSettings = z.object({
  /** How long a supplier has to answer a new entry before it is passed up. */
  responseDays: days(60).default(DEFAULT_LIFECYCLE.responseDays),
  /** An estimate's deadline when its author sets none. */
  estimateDays: days(60).default(DEFAULT_LIFECYCLE.estimateDays),
  /** After the completion report, when the payer's saved card is charged if they have not paid. */
  autoChargeDays: days(60).default(DEFAULT_LIFECYCLE.autoChargeDays),
  /** How long both parties may review after payment. */
  reviewWindowDays: days(90).default(DEFAULT_LIFECYCLE.reviewWindowDays),
});

/**
 * The site's own texts in a second language, each optional: an empty or missing one reads as the
 * Japanese original (siteInLocale). Same limits as the originals.
 */
export const siteTexts = z.object({
  name: z.string().max(100).optional(),
  castName: z.string().max(20).optional(),
  guestName: z.string().max(20).optional(),
  guestBelongingTitle: z.string().max(40).optional(),
  ogpTitle: z.string().max(100).optional(),
  ogpDescription: z.string().max(300).optional(),
});
export type SiteTexts = z.infer<typeof siteTexts>;

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
  payment: z
    .object({
      flowType: z.enum(PAYMENT_FLOW_TYPES).default('c2g'),
      serviceListingFeeMonthly: yen.default(0),
      castMatchingFeeType: z.enum(CAST_MATCHING_FEE_TYPES).default('none'),
      /** `single`: the fixed fee taken from the supplier at each match. */
      castMatchingFee: yen.default(0),
      /** `regular`: the percentage of each payment the platform keeps (two decimals at most). */
      castMatchingFeeRate: z.number().min(0).max(100).multipleOf(0.01).default(0),
      /** `regular`: the least fee of one payment (never more than the payment itself). */
      castMatchingFeeMinimum: yen.default(0),
      /** `subscription`: the monthly plan a cast pays to be matched at all. */
      castMatchingPlanMonthly: yen.default(0),
      taxRate: z.number().min(0).max(1).default(DEFAULT_TAX_RATE),
      paymentToSupplierSettings: z.array(paymentToSupplierSetting).default([]),
      providerApiPublicKey: z.string().max(200).default(''),
    })
    .superRefine((payment, context) => {
      // A fee type without its amount would earn nothing while telling users they pay.
      const missing = {
        none: null,
        single: payment.castMatchingFee > 0 ? null : 'castMatchingFee',
        regular: payment.castMatchingFeeRate > 0 ? null : 'castMatchingFeeRate',
        subscription: payment.castMatchingPlanMonthly > 0 ? null : 'castMatchingPlanMonthly',
      }[payment.castMatchingFeeType];
      if (missing) {
        context.addIssue({
          code: 'too_small',
          origin: 'number',
          minimum: 0,
          inclusive: false,
          path: [missing],
          input: 0,
        });
      }
    }),
  /** Optional features, each checked by its value (spec section 6). */
  features: z.array(z.object({ value: z.string().min(1).max(60) })).default([]),
  service: z.object({
    chargeMethods: z.array(z.enum(CHARGE_METHODS)).min(1).default(['none']),
    serviceHourType: z.enum(SERVICE_HOUR_TYPES).default('none'),
    /** The zone of every opening hour and appointment (product decisions, section 7). */
    timeZone: z.string().refine(isTimeZone, 'site.timeZoneUnknown').default('Asia/Tokyo'),
  }),
  /** Settings saved before the deadlines were configurable read as the original constants. */
  lifecycle: lifecycleSettings.default(DEFAULT_LIFECYCLE),
  /** The site's texts in English (docs/i18n.md); absent on sites that have none. */
  translations: z.object({ en: siteTexts.optional() }).optional(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** GET /site */
export const getSiteResponse = dataEnvelope(siteSettings.extend({ preview: z.boolean() }));
export type SiteInfo = z.infer<typeof getSiteResponse>['data'];

/** GET /site-images/{imageId}: an image the operator uploaded for the site (the OGP image). */
export const siteImageParams = z.object({ imageId: publicId });

/** GET /health */
export const getHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
});
export type Health = z.infer<typeof getHealthResponse>;
