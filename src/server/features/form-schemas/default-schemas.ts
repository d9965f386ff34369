import { type FormField, field, type SchemaKey } from '../../../core/forms/form-schema.ts';

/**
 * The forms a new site starts with. Labels are operator content (the operator edits them in the
 * console), so they are data in the site's language rather than catalogue messages.
 */
const fullName = field({ key: 'fullName', type: 'name', label: '氏名', required: true, private: true });
const phone = field({
  key: 'phone',
  type: 'text',
  label: '電話番号',
  required: true,
  maxLength: 20,
  private: true,
});
const address = field({ key: 'address', type: 'address', label: '住所', required: true, private: true });
const birthday = field({
  key: 'birthday',
  type: 'birthday',
  label: '生年月日',
  required: true,
  private: true,
});
const companyName = field({
  key: 'companyName',
  type: 'text',
  label: '会社名',
  required: true,
  maxLength: 100,
});
const introduction = field({
  key: 'introduction',
  type: 'text_area',
  label: '自己紹介',
  maxLength: 2000,
  helpText: '得意なこと、経験、対応できる時間帯などを書くと、相手に伝わりやすくなります。',
});
const skills = field({
  key: 'skills',
  type: 'check_box',
  label: '得意分野',
  options: [
    { value: 'housework', label: '家事' },
    { value: 'cooking', label: '料理' },
    { value: 'pets', label: 'ペットのお世話' },
    { value: 'lessons', label: 'レッスン' },
    { value: 'it', label: 'パソコン・スマホ' },
  ],
});
const area = field({
  key: 'area',
  type: 'pull_down',
  label: '主な活動エリア',
  options: [
    { value: 'tokyo', label: '東京都' },
    { value: 'kanagawa', label: '神奈川県' },
    { value: 'saitama', label: '埼玉県' },
    { value: 'chiba', label: '千葉県' },
    { value: 'osaka', label: '大阪府' },
    { value: 'online', label: 'オンライン' },
  ],
});

const category = field({
  key: 'category',
  type: 'pull_down',
  label: 'カテゴリ',
  required: true,
  options: [
    { value: 'housework', label: '家事代行' },
    { value: 'cooking', label: '料理・作り置き' },
    { value: 'pets', label: 'ペットシッター' },
    { value: 'lessons', label: 'レッスン' },
    { value: 'it', label: 'パソコン・スマホサポート' },
  ],
});
const weekdays = field({
  key: 'weekdays',
  type: 'check_box',
  label: '対応できる曜日',
  options: [
    { value: 'mon', label: '月' },
    { value: 'tue', label: '火' },
    { value: 'wed', label: '水' },
    { value: 'thu', label: '木' },
    { value: 'fri', label: '金' },
    { value: 'sat', label: '土' },
    { value: 'sun', label: '日' },
  ],
});
const serviceFields = [
  category,
  { ...area, required: true },
  weekdays,
  field({ key: 'notes', type: 'text_area', label: 'ご依頼前に知っておいてほしいこと', maxLength: 2000 }),
];

const menuFields = [
  field({
    key: 'duration',
    type: 'pull_down',
    label: '所要時間の目安',
    options: [
      { value: '30m', label: '30分' },
      { value: '60m', label: '1時間' },
      { value: '90m', label: '1時間30分' },
      { value: '120m', label: '2時間' },
      { value: '180m', label: '3時間' },
      { value: 'halfDay', label: '半日' },
      { value: 'day', label: '1日' },
    ],
  }),
  field({ key: 'includes', type: 'text_area', label: '料金に含まれるもの', maxLength: 500 }),
];

export const DEFAULT_SCHEMAS: Partial<Record<SchemaKey, FormField[]>> = {
  'service/create': serviceFields,
  'service/edit': serviceFields,
  'service/search': [
    { ...category, required: false },
    area,
    weekdays,
    field({ key: 'price', type: 'price', label: '価格（税抜）' }),
  ],
  'service-menus/create': menuFields,
  'service-menus/edit': menuFields,
  // The date and time come from the entry's own reservationAt field, so the schema asks for none.
  'entries/create': [
    field({ key: 'request', type: 'text_area', label: 'ご依頼内容', required: true, maxLength: 2000 }),
  ],
  'guests/search': [field({ key: 'introduction', type: 'text', label: '自己紹介に含む言葉' })],
  'customer-accounts/registers/cast/individual': [fullName, birthday, phone, address],
  'customer-accounts/registers/cast/company': [
    companyName,
    { ...fullName, label: '代表者氏名' },
    phone,
    address,
  ],
  'customer-accounts/registers/guest/individual': [fullName, { ...phone, required: false }],
  'customer-accounts/registers/guest/company': [companyName, { ...fullName, label: '担当者氏名' }, phone],
  'casts/edit': [fullName, phone, address, introduction, skills, area],
  'guests/edit': [fullName, { ...phone, required: false }, { ...address, required: false }, introduction],
  'guests/belongings/edit': [
    field({ key: 'name', type: 'text', label: '名前', required: true, maxLength: 40 }),
    field({
      key: 'kind',
      type: 'radio_button',
      label: '種類',
      required: true,
      options: [
        { value: 'dog', label: '犬' },
        { value: 'cat', label: '猫' },
        { value: 'small', label: '小動物' },
        { value: 'other', label: 'その他' },
      ],
    }),
    field({ key: 'birthday', type: 'birthday', label: '誕生日' }),
    field({ key: 'note', type: 'text_area', label: 'お世話のポイント', maxLength: 1000 }),
    field({ key: 'photo', type: 'file_upload', label: '写真', maxLength: 1, accept: ['image'] }),
  ],
};
