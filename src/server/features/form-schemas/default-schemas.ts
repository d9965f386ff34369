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

export const DEFAULT_SCHEMAS: Partial<Record<SchemaKey, FormField[]>> = {
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
