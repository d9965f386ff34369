import { describe, expect, it } from 'vitest';
import { field } from './form-schema.ts';
import { validateFormValues } from './validate-form.ts';

const TODAY = '2026-11-22';
const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];

function check(f: ReturnType<typeof field>, value: unknown) {
  return validateFormValues({ fields: [f] }, { [f.key]: value }, TODAY);
}

describe('validateFormValues, one field type at a time', () => {
  it('text: trims, bounds the length', () => {
    const f = field({ key: 'nickname', type: 'text', label: 'ニックネーム', required: true, maxLength: 5 });
    expect(check(f, '  花子  ')).toEqual({ ok: true, values: { nickname: '花子' } });
    expect(check(f, 'あいうえおか')).toEqual({
      ok: false,
      errors: { nickname: [{ code: 'stringTooLong', params: { maximum: 5 } }] },
    });
    expect(check(f, '')).toEqual({ ok: false, errors: { nickname: [{ code: 'required' }] } });
    expect(check(f, 12)).toEqual({ ok: false, errors: { nickname: [{ code: 'invalidType' }] } });
  });

  it('text_area: allows long text up to its bound', () => {
    const f = field({ key: 'bio', type: 'text_area', label: '自己紹介', minLength: 3 });
    expect(check(f, '改行\nあり')).toEqual({ ok: true, values: { bio: '改行\nあり' } });
    expect(check(f, 'ab')).toMatchObject({
      ok: false,
      errors: { bio: [{ code: 'stringTooShort', params: { minimum: 3 } }] },
    });
    expect(check(f, 'x'.repeat(5001))).toMatchObject({
      ok: false,
      errors: { bio: [{ code: 'stringTooLong' }] },
    });
  });

  it('radio_button and pull_down: one of the options', () => {
    for (const type of ['radio_button', 'pull_down'] as const) {
      const f = field({ key: 'plan', type, label: 'プラン', options });
      expect(check(f, 'b')).toEqual({ ok: true, values: { plan: 'b' } });
      expect(check(f, 'z')).toEqual({ ok: false, errors: { plan: [{ code: 'choice' }] } });
    }
  });

  it('check_box: several of the options, de-duplicated, counted', () => {
    const f = field({ key: 'days', type: 'check_box', label: '曜日', options, maxLength: 1 });
    expect(check(f, ['a', 'a'])).toEqual({ ok: true, values: { days: ['a'] } });
    expect(check(f, ['a', 'b'])).toEqual({
      ok: false,
      errors: { days: [{ code: 'arrayTooLong', params: { maximum: 1 } }] },
    });
    expect(check(f, ['x'])).toEqual({ ok: false, errors: { days: [{ code: 'choice' }] } });
    expect(check(f, 'a')).toEqual({ ok: false, errors: { days: [{ code: 'invalidType' }] } });
  });

  it('file_upload: a list of upload ids', () => {
    const f = field({ key: 'photos', type: 'file_upload', label: '写真', maxLength: 2 });
    expect(check(f, ['abc123'])).toEqual({ ok: true, values: { photos: ['abc123'] } });
    expect(check(f, ['../etc/passwd'])).toEqual({ ok: false, errors: { photos: [{ code: 'choice' }] } });
  });

  it('date: a real calendar date', () => {
    const f = field({ key: 'day', type: 'date', label: '日付' });
    expect(check(f, '2027-02-28')).toEqual({ ok: true, values: { day: '2027-02-28' } });
    expect(check(f, '2027-02-30')).toEqual({ ok: false, errors: { day: [{ code: 'date' }] } });
  });

  it('time: HH:MM on a 24-hour clock', () => {
    const f = field({ key: 'at', type: 'time', label: '時刻' });
    expect(check(f, '23:59')).toEqual({ ok: true, values: { at: '23:59' } });
    expect(check(f, '24:00')).toEqual({ ok: false, errors: { at: [{ code: 'time' }] } });
  });

  it('birthday: a date in the past', () => {
    const f = field({ key: 'born', type: 'birthday', label: '生年月日' });
    expect(check(f, '1990-04-01')).toEqual({ ok: true, values: { born: '1990-04-01' } });
    expect(check(f, TODAY)).toEqual({ ok: false, errors: { born: [{ code: 'pastDate' }] } });
  });

  it('email: an address, lower-cased', () => {
    const f = field({ key: 'mail', type: 'email', label: 'メール' });
    expect(check(f, 'Hanako@Example.com')).toEqual({ ok: true, values: { mail: 'hanako@example.com' } });
    expect(check(f, 'hanako')).toEqual({ ok: false, errors: { mail: [{ code: 'email' }] } });
  });

  it('price: a whole number of yen within bounds', () => {
    const f = field({ key: 'budget', type: 'price', label: '予算', min: 1000, max: 50000 });
    expect(check(f, 3000)).toEqual({ ok: true, values: { budget: 3000 } });
    expect(check(f, 3000.5)).toEqual({ ok: false, errors: { budget: [{ code: 'integer' }] } });
    expect(check(f, 999)).toEqual({
      ok: false,
      errors: { budget: [{ code: 'numberTooSmall', params: { minimum: 1000 } }] },
    });
    expect(check(f, '3000')).toEqual({ ok: false, errors: { budget: [{ code: 'invalidType' }] } });
  });

  it('name: family and given name required, readings in katakana', () => {
    const f = field({ key: 'fullName', type: 'name', label: '氏名', required: true });
    expect(
      check(f, { lastName: '山田', firstName: '花子', lastNameKana: 'ヤマダ', firstNameKana: 'ハナコ' }),
    ).toEqual({
      ok: true,
      values: {
        fullName: { lastName: '山田', firstName: '花子', lastNameKana: 'ヤマダ', firstNameKana: 'ハナコ' },
      },
    });
    expect(check(f, { lastName: '山田', firstName: '', lastNameKana: 'やまだ' })).toEqual({
      ok: false,
      errors: {
        'fullName.firstName': [{ code: 'required' }],
        'fullName.lastNameKana': [{ code: 'katakana' }],
      },
    });
    expect(check(f, { lastName: '', firstName: '' })).toEqual({
      ok: false,
      errors: { fullName: [{ code: 'required' }] },
    });
  });

  it('address: postal code, one of the 47 prefectures, city and street', () => {
    const f = field({ key: 'home', type: 'address', label: '住所' });
    const home = {
      postalCode: '150-0001',
      prefecture: '東京都',
      city: '渋谷区',
      line1: '神宮前1-1-1',
      line2: '',
    };
    expect(check(f, home)).toEqual({ ok: true, values: { home } });
    expect(check(f, { ...home, postalCode: '1500', prefecture: '東京' })).toEqual({
      ok: false,
      errors: { 'home.postalCode': [{ code: 'postalCode' }], 'home.prefecture': [{ code: 'prefecture' }] },
    });
  });
});

