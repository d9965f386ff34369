import type { FormField } from './form-schema.ts';

/**
 * How each field type of a search schema filters (the `custom` query of GET /services and /guests):
 * a choice matches exactly, check boxes match any of the chosen values, a price is a range, text is
 * contained.
 */
export type SearchFilter =
  | { key: string; kind: 'equals'; value: string }
  | { key: string; kind: 'anyOf'; values: string[] }
  | { key: string; kind: 'range'; min?: number; max?: number }
  | { key: string; kind: 'contains'; text: string };

export type SearchFilterResult =
  | { ok: true; filters: SearchFilter[] }
  | { ok: false; errors: Record<string, 'choice' | 'invalidType'> };

const isWholeYen = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

export function parseSearchFilter(
  fields: readonly FormField[],
  custom: string | undefined,
): SearchFilterResult {
  if (!custom) return { ok: true, filters: [] };
  let input: unknown;
  try {
    input = JSON.parse(custom);
  } catch {
    return { ok: false, errors: { custom: 'invalidType' } };
  }
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    return { ok: false, errors: { custom: 'invalidType' } };
  const filters: SearchFilter[] = [];
  const errors: Record<string, 'choice' | 'invalidType'> = {};
  for (const [key, value] of Object.entries(input)) {
    const field = fields.find((f) => f.key === key);
    if (!field) {
      errors[`custom.${key}`] = 'choice';
      continue;
    }
    const known = (v: unknown) => field.options.some((o) => o.value === v);
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    switch (field.type) {
      case 'pull_down':
      case 'radio_button':
        if (typeof value === 'string' && known(value)) filters.push({ key, kind: 'equals', value });
        else errors[`custom.${key}`] = 'choice';
        break;
      case 'check_box': {
        const values = Array.isArray(value) ? value : [value];
        if (values.every((v) => typeof v === 'string' && known(v)))
          filters.push({ key, kind: 'anyOf', values: values as string[] });
        else errors[`custom.${key}`] = 'choice';
        break;
      }
      case 'price': {
        const range = value as { min?: unknown; max?: unknown };
        const min = range.min ?? undefined;
        const max = range.max ?? undefined;
        if ((min === undefined || isWholeYen(min)) && (max === undefined || isWholeYen(max))) {
          filters.push({
            key,
            kind: 'range',
            ...(min === undefined ? {} : { min }),
            ...(max === undefined ? {} : { max }),
          });
        } else errors[`custom.${key}`] = 'invalidType';
        break;
      }
      default:
        if (typeof value === 'string')
          filters.push({ key, kind: 'contains', text: value.trim().slice(0, 100) });
        else errors[`custom.${key}`] = 'invalidType';
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, filters };
}
