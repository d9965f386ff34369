import { describe, expect, it } from 'vitest';
import { field } from './form-schema.ts';
import { parseSearchFilter } from './search-filter.ts';

const fields = [
  field({
    key: 'category',
    type: 'pull_down',
    label: 'カテゴリ',
    options: [
      { value: 'cooking', label: '料理' },
      { value: 'pets', label: 'ペット' },
    ],
  }),
  field({
    key: 'size',
    type: 'radio_button',
    label: '大きさ',
    options: [
      { value: 'small', label: '小' },
      { value: 'large', label: '大' },
    ],
  }),
  field({
    key: 'days',
    type: 'check_box',
    label: '曜日',
    options: [
      { value: 'sat', label: '土' },
      { value: 'sun', label: '日' },
    ],
  }),
  field({ key: 'price', type: 'price', label: '価格' }),
  field({ key: 'area', type: 'text', label: 'エリア' }),
  field({ key: 'notes', type: 'text_area', label: '備考' }),
  field({ key: 'startDate', type: 'date', label: '開始日' }),
  field({ key: 'startTime', type: 'time', label: '開始時刻' }),
  field({ key: 'address', type: 'address', label: '住所' }),
];

const parse = (custom: unknown) => parseSearchFilter(fields, JSON.stringify(custom));

describe('parseSearchFilter', () => {
  it('turns each field type into its filter', () => {
    expect(
      parse({
        category: 'cooking',
        size: 'large',
        days: ['sat', 'sun'],
        price: { min: 1000, max: 5000 },
        area: ' 渋谷 ',
        notes: '駐車場',
        startDate: { from: '2026-12-01', to: '2026-12-31' },
        startTime: { from: '09:00' },
      }),
    ).toEqual({
      ok: true,
      filters: [
        { key: 'category', kind: 'equals', value: 'cooking' },
        { key: 'size', kind: 'equals', value: 'large' },
        { key: 'days', kind: 'anyOf', values: ['sat', 'sun'] },
        { key: 'price', kind: 'range', min: 1000, max: 5000 },
        { key: 'area', kind: 'contains', text: '渋谷' },
        { key: 'notes', kind: 'contains', text: '駐車場' },
        { key: 'startDate', kind: 'between', from: '2026-12-01', to: '2026-12-31' },
        { key: 'startTime', kind: 'between', from: '09:00' },
      ],
    });
  });

  it('takes one check box choice as a list of one', () => {
    expect(parse({ days: 'sun' })).toEqual({
      ok: true,
      filters: [{ key: 'days', kind: 'anyOf', values: ['sun'] }],
    });
  });

  it('ignores empty values and accepts open ranges', () => {
    expect(
      parse({
        category: '',
        size: null,
        days: [],
        area: '   ',
        price: { max: 3000 },
        startDate: { from: '', to: '2026-12-31' },
        startTime: {},
      }),
    ).toEqual({
      ok: true,
      filters: [
        { key: 'price', kind: 'range', max: 3000 },
        { key: 'startDate', kind: 'between', to: '2026-12-31' },
      ],
    });
    expect(parseSearchFilter(fields, undefined)).toEqual({ ok: true, filters: [] });
    expect(parseSearchFilter(fields, '')).toEqual({ ok: true, filters: [] });
  });

  it('names every field it cannot use, with the reason', () => {
    expect(
      parse({
        category: 'golf',
        size: ['small'],
        days: ['sat', 'mon'],
        price: { min: -1 },
        area: 3,
        notes: ['x'],
        startDate: { from: '2026-02-30' },
        startTime: { from: '25:00' },
        address: '東京都',
        secret: 'x',
      }),
    ).toEqual({
      ok: false,
      errors: {
        'custom.category': 'choice',
        'custom.size': 'choice',
        'custom.days': 'choice',
        'custom.price': 'invalidType',
        'custom.area': 'invalidType',
        'custom.notes': 'invalidType',
        'custom.startDate': 'date',
        'custom.startTime': 'time',
        'custom.address': 'invalidType',
        'custom.secret': 'unknownField',
      },
    });
  });

  it('refuses ranges that are not objects of their own bounds', () => {
    expect(parse({ price: 3000 })).toEqual({ ok: false, errors: { 'custom.price': 'invalidType' } });
    expect(parse({ price: { min: 1.5 } })).toEqual({ ok: false, errors: { 'custom.price': 'invalidType' } });
    expect(parse({ price: { from: 1000 } })).toEqual({
      ok: false,
      errors: { 'custom.price': 'invalidType' },
    });
    expect(parse({ startDate: '2026-12-01' })).toEqual({ ok: false, errors: { 'custom.startDate': 'date' } });
  });

  it('refuses a custom value that is not a JSON object', () => {
    expect(parseSearchFilter(fields, '{not json')).toEqual({ ok: false, errors: { custom: 'invalidType' } });
    expect(parseSearchFilter(fields, '["cooking"]')).toEqual({
      ok: false,
      errors: { custom: 'invalidType' },
    });
    expect(parseSearchFilter(fields, 'null')).toEqual({ ok: false, errors: { custom: 'invalidType' } });
  });
});
