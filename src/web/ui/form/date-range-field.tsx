import { useId } from 'react';

/** One end of a date range: the filter field it writes and its short label (from / to). */
export interface DateRangePart<Name extends string> {
  name: Name;
  label: string;
  value: string;
}

/** Two date inputs under one legend, so that a screen reader hears which range "from" and "to" belong to. */
export function DateRangeField<Name extends string>({
  legend,
  parts,
  onChange,
}: {
  legend: string;
  parts: readonly [DateRangePart<Name>, DateRangePart<Name>];
  onChange: (name: Name, value: string) => void;
}) {
  const id = useId();
  return (
    <fieldset className="field field--group">
      <legend className="field__label">{legend}</legend>
      <div className="field__parts">
        {parts.map(({ name, label, value }) => (
          <div key={name} className="field">
            <label className="field__label field__label--part" htmlFor={`${id}-${name}`}>
              {label}
            </label>
            <input
              id={`${id}-${name}`}
              className="field__input"
              type="date"
              value={value}
              onChange={(event) => onChange(name, event.target.value)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
