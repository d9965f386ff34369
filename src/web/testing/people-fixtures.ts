import type { PublicGuest } from '../../core/contract/guests.ts';
import type { CastProfile, GuestProfile } from '../../core/contract/profiles.ts';
import type { Scout } from '../../core/contract/scouts.ts';
import { field } from '../../core/forms/form-schema.ts';
import { page, publicServiceDetail } from './entry-fixtures.ts';
import { json } from './fake-api.ts';
import { siteInfo } from './fixtures.ts';

/** Every switched capability on: favorites, scouting, messages and reviews. */
export const peopleFeatures = [
  { value: 'favorite' },
  { value: 'scout' },
  { value: 'message' },
  { value: 'review_both_parties' },
];

/** The site with every people feature on, or with `off` switched off. */
export function peopleSite(off: readonly string[] = []) {
  return json(200, {
    data: siteInfo({ features: peopleFeatures.filter((feature) => !off.includes(feature.value)) }),
  });
}

export function castProfile(overrides: Partial<CastProfile> = {}): CastProfile {
  return {
    id: 'cast01',
    nickname: '山田先生',
    customerAccountType: 'individual',
    avatarUrl: null,
    values: { introduction: '数学を20年教えています。', subjects: ['math', 'physics'] },
    rating: { average: 4.5, count: 12 },
    registeredAt: '2024-04-01T09:00:00+09:00',
    services: [publicServiceDetail()],
    cancellationsLastYear: 1,
    reviews: [
      {
        id: 'r1',
        rating: 5,
        comment: 'とても分かりやすい授業でした。',
        author: { nickname: '佐藤' },
        publishedAt: '2025-05-01T09:00:00+09:00',
      },
    ],
    ...overrides,
  };
}

export function guestProfile(overrides: Partial<GuestProfile> = {}): GuestProfile {
  return {
    id: 'guest01',
    nickname: '佐藤',
    customerAccountType: 'individual',
    avatarUrl: null,
    values: { introduction: '高校受験に向けて数学を頑張りたいです。' },
    rating: { average: 5, count: 1 },
    registeredAt: '2025-01-10T09:00:00+09:00',
    belongings: [{ id: 'b1', values: { grade: 'junior3' } }],
    favorited: false,
    ...overrides,
  };
}

export function publicGuest(overrides: Partial<PublicGuest> = {}): PublicGuest {
  const { belongings: _, ...guest } = guestProfile();
  return { ...guest, ...overrides };
}

export function scout(overrides: Partial<Scout> = {}): Scout {
  return {
    id: 'sc1',
    cast: { id: 'cast01', nickname: '山田先生' },
    guest: { id: 'guest01', nickname: '佐藤' },
    service: { id: 's1', title: '数学の個別指導' },
    message: 'はじめまして。受験対策のコースをご用意しています。',
    createdAt: '2025-05-20T09:30:00+09:00',
    ...overrides,
  };
}

const introduction = field({ key: 'introduction', type: 'text_area', label: '自己紹介' });

/** What the profile pages and the guest search read besides the profiles themselves. */
export const peopleHandlers = {
  'GET /messages': json(200, page([])),
  'GET /schemas/casts/edit': json(200, {
    data: {
      fields: [
        field({ key: 'fullName', type: 'name', label: '氏名', private: true }),
        introduction,
        field({
          key: 'subjects',
          type: 'check_box',
          label: '教科',
          options: [
            { value: 'math', label: '数学' },
            { value: 'physics', label: '物理' },
          ],
        }),
      ],
    },
  }),
  'GET /schemas/guests/edit': json(200, { data: { fields: [introduction] } }),
  'GET /schemas/guests/belongings/edit': json(200, {
    data: {
      fields: [
        field({
          key: 'grade',
          type: 'pull_down',
          label: '学年',
          options: [{ value: 'junior3', label: '中学3年' }],
        }),
      ],
    },
  }),
  'GET /schemas/guests/search': json(200, {
    data: { fields: [field({ key: 'introduction', type: 'text', label: '自己紹介に含む言葉' })] },
  }),
  'GET /schemas/service/edit': json(200, { data: { fields: [] } }),
  'GET /layouts/services/index': json(200, { data: { blocks: [], fields: [] } }),
  'GET /layouts/guests/index': json(200, {
    data: {
      blocks: [
        { type: 'search', title: '生徒を探す', text: '' },
        { type: 'guest_list', title: '生徒一覧', text: '' },
      ],
      fields: ['introduction'],
    },
  }),
  'GET /layouts/guests/detail': json(200, {
    data: {
      blocks: [
        { type: 'profile', title: 'プロフィール', text: '' },
        { type: 'custom_fields', title: '自己紹介', text: '' },
        { type: 'reviews', title: '先生からのレビュー', text: '', limit: 2 },
      ],
      fields: ['introduction'],
    },
  }),
};
