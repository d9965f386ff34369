import type { FormFieldType } from '../../../../core/enums.ts';
import { CHOICE_TYPES, LENGTH_TYPES } from '../../../../core/forms/check-field-list.ts';
import type { FormField } from '../../../../core/forms/form-schema.ts';

/**
 * A field being edited: `uid` follows it through moves (its index does not), `isNew` until saved (only a
 * new field's key and type may change: a saved key is the identity of stored answers).
 */
export interface DraftField {
  uid: string;
  isNew: boolean;
  field: FormField;
}

let counter = 0;
const nextUid = () => `f${++counter}`;

export const toDraft = (fields: readonly FormField[]): DraftField[] =>
  fields.map((field) => ({ uid: nextUid(), isNew: false, field }));

/** A new field of a type, with a key not used by any field (current or retired). */
export function newDraftField(type: FormFieldType, label: string, usedKeys: ReadonlySet<string>): DraftField {
  let n = usedKeys.size + 1;
  while (usedKeys.has(`field${n}`)) n++;
  return {
    uid: nextUid(),
    isNew: true,
    field: withType(
      {
        key: `field${n}`,
        label,
        helpText: '',
        required: false,
        private: false,
        options: [],
        accept: ['image'],
        type,
      },
      type,
    ),
  };
}

/** The same field as another type: what the new type cannot use (choices, limits) is dropped. */
export function withType(field: FormField, type: FormFieldType): FormField {
  const { minLength, maxLength, min, max, ...rest } = field;
  return {
    ...rest,
    type,
    options: CHOICE_TYPES.includes(type) ? field.options : [],
    ...(LENGTH_TYPES.includes(type) && type === field.type ? { minLength, maxLength } : {}),
    ...(type === 'price' && field.type === 'price' ? { min, max } : {}),
  };
}

export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** A 422's `fields.<index>.<path>` messages, re-keyed by each field's uid (indexes move, uids do not). */
export function errorsByField(
  errors: Record<string, string[]>,
  sent: readonly DraftField[],
): Record<string, Record<string, string[]>> {
  const result: Record<string, Record<string, string[]>> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const match = /^fields\.(\d+)\.?(.*)$/.exec(path);
    const uid = match ? sent[Number(match[1])]?.uid : undefined;
    if (!match || !uid) continue;
    const own = result[uid] ?? {};
    result[uid] = own;
    own[match[2] || 'field'] = messages;
  }
  return result;
}
