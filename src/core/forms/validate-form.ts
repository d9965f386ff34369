import {
  type AddressValue,
  type FieldValue,
  type FormValues,
  type NameValue,
  PREFECTURES,
} from './field-values.ts';
import type { FormField, FormSchema } from './form-schema.ts';

/** An issue with one field; the code names a `validation.<code>` message in both catalogues. */
export interface FieldIssue {
  code:
    | 'required'
    | 'invalidType'
    | 'stringTooShort'
    | 'stringTooLong'
    | 'numberTooSmall'
    | 'numberTooLarge'
    | 'arrayTooShort'
    | 'arrayTooLong'
    | 'integer'
    | 'email'
    | 'choice'
    | 'date'
    | 'time'
    | 'pastDate'
    | 'postalCode'
    | 'prefecture'
    | 'katakana'
    | 'unknownField';
  params?: Record<string, number>;
}
export type FormErrors = Record<string, FieldIssue[]>;
export type FormValidation = { ok: true; values: FormValues } | { ok: false; errors: FormErrors };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTimeOfDay = (text: string) => TIME.test(text);
const POSTAL_CODE = /^\d{3}-?\d{4}$/;
const KATAKANA = /^[\u30A0-\u30FF\u3000 ]*$/;
const MAX_TEXT = 200;
const MAX_TEXT_AREA = 5000;

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export function isRealDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

class Collector {
  readonly errors: FormErrors = {};
  add(path: string, issue: FieldIssue) {
    this.errors[path] = [...(this.errors[path] ?? []), issue];
  }
}

function checkText(
  path: string,
  value: unknown,
  f: FormField,
  max: number,
  out: Collector,
): string | undefined {
  if (typeof value !== 'string') return void out.add(path, { code: 'invalidType' });
  const text = value.trim();
  const length = [...text].length;
  if (f.minLength !== undefined && length < f.minLength)
    out.add(path, { code: 'stringTooShort', params: { minimum: f.minLength } });
  const maximum = Math.min(f.maxLength ?? max, max);
  if (length > maximum) out.add(path, { code: 'stringTooLong', params: { maximum } });
  return text;
}

function checkChoice(path: string, value: unknown, f: FormField, out: Collector) {
  if (typeof value !== 'string') return void out.add(path, { code: 'invalidType' });
  if (!f.options.some((o) => o.value === value)) return void out.add(path, { code: 'choice' });
  return value;
}

function checkList(
  path: string,
  value: unknown,
  f: FormField,
  out: Collector,
  each: (item: string) => boolean,
) {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    return void out.add(path, { code: 'invalidType' });
  }
  const items = [...new Set(value as string[])];
  if (items.some((item) => !each(item))) out.add(path, { code: 'choice' });
  if (f.minLength !== undefined && items.length < f.minLength)
    out.add(path, { code: 'arrayTooShort', params: { minimum: f.minLength } });
  if (f.maxLength !== undefined && items.length > f.maxLength)
    out.add(path, { code: 'arrayTooLong', params: { maximum: f.maxLength } });
  return items;
}

function checkParts<T extends Record<string, string>>(
  path: string,
  value: unknown,
  parts: Record<keyof T, { required: boolean; check?: (text: string) => FieldIssue | undefined }>,
  out: Collector,
): T | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return void out.add(path, { code: 'invalidType' });
  const result: Record<string, string> = {};
  for (const [key, rule] of Object.entries(parts) as Array<[string, (typeof parts)[keyof T]]>) {
    const raw = (value as Record<string, unknown>)[key] ?? '';
    if (typeof raw !== 'string') {
      out.add(`${path}.${key}`, { code: 'invalidType' });
      continue;
    }
    const text = raw.trim();
    if (text === '' && rule.required) out.add(`${path}.${key}`, { code: 'required' });
    else if (text !== '' && [...text].length > MAX_TEXT)
      out.add(`${path}.${key}`, { code: 'stringTooLong', params: { maximum: MAX_TEXT } });
    else if (text !== '' && rule.check) {
      const issue = rule.check(text);
      if (issue) out.add(`${path}.${key}`, issue);
    }
    result[key] = text;
  }
  return result as T;
}

