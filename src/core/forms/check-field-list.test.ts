import { describe, expect, it } from 'vitest';
import { checkFieldList } from './check-field-list.ts';
import { field } from './form-schema.ts';

const choices = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];

describe('checkFieldList', () => {
  it('accepts a sound list, including a key that keeps its stored type', () => {
    const fields = [
      field({ key: 'area', type: 'pull_down', label: 'エリア', options: choices }),
      field({ key: 'memo', type: 'text', label: 'メモ', minLength: 1, maxLength: 200 }),
      field({ key: 'fee', type: 'price', label: '料金', min: 0, max: 10000 }),
    ];
    expect(checkFieldList(fields, new Map([['area', 'pull_down']]))).toEqual({});
  });

  it('names each problem at its path', () => {
    const fields = [
      field({ key: 'area', type: 'text', label: 'エリア' }),
      field({ key: 'memo', type: 'text', label: 'メモ', minLength: 5, maxLength: 2 }),
      field({
        key: 'memo',
        type: 'check_box',
        label: '重複',
        options: [...choices, choices[0]!],
        minLength: 4,
      }),
      field({ key: 'when', type: 'date', label: '日付', max: 3, options: choices }),
      field({ key: 'files', type: 'file_upload', label: 'ファイル', maxLength: 11 }),
      field({ key: 'pick', type: 'radio_button', label: '選ぶ' }),
    ];
    expect(checkFieldList(fields, new Map([['area', 'pull_down']]))).toEqual({
      'fields.0.type': [{ code: 'typeLocked', params: { type: 'pull_down' } }],
      'fields.1.maxLength': [{ code: 'limitsOrder' }],
      'fields.2.key': [{ code: 'duplicateKey' }],
      'fields.2.options.2.value': [{ code: 'duplicateOption' }],
      'fields.2.minLength': [{ code: 'limitOverOptions' }],
      'fields.3.options': [{ code: 'limitNotForType' }],
      'fields.3.max': [{ code: 'limitNotForType' }],
      'fields.4.maxLength': [{ code: 'limitTooLarge', params: { maximum: 10 } }],
      'fields.5.options': [{ code: 'optionsRequired' }],
    });
  });
});
