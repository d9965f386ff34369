import {
  type LAYOUT_BLOCKS,
  type Layout,
  type LayoutKey,
  layoutBlock,
} from '../../../core/contract/layouts.ts';

type BlockOf<K extends LayoutKey> = {
  type: (typeof LAYOUT_BLOCKS)[K][number];
  title?: string;
  text?: string;
  limit?: number;
};

/**
 * A page's blocks with the defaults filled in; the page key lets the compiler check that each block is
 * one the page knows.
 */
const blocks = <K extends LayoutKey>(_page: K, list: BlockOf<K>[]) => list.map((b) => layoutBlock.parse(b));

/**
 * The layouts a new site starts with (the demo seed stores them; a site without a stored layout gets
 * these). Headings and the hero's text are operator content in the site's language, like form labels.
 */
export const DEFAULT_LAYOUTS: Record<LayoutKey, Layout> = {
  top: {
    blocks: blocks('top', [
      {
        type: 'hero',
        title: '暮らしの「ちょっと困った」を、近くのサポーターに。',
        text: '家事代行、作り置き料理、ペットシッター、レッスン、パソコンサポート。頼みたいことから探してみましょう。',
      },
      { type: 'search', title: 'サービスを探す' },
      { type: 'categories', title: 'カテゴリから探す' },
      { type: 'new_services', title: '新着サービス', limit: 6 },
      { type: 'popular_services', title: '人気のサービス', limit: 6 },
      { type: 'notices', title: 'お知らせ', limit: 3 },
    ]),
    fields: ['category', 'area'],
  },
  'services/index': {
    blocks: blocks('services/index', [
      { type: 'search', title: '条件で絞り込む' },
      { type: 'service_list', title: 'サービス一覧' },
    ]),
    fields: ['category', 'area', 'weekdays'],
  },
  'services/detail': {
    blocks: blocks('services/detail', [
      { type: 'images' },
      { type: 'description', title: 'サービス内容' },
      { type: 'custom_fields', title: '詳細' },
      { type: 'menus', title: 'メニュー・料金' },
      { type: 'cast', title: 'サポーター' },
      { type: 'reviews', title: 'レビュー', limit: 5 },
      { type: 'entry_button', title: 'このサービスに申し込む' },
    ]),
    fields: ['category', 'area', 'weekdays', 'notes'],
  },
  'guests/index': {
    blocks: blocks('guests/index', [
      { type: 'search', title: 'ご依頼者を探す' },
      { type: 'guest_list', title: 'ご依頼者一覧' },
    ]),
    fields: ['introduction'],
  },
  'guests/detail': {
    blocks: blocks('guests/detail', [
      { type: 'profile', title: 'プロフィール' },
      { type: 'custom_fields', title: '自己紹介' },
      { type: 'reviews', title: 'サポーターからのレビュー', limit: 5 },
    ]),
    fields: ['introduction'],
  },
};
