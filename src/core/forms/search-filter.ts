import type { FormField } from './form-schema.ts';
import { isRealDate, isTimeOfDay } from './validate-form.ts';

/**
 * How each field type of a search schema filters (the `custom` query of GET /services and GET /guests).
 * `custom` is a JSON object keyed by the search schema's field keys:
 *
 * - pull_down, radio_button: one option; the value equals it.
 * - check_box: a list of options (or one option); the value holds any of them.
 * - price: `{min?, max?}` in whole yen; an inclusive range.
 * - text, text_area, email: text; the value contains it, ignoring case.
 * - date, birthday: `{from?, to?}` as YYYY-MM-DD; time: `{from?, to?}` as HH:MM; an inclusive range.
 *
 * name, address and file_upload do not filter (a value for them is refused). An empty value (null, '',
 * [], a range without bounds) filters nothing, so a search form can send every field it shows.
 */
export type SearchFilter =
  | { key: string; kind: 'equals'; value: string }
  | { key: string; kind: 'anyOf'; values: string[] }
  | { key: string; kind: 'range'; min?: number; max?: number }
  | { key: string; kind: 'contains'; text: string }
  | { key: string; kind: 'between'; from?: string; to?: string };

/** Each names a `validation.<code>` message. */
export type SearchFilterError = 'unknownField' | 'choice' | 'invalidType' | 'date' | 'time';

export type SearchFilterResult =
  | { ok: true; filters: SearchFilter[] }
  | { ok: false; errors: Record<string, SearchFilterError> };

const MAX_TEXT = 100;

const isAbsent = (v: unknown) => v === undefined || v === null || v === '';
// Within the safe range: a larger bound is not the number it was written as, and the bigint columns refuse it.
const isWholeYen = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isDate = (v: unknown): v is string => typeof v === 'string' && isRealDate(v);
const isTime = (v: unknown): v is string => typeof v === 'string' && isTimeOfDay(v);

/** The bounds of a range object (`{min, max}` or `{from, to}`), or undefined when it is not one. */
function boundsOf<T>(
  value: unknown,
  [lowName, highName]: [string, string],
  valid: (v: unknown) => v is T,
): { low?: T; high?: T } | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  if (Object.keys(record).some((name) => name !== lowName && name !== highName)) return undefined;
  const [low, high] = [record[lowName], record[highName]];
  if (!isAbsent(low) && !valid(low)) return undefined;
  if (!isAbsent(high) && !valid(high)) return undefined;
  return { ...(isAbsent(low) ? {} : { low: low as T }), ...(isAbsent(high) ? {} : { high: high as T }) };
}

/** The filter of one field's value, null when the value filters nothing, or the reason it is refused. */
function filterOf(field: FormField, value: unknown): SearchFilter | null | SearchFilterError {
  const { key } = field;
  const isOption = (v: unknown): v is string =>
    typeof v === 'string' && field.options.some((o) => o.value === v);
  switch (field.type) {
    case 'pull_down':
    case 'radio_button':
      return isOption(value) ? { key, kind: 'equals', value } : 'choice';
    case 'check_box': {
      const values: unknown[] = Array.isArray(value) ? value : [value];
      if (values.length === 0) return null;
      return values.every(isOption) ? { key, kind: 'anyOf', values } : 'choice';
    }
    case 'price': {
      const range = boundsOf(value, ['min', 'max'], isWholeYen);
      if (!range) return 'invalidType';
      if (range.low === undefined && range.high === undefined) return null;
      return { key, kind: 'range', min: range.low, max: range.high };
    }
    case 'text':
    case 'text_area':
    case 'email': {
      if (typeof value !== 'string') return 'invalidType';
      const text = value.trim().slice(0, MAX_TEXT);
      return text === '' ? null : { key, kind: 'contains', text };
    }
    case 'date':
    case 'birthday':
    case 'time': {
      const range =
        field.type === 'time'
          ? boundsOf(value, ['from', 'to'], isTime)
          : boundsOf(value, ['from', 'to'], isDate);
      if (!range) return field.type === 'time' ? 'time' : 'date';
      if (range.low === undefined && range.high === undefined) return null;
      return { key, kind: 'between', from: range.low, to: range.high };
    }
    default:
      return 'invalidType';
  }
}

/** Parses and checks the `custom` query against a search schema; errors are keyed `custom.<field>`. */
export function parseSearchFilter(
  fields: readonly FormField[],
  custom: string | undefined,
): SearchFilterResult {
  if (custom === undefined || custom.trim() === '') return { ok: true, filters: [] };
  let input: unknown;
  try {
    input = JSON.parse(custom);
  } catch {
    return { ok: false, errors: { custom: 'invalidType' } };
  }
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    return { ok: false, errors: { custom: 'invalidType' } };

  const filters: SearchFilter[] = [];
  const errors: Record<string, SearchFilterError> = {};
  for (const [key, value] of Object.entries(input)) {
    const field = fields.find((f) => f.key === key);
    if (!field) {
      errors[`custom.${key}`] = 'unknownField';
      continue;
    }
    if (isAbsent(value)) continue;
    const result = filterOf(field, value);
    if (typeof result === 'string') errors[`custom.${key}`] = result;
    else if (result) filters.push(result);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, filters };
}
