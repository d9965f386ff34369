import type { BookingRulesBody } from '../../../core/contract/availability.ts';
import type { Menu, OwnService, PublicService } from '../../../core/contract/services.ts';
import { uploadPath } from '../../../core/contract/uploads.ts';
import { priceWithTax } from '../../../core/money.ts';
import type { ServiceRow } from '../../db/schema.ts';

export const imageUrl = uploadPath;

/** The cast of a public service as cards show them: name and picture. */
export const castOfService = (row: {
  cast_id: string;
  nickname: string;
  avatar_image_id: string | null;
}): PublicService['cast'] => ({
  id: row.cast_id,
  nickname: row.nickname,
  avatarUrl: row.avatar_image_id === null ? null : uploadPath(row.avatar_image_id),
});

export function toOwnService(row: ServiceRow, taxRate: number): OwnService {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    chargeMethod: row.charge_method,
    hourType: row.hour_type,
    booking: bookingRulesOf(row),
    imageIds: row.image_ids,
    values: row.values,
    minPrice: row.min_price === null ? null : priceWithTax(row.min_price, taxRate),
    publishedAt: row.published_at?.toISOString() ?? null,
    listingEndsAt: row.listing_ends_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A service's booking rules, from its columns. */
export function bookingRulesOf(
  row: Pick<ServiceRow, 'lead_minutes' | 'buffer_minutes' | 'horizon_days' | 'instant_booking'>,
): BookingRulesBody {
  return {
    leadMinutes: row.lead_minutes,
    bufferMinutes: row.buffer_minutes,
    horizonDays: row.horizon_days,
    instantBooking: row.instant_booking,
  };
}

/** The columns of booking rules a caller sent. */
export function bookingColumns(rules: BookingRulesBody) {
  return {
    lead_minutes: rules.leadMinutes,
    buffer_minutes: rules.bufferMinutes,
    horizon_days: rules.horizonDays,
    instant_booking: rules.instantBooking,
  };
}

export function toMenu(
  row: {
    id: string;
    service_id: string;
    name: string;
    price: number;
    unit: string;
    description: string;
    duration_minutes: number | null;
    values: Record<string, unknown>;
  },
  taxRate: number,
): Menu {
  return {
    id: row.id,
    serviceId: row.service_id,
    name: row.name,
    price: priceWithTax(row.price, taxRate),
    unit: row.unit,
    description: row.description,
    durationMinutes: row.duration_minutes,
    values: row.values,
  };
}

/** The lower-cased text the keyword search looks in: title, description and the text values. */
export function searchTextOf(title: string, description: string, values: Record<string, unknown>): string {
  const texts = Object.values(values).filter((v): v is string => typeof v === 'string');
  return [title, description, ...texts].join('\n').toLowerCase();
}
