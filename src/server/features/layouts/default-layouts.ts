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
  translations?: { en: { title?: string; text?: string } };
};

/** A block's heading (and text) in English, so a new site reads as one in both languages. */
const en = (title: string, text?: string) => ({ translations: { en: { title, ...(text && { text }) } } });

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
        ...en(
          'Help with everyday life, from people near you.',
          'Housework, home cooking, pet sitting, lessons and computer help. Start from what you need done.',
        ),
      },
      { type: 'search', title: 'サービスを探す', ...en('Find a service') },
      { type: 'categories', title: 'カテゴリから探す', ...en('Browse by category') },
      { type: 'new_services', title: '新着サービス', limit: 6, ...en('New services') },
      { type: 'popular_services', title: '人気のサービス', limit: 6, ...en('Popular services') },
      { type: 'notices', title: 'お知らせ', limit: 3, ...en('News') },
    ]),
    fields: ['category', 'area'],
  },
  'services/index': {
    blocks: blocks('services/index', [
      { type: 'search', title: '条件で絞り込む', ...en('Filter') },
      { type: 'service_list', title: 'サービス一覧', ...en('Services') },
    ]),
    fields: ['category', 'area', 'weekdays'],
  },
  'services/detail': {
    blocks: blocks('services/detail', [
      { type: 'images' },
      { type: 'description', title: 'サービス内容', ...en('About this service') },
      { type: 'custom_fields', title: '詳細', ...en('Details') },
      { type: 'menus', title: 'メニュー・料金', ...en('Menus and prices') },
      { type: 'cast', title: 'サポーター', ...en('Helper') },
      { type: 'reviews', title: 'レビュー', limit: 5, ...en('Reviews') },
      { type: 'entry_button', title: 'このサービスに申し込む', ...en('Book this service') },
    ]),
    fields: ['category', 'area', 'weekdays', 'notes'],
  },
  'guests/index': {
    blocks: blocks('guests/index', [
      { type: 'search', title: 'ご依頼者を探す', ...en('Find clients') },
      { type: 'guest_list', title: 'ご依頼者一覧', ...en('Clients') },
    ]),
    fields: ['introduction'],
  },
  'guests/detail': {
    blocks: blocks('guests/detail', [
      { type: 'profile', title: 'プロフィール', ...en('Profile') },
      { type: 'custom_fields', title: '自己紹介', ...en('About me') },
      { type: 'reviews', title: 'サポーターからのレビュー', limit: 5, ...en('Reviews from helpers') },
    ]),
    fields: ['introduction'],
  },
};
