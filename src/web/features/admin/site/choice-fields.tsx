import { useId } from 'react';

interface Option<V extends string> {
  value: V;
  label: string;
}

/** A labelled select of fixed options (a site setting's enum). */
export function SelectField<V extends string>(props: {
  label: string;
  name: string;
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
  errors?: readonly string[] | undefined;
  help?: string;
}) {
  const id = useId();
  const errors = props.errors ?? [];
  const describedBy = [props.help && `${id}-help`, errors.length > 0 && `${id}-errors`].filter(Boolean);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        className="field__input"
        value={props.value}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy.join(' ') || undefined}
        onChange={(event) => props.onChange(event.target.value as V)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.help && (
        <p id={`${id}-help`} className="site-help">
          {props.help}
        </p>
      )}
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}

/** A group of checkboxes for a list of values; the legend names the group. */
export function CheckboxGroup<V extends string>(props: {
  legend: string;
  /** When a heading right above already says the same. */
  legendHidden?: boolean;
  help?: string;
  name: string;
  selected: readonly V[];
  options: readonly Option<V>[];
  onChange: (selected: V[]) => void;
  errors?: readonly string[] | undefined;
}) {
  const id = useId();
  const errors = props.errors ?? [];
  const toggle = (value: V, on: boolean) =>
    props.onChange(
      props.options.map((o) => o.value).filter((v) => (v === value ? on : props.selected.includes(v))),
    );
  return (
    <fieldset className="site-checkboxes" aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}>
      <legend className={props.legendHidden ? 'visually-hidden' : 'field__label'}>{props.legend}</legend>
      {props.help && <p className="site-help">{props.help}</p>}
      <div className="site-checkboxes__options">
        {props.options.map((option) => (
          <label key={option.value} className="site-checkbox">
            <input
              type="checkbox"
              name={props.name}
              value={option.value}
              checked={props.selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </fieldset>
  );
}

function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul id={id} className="field__errors">
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
