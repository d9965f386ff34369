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
];

describe('parseSearchFilter', () => {
  it('turns each field type into its filter', () => {
    const custom = JSON.stringify({
      category: 'cooking',
      days: ['sat', 'sun'],
      price: { min: 1000, max: 5000 },
      area: ' 渋谷 ',
    });
    expect(parseSearchFilter(fields, custom)).toEqual({
      ok: true,
      filters: [
        { key: 'category', kind: 'equals', value: 'cooking' },
        { key: 'days', kind: 'anyOf', values: ['sat', 'sun'] },
        { key: 'price', kind: 'range', min: 1000, max: 5000 },
        { key: 'area', kind: 'contains', text: '渋谷' },
      ],
    });
  });

  it('ignores empty values and accepts an open range', () => {
    expect(
      parseSearchFilter(fields, JSON.stringify({ category: '', days: [], price: { max: 3000 } })),
    ).toEqual({
      ok: true,
      filters: [{ key: 'price', kind: 'range', max: 3000 }],
    });
  });

  it('names every field it cannot use', () => {
    const custom = JSON.stringify({
      category: 'golf',
      days: ['mon'],
      price: { min: -1 },
      secret: 'x',
      area: 3,
    });
    expect(parseSearchFilter(fields, custom)).toEqual({
      ok: false,
      errors: {
        'custom.category': 'choice',
        'custom.days': 'choice',
        'custom.price': 'invalidType',
        'custom.secret': 'choice',
        'custom.area': 'invalidType',
      },
    });
    expect(parseSearchFilter(fields, '{not json')).toEqual({ ok: false, errors: { custom: 'invalidType' } });
  });
});
