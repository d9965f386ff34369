import { TextField } from '../../../ui/form/text-field.tsx';

/** A whole-number limit that may be left empty (no limit). */
export function NumberInput({
  label,
  name,
  value,
  errors,
  onChange,
}: {
  label: string;
  name: string;
  value: number | undefined;
  errors: readonly string[] | undefined;
  onChange: (value: number | undefined) => void;
}) {
  return (
    <TextField
      label={label}
      name={name}
      type="number"
      min={0}
      step={1}
      inputMode="numeric"
      value={value ?? ''}
      errors={errors}
      onChange={(event) => {
        const text = event.target.value.trim();
        onChange(text === '' ? undefined : Math.max(0, Math.trunc(Number(text))));
      }}
    />
  );
}
