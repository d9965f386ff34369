import { useId } from 'react';
import type { FormField } from '../../../core/forms/form-schema.ts';
import { useT } from '../../i18n/i18n-context.tsx';

export type SearchValues = Record<string, unknown>;

/**
 * The fields of an operator's search form (/schemas/service/search, /schemas/guests/search): a choice as
 * a select, check boxes as a group, a price as a from–to range and anything else as text. Values become
 * the `custom` query (customQuery) and are read back from it (customValues).
 */
export function SearchFields({
  fields,
  values,
  onChange,
}: {
  fields: readonly FormField[];
  values: SearchValues;
  onChange: (values: SearchValues) => void;
}) {
  const t = useT();
  // Ids per instance: the catalogue renders the form twice on a phone (in the page and in its sheet).
  const base = useId();
  const set = (key: string, value: unknown) => onChange({ ...values, [key]: value });
  return (
    <>
      {fields.map((f) => {
        const id = `${base}-${f.key}`;
        if (f.type === 'pull_down' || f.type === 'radio_button') {
          return (
            <div key={f.key} className="field">
              <label className="field__label" htmlFor={id}>
                {f.label}
              </label>
              <select
                id={id}
                className="field__input"
                value={String(values[f.key] ?? '')}
                onChange={(e) => set(f.key, e.target.value || null)}
              >
                <option value="">{t('services.any')}</option>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          );
        }
        if (f.type === 'check_box') {
          const chosen = (values[f.key] as string[] | undefined) ?? [];
          return (
            <fieldset key={f.key} className="field field--group">
              <legend className="field__label">{f.label}</legend>
              <div className="choices-inline">
                {f.options.map((o) => (
                  <label key={o.value} className="choice">
                    <input
                      type="checkbox"
                      checked={chosen.includes(o.value)}
                      onChange={(e) =>
                        set(
                          f.key,
                          e.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value),
                        )
                      }
                    />
                    {o.label}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        }
        if (f.type === 'price') {
          const range = (values[f.key] as { min?: number; max?: number } | undefined) ?? {};
          const bound = (text: string) => (/^\d+$/.test(text) ? Number(text) : undefined);
          return (
            <fieldset key={f.key} className="field field--group">
              <legend className="field__label">{f.label}</legend>
              <div className="field__parts">
                <label className="field field--part">
                  <span className="field__label field__label--part">{t('services.priceMin')}</span>
                  <input
                    className="field__input"
                    inputMode="numeric"
                    value={range.min ?? ''}
                    onChange={(e) => set(f.key, { ...range, min: bound(e.target.value) })}
                  />
                </label>
                <label className="field field--part">
                  <span className="field__label field__label--part">{t('services.priceMax')}</span>
                  <input
                    className="field__input"
                    inputMode="numeric"
                    value={range.max ?? ''}
                    onChange={(e) => set(f.key, { ...range, max: bound(e.target.value) })}
                  />
                </label>
              </div>
            </fieldset>
          );
        }
        return (
          <div key={f.key} className="field">
            <label className="field__label" htmlFor={id}>
              {f.label}
            </label>
            <input
              id={id}
              className="field__input"
              value={String(values[f.key] ?? '')}
              onChange={(e) => set(f.key, e.target.value || null)}
            />
          </div>
        );
      })}
    </>
  );
}

/** Only the values that filter something, as the JSON the API reads (or undefined when none do). */
export function customQuery(values: SearchValues): string | undefined {
  const used = Object.entries(values).filter(([, v]) => {
    if (v === null || v === undefined || v === '') return false;
    if (Array.isArray(v)) return v.length > 0;
    if (typeof v === 'object') return Object.values(v).some((x) => x !== undefined);
    return true;
  });
  return used.length === 0 ? undefined : JSON.stringify(Object.fromEntries(used));
}

/** The values of a `custom` query kept in the URL; anything that is not a JSON object reads as none. */
export function customValues(text: string | null): SearchValues {
  try {
    const value = JSON.parse(text ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}
