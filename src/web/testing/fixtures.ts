import type { Me } from '../../core/contract/auth.ts';
import type { SiteInfo } from '../../core/contract/site.ts';
import { json } from './fake-api.ts';

export function siteInfo(overrides: Partial<SiteInfo> = {}): SiteInfo {
  return {
    name: 'つなぐ家庭教師',
    siteCode: 'tutor',
    castName: '先生',
    guestName: '生徒',
    contactEmail: 'contact@example.com',
    guestBelongingTitle: 'お子さま',
    design: { siteThemeId: 'pop_color01' },
    ogp: { title: '', description: '', imageUrl: '' },
    payment: {
      flowType: 'c2g',
      serviceListingFeeMonthly: 0,
      castMatchingFeeType: 'none',
      castMatchingFee: 0,
      castMatchingFeeRate: 0,
      castMatchingFeeMinimum: 0,
      castMatchingPlanMonthly: 0,
      taxRate: 0.1,
      paymentToSupplierSettings: [],
      providerApiPublicKey: '',
    },
    features: [],
    service: { chargeMethods: ['none'], serviceHourType: 'none', timeZone: 'Asia/Tokyo' },
    lifecycle: { responseDays: 7, estimateDays: 7, autoChargeDays: 7, reviewWindowDays: 14 },
    preview: false,
    ...overrides,
  };
}

export function castMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 'cast01',
    type: 'cast',
    customerAccountType: 'individual',
    email: 'cast@example.com',
    nickname: '山田先生',
    ...overrides,
  };
}

export function guestMe(overrides: Partial<Me> = {}): Me {
  return {
    ...castMe(),
    id: 'guest01',
    type: 'guest',
    email: 'guest@example.com',
    nickname: '佐藤',
    ...overrides,
  };
}

const emptyPage = { data: [], meta: { currentPage: 1, lastPage: 1, perPage: 12, total: 0 } };

/** What the top page and the catalogue read: a layout of a hero and new services, and no services. */
export const catalogueHandlers = {
  'GET /layouts/top': json(200, {
    data: {
      blocks: [
        { type: 'hero', title: '近くの先生を見つけよう', text: '' },
        { type: 'new_services', title: '新着', text: '', limit: 6 },
      ],
      fields: [],
    },
  }),
  'GET /layouts/services/index': json(200, {
    data: {
      blocks: [
        { type: 'search', title: '', text: '' },
        { type: 'service_list', title: '', text: '' },
      ],
      fields: [],
    },
  }),
  'GET /schemas/service/search': json(200, { data: { fields: [] } }),
  'GET /schemas/service/edit': json(200, { data: { fields: [] } }),
  'GET /services': json(200, emptyPage),
};

/** What every my-page reads besides the session: the count of entries waiting for the user. */
/** A supplier's earnings with nothing owed yet (GET …/earnings); `hasBankAccount` as given. */
export const earningsOf = (hasBankAccount: boolean) =>
  json(200, { data: { balance: 0, nextPayout: null, scheduled: null, paid: 0, hasBankAccount } });

export const myPageHandlers = {
  'GET /casts/me/entries': json(200, { ...emptyPage, meta: { ...emptyPage.meta, perPage: 1 } }),
  'GET /guests/me/entries': json(200, { ...emptyPage, meta: { ...emptyPage.meta, perPage: 1 } }),
  'GET /casts/me/earnings': earningsOf(true),
  'GET /guests/me/earnings': earningsOf(true),
};
