import type { FormFieldType } from '../enums.ts';
import type { FormField } from './form-schema.ts';

/** Why an edited field list cannot be saved; each code names a `schemas.<code>` server message. */
export interface FieldListIssue {
  code:
    | 'duplicateKey'
    | 'typeLocked'
    | 'optionsRequired'
    | 'duplicateOption'
    | 'limitsOrder'
    | 'limitNotForType'
    | 'limitOverOptions'
    | 'limitTooLarge';
  params?: Record<string, number | string>;
}
export type FieldListIssues = Record<string, FieldListIssue[]>;

export const CHOICE_TYPES: readonly FormFieldType[] = ['radio_button', 'check_box', 'pull_down'];
/** Types whose minLength/maxLength mean something: characters, or chosen items, or files. */
export const LENGTH_TYPES: readonly FormFieldType[] = ['text', 'text_area', 'check_box', 'file_upload'];
/** The most a length limit may say; validate-form caps text at these whatever a form says. */
export const MAX_LENGTH_OF: Partial<Record<FormFieldType, number>> = {
  text: 200,
  text_area: 5000,
  file_upload: 10,
};

/**
 * The rules of an edited form beyond each field's own shape. `knownTypes` holds the type every key
 * already has in stored answers (this form's fields and retired fields, and those of the forms writing
 * the same record): a key is the identity of its answers, so its type can never change.
 */
export function checkFieldList(fields: FormField[], knownTypes: Map<string, FormFieldType>): FieldListIssues {
  const issues: FieldListIssues = {};
  const add = (path: string, issue: FieldListIssue) => {
    issues[path] = [...(issues[path] ?? []), issue];
  };
  const seen = new Set<string>();
  fields.forEach((f, i) => {
    const at = `fields.${i}`;
    if (seen.has(f.key)) add(`${at}.key`, { code: 'duplicateKey' });
    seen.add(f.key);
    const known = knownTypes.get(f.key);
    if (known && known !== f.type) add(`${at}.type`, { code: 'typeLocked', params: { type: known } });

    if (CHOICE_TYPES.includes(f.type)) {
      if (f.options.length === 0) add(`${at}.options`, { code: 'optionsRequired' });
      const values = new Set<string>();
      f.options.forEach((o, j) => {
        if (values.has(o.value)) add(`${at}.options.${j}.value`, { code: 'duplicateOption' });
        values.add(o.value);
      });
    } else if (f.options.length > 0) add(`${at}.options`, { code: 'limitNotForType' });

    if (LENGTH_TYPES.includes(f.type)) {
      if (f.minLength !== undefined && f.maxLength !== undefined && f.minLength > f.maxLength)
        add(`${at}.maxLength`, { code: 'limitsOrder' });
      const cap = MAX_LENGTH_OF[f.type];
      if (cap !== undefined && f.maxLength !== undefined && f.maxLength > cap)
        add(`${at}.maxLength`, { code: 'limitTooLarge', params: { maximum: cap } });
      if (f.type === 'check_box' && f.minLength !== undefined && f.minLength > f.options.length)
        add(`${at}.minLength`, { code: 'limitOverOptions' });
    } else {
      if (f.minLength !== undefined) add(`${at}.minLength`, { code: 'limitNotForType' });
      if (f.maxLength !== undefined) add(`${at}.maxLength`, { code: 'limitNotForType' });
    }

    if (f.type === 'price') {
      if (f.min !== undefined && f.max !== undefined && f.min > f.max)
        add(`${at}.max`, { code: 'limitsOrder' });
    } else {
      if (f.min !== undefined) add(`${at}.min`, { code: 'limitNotForType' });
      if (f.max !== undefined) add(`${at}.max`, { code: 'limitNotForType' });
    }
  });
  return issues;
}
