import { describe, expect, it } from 'vitest';
import { field } from '../../../../core/forms/form-schema.ts';
import { errorsByField, move, newDraftField, toDraft, withType } from './draft-fields.ts';

describe('the field editor’s draft', () => {
  it('gives a new field a key no field or retired field uses', () => {
    const created = newDraftField('text', '新しい項目', new Set(['field1', 'field2']));
    expect(created).toMatchObject({
      isNew: true,
      field: { key: 'field3', type: 'text', label: '新しい項目' },
    });
  });

  it('drops what a new type cannot use when the type changes', () => {
    const text = field({ key: 'memo', type: 'text', label: 'メモ', maxLength: 50 });
    expect(withType(text, 'price')).not.toHaveProperty('maxLength');
    const choice = field({
      key: 'pick',
      type: 'pull_down',
      label: '選択',
      options: [{ value: 'a', label: 'A' }],
    });
    expect(withType(choice, 'radio_button').options).toHaveLength(1);
    expect(withType(choice, 'date').options).toEqual([]);
  });

  it('files a 422’s messages under the field that was at each index when it was sent', () => {
    const sent = toDraft([
      field({ key: 'a', type: 'text', label: 'A' }),
      field({ key: 'b', type: 'text', label: 'B' }),
    ]);
    const reordered = move(sent, 0, 1);
    expect(reordered.map((d) => d.field.key)).toEqual(['b', 'a']);
    const errors = errorsByField(
      { 'fields.1.options.0.value': ['x'], 'fields.0.key': ['y'], other: ['z'] },
      sent,
    );
    expect(errors).toEqual({
      [sent[1]!.uid]: { 'options.0.value': ['x'] },
      [sent[0]!.uid]: { key: ['y'] },
    });
  });
});