describe('validateFormValues, the whole form', () => {
  const schema = {
    fields: [
      field({ key: 'nickname', type: 'text', label: 'ニックネーム', required: true }),
      field({ key: 'tags', type: 'check_box', label: 'タグ', options }),
      field({ key: 'note', type: 'text_area', label: 'メモ' }),
    ],
  };

  it('fills absent optional fields with empty values', () => {
    expect(validateFormValues(schema, { nickname: '花子' }, TODAY)).toEqual({
      ok: true,
      values: { nickname: '花子', tags: [], note: null },
    });
  });

  it('reports every problem at once, including fields the schema does not have', () => {
    expect(validateFormValues(schema, { tags: ['z'], isAdmin: true }, TODAY)).toEqual({
      ok: false,
      errors: {
        isAdmin: [{ code: 'unknownField' }],
        nickname: [{ code: 'required' }],
        tags: [{ code: 'choice' }],
      },
    });
  });

  it('refuses a body that is not an object', () => {
    expect(validateFormValues(schema, [], TODAY)).toEqual({
      ok: false,
      errors: { _: [{ code: 'invalidType' }] },
    });
  });
});

describe('validateFormValues, normalisation', () => {
  it('writes a postal code with its hyphen', () => {
    const f = field({ key: 'home', type: 'address', label: '住所' });
    const result = validateFormValues(
      { fields: [f] },
      { home: { postalCode: '1500001', prefecture: '東京都', city: '渋谷区', line1: '1-1' } },
      TODAY,
    );
    expect(result).toMatchObject({ ok: true, values: { home: { postalCode: '150-0001' } } });
  });
});
