import type { LayoutKey } from '../../../core/contract/layouts.ts';
import type { FormField } from '../../../core/forms/form-schema.ts';
import { useFormSchema } from '../form-schemas/use-form-schema.ts';
import { useLayout } from './use-layout.ts';

/** The fields of `schemaPath` that the page's layout shows, in the layout's order. */
export function useLayoutFields(key: LayoutKey, schemaPath: string): readonly FormField[] {
  const { fields: keys } = useLayout(key);
  const fields = useFormSchema(schemaPath);
  return keys.flatMap((fieldKey) => fields.filter((field) => field.key === fieldKey));
}