function checkValue(f: FormField, value: unknown, today: string, out: Collector): FieldValue | undefined {
  const path = f.key;
  switch (f.type) {
    case 'text':
      return checkText(path, value, f, MAX_TEXT, out);
    case 'text_area':
      return checkText(path, value, f, MAX_TEXT_AREA, out);
    case 'email': {
      const text = checkText(path, value, f, 254, out);
      if (text !== undefined && !EMAIL.test(text)) out.add(path, { code: 'email' });
      return text?.toLowerCase();
    }
    case 'radio_button':
    case 'pull_down':
      return checkChoice(path, value, f, out);
    case 'check_box':
      return checkList(path, value, f, out, (item) => f.options.some((o) => o.value === item));
    case 'file_upload':
      return checkList(path, value, f, out, (item) => /^[A-Za-z0-9]{1,64}$/.test(item));
    case 'date':
    case 'birthday': {
      if (typeof value !== 'string' || !isRealDate(value)) return void out.add(path, { code: 'date' });
      if (f.type === 'birthday' && value >= today) return void out.add(path, { code: 'pastDate' });
      return value;
    }
    case 'time':
      if (typeof value !== 'string' || !TIME.test(value)) return void out.add(path, { code: 'time' });
      return value;
    case 'price': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return void out.add(path, { code: 'invalidType' });
      if (!Number.isInteger(value)) return void out.add(path, { code: 'integer' });
      const minimum = f.min ?? 0;
      if (value < minimum) out.add(path, { code: 'numberTooSmall', params: { minimum } });
      if (f.max !== undefined && value > f.max)
        out.add(path, { code: 'numberTooLarge', params: { maximum: f.max } });
      return value;
    }
    case 'name': {
      const kana = (text: string): FieldIssue | undefined =>
        KATAKANA.test(text) ? undefined : { code: 'katakana' };
      return checkParts<NameValue>(
        path,
        value,
        {
          lastName: { required: true },
          firstName: { required: true },
          lastNameKana: { required: false, check: kana },
          firstNameKana: { required: false, check: kana },
        },
        out,
      );
    }
    case 'address': {
      const address = checkParts<AddressValue>(
        path,
        value,
        {
          postalCode: {
            required: true,
            check: (t) => (POSTAL_CODE.test(t) ? undefined : { code: 'postalCode' }),
          },
          prefecture: {
            required: true,
            check: (t) =>
              (PREFECTURES as readonly string[]).includes(t) ? undefined : { code: 'prefecture' },
          },
          city: { required: true },
          line1: { required: true },
          line2: { required: false },
        },
        out,
      );
      // One spelling of a postal code, so that search and display agree.
      if (address && /^\d{7}$/.test(address.postalCode)) {
        address.postalCode = `${address.postalCode.slice(0, 3)}-${address.postalCode.slice(3)}`;
      }
      return address;
    }
  }
}

function isEmptyComposite(f: FormField, value: unknown): boolean {
  if ((f.type !== 'name' && f.type !== 'address') || value === null || typeof value !== 'object')
    return false;
  return Object.values(value).every((part) => typeof part !== 'string' || part.trim() === '');
}

/**
 * Validates a submission against a form schema. Returns the cleaned values (trimmed text, de-duplicated
 * choices, every field present, blank optional fields as null) or the issues of each field.
 * `today` (YYYY-MM-DD in the site's time zone) bounds birthdays.
 */
export function validateFormValues(schema: FormSchema, input: unknown, today: string): FormValidation {
  const out = new Collector();
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { ok: false, errors: { _: [{ code: 'invalidType' }] } };
  }
  const submitted = input as Record<string, unknown>;
  const known = new Set(schema.fields.map((f) => f.key));
  for (const key of Object.keys(submitted)) if (!known.has(key)) out.add(key, { code: 'unknownField' });

  const values: FormValues = {};
  for (const f of schema.fields) {
    const value = submitted[f.key];
    if (isBlank(value) || isEmptyComposite(f, value)) {
      if (f.required) out.add(f.key, { code: 'required' });
      values[f.key] = f.type === 'check_box' || f.type === 'file_upload' ? [] : null;
      continue;
    }
    const cleaned = checkValue(f, value, today, out);
    values[f.key] = cleaned ?? null;
  }
  return Object.keys(out.errors).length > 0 ? { ok: false, errors: out.errors } : { ok: true, values };
}
