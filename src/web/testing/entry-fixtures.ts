import type { EntryDetail, Estimate } from '../../core/contract/entries.ts';
import type { Menu, PublicServiceDetail } from '../../core/contract/services.ts';
import { field } from '../../core/forms/form-schema.ts';
import { json } from './fake-api.ts';

/** An entry of 山田先生's service by 佐藤, just entered, as the cast sees it; override what a test needs. */
export function entryDetail(overrides: Partial<EntryDetail> = {}): EntryDetail {
  return {
    id: 'e1',
    status: 'entered',
    initialEstimateApproved: false,
    flowType: 'c2g',
    viewerParty: 'supplier',
    service: { id: 's1', title: '数学の個別指導' },
    menu: null,
    quantity: 1,
    cast: { id: 'cast01', nickname: '山田先生' },
    guest: { id: 'guest01', nickname: '佐藤' },
    belongingId: null,
    values: { request: '二次関数を教えてください' },
    reservationAt: '2025-06-01T10:00:00+09:00',
    appointment: null,
    appointmentChange: null,
    amount: null,
    bySubscription: false,
    supplierFigures: null,
    tax: null,
    deadlineAt: null,
    cancelReason: null,
    paymentDeclined: false,
    actionRequired: false,
    actions: [],
    canReview: false,
    enteredAt: '2025-05-20T09:30:00+09:00',
    updatedAt: '2025-05-20T09:30:00+09:00',
    timeline: [{ action: 'create', from: null, to: 'entered', by: 'guest', at: '2025-05-20T09:30:00+09:00' }],
    estimates: [],
    ...overrides,
  };
}

export function estimate(overrides: Partial<Estimate> = {}): Estimate {
  return {
    kind: 'initial',
    authorType: 'cast',
    items: [{ label: '授業料', unitPrice: 5000, quantity: 2, unit: '回', amount: 10000 }],
    subtotal: 10000,
    tax: 1000,
    total: 11000,
    message: 'よろしくお願いします',
    expiresAt: '2025-05-27T09:30:00+09:00',
    approvalDeadline: null,
    updatedAt: '2025-05-20T10:00:00+09:00',
    ...overrides,
  };
}

export function page<T>(
  data: T[],
  meta: Partial<{ currentPage: number; lastPage: number; total: number }> = {},
) {
  return { data, meta: { currentPage: 1, lastPage: 1, perPage: 20, total: data.length, ...meta } };
}

/** The fields of the entry form, as the default schema has them. */
export const entrySchema = json(200, {
  data: {
    fields: [
      field({ key: 'request', type: 'text_area', label: 'ご依頼内容', required: true, maxLength: 2000 }),
    ],
  },
});

export const menu: Menu = {
  id: 'm1',
  serviceId: 's1',
  name: '90分コース',
  price: { excludingTax: 6000, includingTax: 6600 },
  unit: '回',
  description: '',
  durationMinutes: null,
  values: {},
};

export function publicServiceDetail(overrides: Partial<PublicServiceDetail> = {}) {
  return {
    id: 's1',
    title: '数学の個別指導',
    description: '中学・高校の数学を教えます',
    chargeMethod: 'none',
    imageUrls: [],
    values: {},
    minPrice: menu.price,
    cast: { id: 'cast01', nickname: '山田先生', avatarUrl: null },
    favoriteCount: 0,
    rating: { average: null, count: 0 },
    favorited: false,
    publishedAt: '2025-05-01T00:00:00+09:00',
    hourType: 'none',
    booking: { leadMinutes: 120, bufferMinutes: 0, horizonDays: 60, instantBooking: false },
    menus: [menu],
    ...overrides,
  } satisfies PublicServiceDetail;
}
