import { z } from 'zod';
import { CHARGE_METHODS, SERVICE_HOUR_TYPES, SERVICE_ORDERS, SERVICE_PUBLISH_STATUSES } from '../enums.ts';
import { bookingRules } from './availability.ts';
import { dataEnvelope, listEnvelope, pageQuery, publicId } from './common.ts';
import { ratingSummary } from './reviews.ts';
import { avatarUrl } from './uploads.ts';

const values = z.record(z.string(), z.unknown());
const price = z.object({ excludingTax: z.int(), includingTax: z.int() });

/** POST /services, PUT /services/{serviceId}: a cast's service; `values` follow /schemas/service/create|edit. */
export const saveServiceBody = z.object({
  title: z.string().trim().min(1).max(100),
  description: z.string().trim().min(1).max(5000),
  status: z.enum(['draft', 'publish']),
  chargeMethod: z.enum(CHARGE_METHODS),
  imageIds: z.array(publicId).max(10).default([]),
  values: values.default({}),
  /** Absent: a new service takes the defaults, an edited one keeps its own. */
  booking: bookingRules.optional(),
});
export type SaveServiceBody = z.infer<typeof saveServiceBody>;

/** POST /services/{serviceId}/menus, PUT /service-menus/{serviceMenuId}: the price is excluding tax. */
export const saveMenuBody = z.object({
  name: z.string().trim().min(1).max(60),
  price: z.int().min(0).max(10_000_000),
  unit: z.string().trim().max(20).default(''),
  description: z.string().trim().max(1000).default(''),
  /** How long the appointment lasts (when the site books times); null: the service's default hour. */
  durationMinutes: z
    .int()
    .min(5)
    .max(24 * 60)
    .nullable()
    .default(null),
  /** Values of /schemas/service-menus/create|edit; absent = none. */
  values: values.optional(),
});
export type SaveMenuBody = z.infer<typeof saveMenuBody>;

/**
 * POST /services: a service may bring its first menus, so that it can be published in the same call
 * (a service is published only with at least one priced menu, docs/catalogue.md).
 */
export const createServiceBody = saveServiceBody.extend({
  menus: z.array(saveMenuBody).max(20).default([]),
});
export type CreateServiceBody = z.infer<typeof createServiceBody>;

/**
 * PUT /services/{serviceId}: without `status` the service keeps its own, so editing the text of a
 * published service neither hides it nor touches its listing; `publish` publishes it.
 */
export const updateServiceBody = saveServiceBody.extend({ status: saveServiceBody.shape.status.optional() });
export type UpdateServiceBody = z.infer<typeof updateServiceBody>;

export const menu = z.object({
  id: publicId,
  serviceId: publicId,
  name: z.string(),
  price,
  unit: z.string(),
  description: z.string(),
  durationMinutes: z.int().nullable(),
  /** Values of /schemas/service-menus/create|edit. */
  values,
});
export type Menu = z.infer<typeof menu>;

/** The owner's view of a service. */
export const ownService = z.object({
  id: publicId,
  title: z.string(),
  description: z.string(),
  status: z.enum(SERVICE_PUBLISH_STATUSES),
  chargeMethod: z.enum(CHARGE_METHODS),
  hourType: z.enum(SERVICE_HOUR_TYPES),
  booking: bookingRules.required(),
  imageIds: z.array(publicId),
  values,
  minPrice: price.nullable(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Set by cancel-listing: the service leaves the catalogue when its listing period ends. */
  listingEndsAt: z.iso.datetime({ offset: true }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type OwnService = z.infer<typeof ownService>;
export const ownServiceResponse = dataEnvelope(ownService);
export const ownServicesResponse = listEnvelope(ownService);

/** What anyone sees of a published service. */
export const publicService = z.object({
  id: publicId,
  title: z.string(),
  description: z.string(),
  chargeMethod: z.enum(CHARGE_METHODS),
  imageUrls: z.array(z.string()),
  values,
  minPrice: price.nullable(),
  cast: z.object({ id: publicId, nickname: z.string(), avatarUrl }),
  favoriteCount: z.int(),
  rating: ratingSummary,
  /** Whether the signed-in guest has favorited it (false for everyone else). */
  favorited: z.boolean(),
  publishedAt: z.iso.datetime({ offset: true }),
});
export type PublicService = z.infer<typeof publicService>;
/** GET /services/{serviceId}: the page of one service, with its menus and how it is booked. */
export const publicServiceDetail = publicService.extend({
  menus: z.array(menu),
  /**
   * `other`: an entry books a time from the cast's free slots (the site books appointments and the cast
   * has opening hours); `none`: an entry asks without a slot.
   */
  hourType: z.enum(SERVICE_HOUR_TYPES),
  booking: bookingRules.required(),
});
export type PublicServiceDetail = z.infer<typeof publicServiceDetail>;
export const publicServiceResponse = dataEnvelope(publicServiceDetail);
export const publicServicesResponse = listEnvelope(publicService);

/** GET /services */
export const servicesQuery = pageQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  /** JSON object keyed by the fields of /schemas/service/search. */
  custom: z.string().max(2000).optional(),
  orderBy: z.enum(SERVICE_ORDERS).default('newest'),
  /** Comma list of service ids. */
  serviceIds: z
    .string()
    .regex(/^[A-Za-z0-9]+(,[A-Za-z0-9]+){0,99}$/)
    .optional(),
  /**
   * Newest order only: the page starts right after this service (the last id of the page before), so a
   * deep page costs what the first does. `page` then only names the page in `meta`.
   */
  after: publicId.optional(),
});
export type ServicesQuery = z.infer<typeof servicesQuery>;

export const serviceParams = z.object({ serviceId: publicId });
export const menuParams = z.object({ serviceMenuId: publicId });

export const menuResponse = dataEnvelope(menu);
export const menusResponse = listEnvelope(menu);
