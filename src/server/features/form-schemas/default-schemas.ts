import { type FormField, field, type SchemaKey } from '../../../core/forms/form-schema.ts';

/**
 * The forms a new site starts with. Labels are operator content (the operator edits them in the
 * console), so they are data in the site's language rather than catalogue messages, each with its
 * English version so that a new site reads as one in both languages (docs/i18n.md).
 */
const en = (label: string) => ({ translations: { en: { label } } });
const fullName = field({
  key: 'fullName',
  type: 'name',
  label: '氏名',
  ...en('Full name'),
  required: true,
  private: true,
});
const phone = field({
  key: 'phone',
  type: 'text',
  label: '電話番号',
  ...en('Phone number'),
  required: true,
  maxLength: 20,
  private: true,
});
const address = field({
  key: 'address',
  type: 'address',
  label: '住所',
  ...en('Address'),
  required: true,
  private: true,
});
const birthday = field({
  key: 'birthday',
  type: 'birthday',
  label: '生年月日',
  ...en('Date of birth'),
  required: true,
  private: true,
});
const companyName = field({
  key: 'companyName',
  type: 'text',
  label: '会社名',
  ...en('Company name'),
  required: true,
  maxLength: 100,
});
const introduction = field({
  key: 'introduction',
  type: 'text_area',
  label: '自己紹介',
  ...en('About me'),
  maxLength: 2000,
  helpText: '得意なこと、経験、対応できる時間帯などを書くと、相手に伝わりやすくなります。',
});
const skills = field({
  key: 'skills',
  type: 'check_box',
  label: '得意分野',
  ...en('Strengths'),
  options: [
    { value: 'housework', label: '家事', ...en('Housework') },
    { value: 'cooking', label: '料理', ...en('Cooking') },
    { value: 'pets', label: 'ペットのお世話', ...en('Pet care') },
    { value: 'lessons', label: 'レッスン', ...en('Lessons') },
    { value: 'it', label: 'パソコン・スマホ', ...en('Computers and phones') },
  ],
});
const area = field({
  key: 'area',
  type: 'pull_down',
  label: '主な活動エリア',
  ...en('Main area'),
  options: [
    { value: 'tokyo', label: '東京都', ...en('Tokyo') },
    { value: 'kanagawa', label: '神奈川県', ...en('Kanagawa') },
    { value: 'saitama', label: '埼玉県', ...en('Saitama') },
    { value: 'chiba', label: '千葉県', ...en('Chiba') },
    { value: 'osaka', label: '大阪府', ...en('Osaka') },
    { value: 'online', label: 'オンライン', ...en('Online') },
  ],
});

const category = field({
  key: 'category',
  type: 'pull_down',
  label: 'カテゴリ',
  ...en('Category'),
  required: true,
  options: [
    { value: 'housework', label: '家事代行', ...en('Housework') },
    { value: 'cooking', label: '料理・作り置き', ...en('Cooking and meal prep') },
    { value: 'pets', label: 'ペットシッター', ...en('Pet sitting') },
    { value: 'lessons', label: 'レッスン', ...en('Lessons') },
    { value: 'it', label: 'パソコン・スマホサポート', ...en('Computer and phone help') },
  ],
});
const weekdays = field({
  key: 'weekdays',
  type: 'check_box',
  label: '対応できる曜日',
  ...en('Days available'),
  options: [
    { value: 'mon', label: '月', ...en('Mon') },
    { value: 'tue', label: '火', ...en('Tue') },
    { value: 'wed', label: '水', ...en('Wed') },
    { value: 'thu', label: '木', ...en('Thu') },
    { value: 'fri', label: '金', ...en('Fri') },
    { value: 'sat', label: '土', ...en('Sat') },
    { value: 'sun', label: '日', ...en('Sun') },
  ],
});
const serviceFields = [
  category,
  { ...area, required: true },
  weekdays,
  field({
    key: 'notes',
    type: 'text_area',
    label: 'ご依頼前に知っておいてほしいこと',
    ...en('Good to know before booking'),
    maxLength: 2000,
  }),
];

const menuFields = [
  field({
    key: 'duration',
    type: 'pull_down',
    label: '所要時間の目安',
    ...en('Typical duration'),
    options: [
      { value: '30m', label: '30分', ...en('30 minutes') },
      { value: '60m', label: '1時間', ...en('1 hour') },
      { value: '90m', label: '1時間30分', ...en('1 hour 30 minutes') },
      { value: '120m', label: '2時間', ...en('2 hours') },
      { value: '180m', label: '3時間', ...en('3 hours') },
      { value: 'halfDay', label: '半日', ...en('Half a day') },
      { value: 'day', label: '1日', ...en('A day') },
    ],
  }),
  field({
    key: 'includes',
    type: 'text_area',
    label: '料金に含まれるもの',
    ...en('What the price includes'),
    maxLength: 500,
  }),
];

export const DEFAULT_SCHEMAS: Partial<Record<SchemaKey, FormField[]>> = {
  'service/create': serviceFields,
  'service/edit': serviceFields,
  'service/search': [
    { ...category, required: false },
    area,
    weekdays,
    field({ key: 'price', type: 'price', label: '価格（税抜）', ...en('Price (before tax)') }),
  ],
  'service-menus/create': menuFields,
  'service-menus/edit': menuFields,
  // The date and time come from the entry's own reservationAt field, so the schema asks for none.
  'entries/create': [
    field({
      key: 'request',
      type: 'text_area',
      label: 'ご依頼内容',
      ...en('Your request'),
      required: true,
      maxLength: 2000,
    }),
  ],
  'guests/search': [
    field({
      key: 'introduction',
      type: 'text',
      label: '自己紹介に含む言葉',
      ...en('Words in the introduction'),
    }),
  ],
  'customer-accounts/registers/cast/individual': [fullName, birthday, phone, address],
  'customer-accounts/registers/cast/company': [
    companyName,
    { ...fullName, label: '代表者氏名', ...en('Representative') },
    phone,
    address,
  ],
  'customer-accounts/registers/guest/individual': [fullName, { ...phone, required: false }],
  'customer-accounts/registers/guest/company': [
    companyName,
    { ...fullName, label: '担当者氏名', ...en('Contact person') },
    phone,
  ],
  'casts/edit': [fullName, phone, address, introduction, skills, area],
  'guests/edit': [fullName, { ...phone, required: false }, { ...address, required: false }, introduction],
  'guests/belongings/edit': [
    field({ key: 'name', type: 'text', label: '名前', ...en('Name'), required: true, maxLength: 40 }),
    field({
      key: 'kind',
      type: 'radio_button',
      label: '種類',
      ...en('Kind'),
      required: true,
      options: [
        { value: 'dog', label: '犬', ...en('Dog') },
        { value: 'cat', label: '猫', ...en('Cat') },
        { value: 'small', label: '小動物', ...en('Small animal') },
        { value: 'other', label: 'その他', ...en('Other') },
      ],
    }),
    field({ key: 'birthday', type: 'birthday', label: '誕生日', ...en('Birthday') }),
    field({
      key: 'note',
      type: 'text_area',
      label: 'お世話のポイント',
      ...en('Care notes'),
      maxLength: 1000,
    }),
    field({
      key: 'photo',
      type: 'file_upload',
      label: '写真',
      ...en('Photo'),
      maxLength: 1,
      accept: ['image'],
    }),
  ],
};
