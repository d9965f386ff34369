import { z } from 'zod';
import { FORM_FIELD_TYPES } from '../enums.ts';

/** A label's English version: optional, an empty one shows the Japanese label (labelsInLocale). */
const labelTranslations = z
  .object({ en: z.object({ label: z.string().max(100).optional() }).optional() })
  .optional();

/** A field's label and help in English, each optional like a choice's label. */
const fieldTranslations = z
  .object({
    en: z
      .object({ label: z.string().max(100).optional(), helpText: z.string().max(300).optional() })
      .optional(),
  })
  .optional();

/**
 * Operator-defined forms (product decisions section 5): each schema served under /schemas/* is a list
 * of fields of the thirteen types. The same definition renders the form in the browser and validates
 * the submission on the server.
 */
export const fieldOption = z.object({
  value: z.string().min(1).max(60),
  label: z.string().min(1).max(100),
  translations: labelTranslations,
});
export type FieldOption = z.infer<typeof fieldOption>;

export const formField = z.object({
  /** Key of the value in the submitted object: a camelCase identifier. */
  key: z.string().regex(/^[a-z][A-Za-z0-9]{0,39}$/),
  type: z.enum(FORM_FIELD_TYPES),
  /** Written by the operator in the site's language; shown as written, or as its English version. */
  label: z.string().min(1).max(100),
  helpText: z.string().max(300).default(''),
  translations: fieldTranslations,
  required: z.boolean().default(false),
  /** Choices of radio_button, check_box and pull_down. */
  options: z.array(fieldOption).default([]),
  /** Text length (text, text_area), or the number of choices (check_box) or files (file_upload). */
  minLength: z.int().min(0).optional(),
  maxLength: z.int().min(1).optional(),
  /** Bounds of a price, in yen. */
  min: z.int().min(0).optional(),
  max: z.int().min(0).optional(),
  /** file_upload: accepted kinds. */
  accept: z.array(z.enum(['image', 'pdf'])).default(['image']),
  /** Only for operators and the owner (e.g. a phone number); never shown on public pages. */
  private: z.boolean().default(false),
});
export type FormField = z.infer<typeof formField>;
export type FormFieldInput = z.input<typeof formField>;

export const formSchema = z.object({ fields: z.array(formField) });

/**
 * A field an operator removed: its definition as it last was, so that the answers customers gave stay
 * readable with their label (and choice labels), and its key keeps its type if the field comes back.
 */
export const retiredField = formField.extend({ retiredAt: z.iso.datetime({ offset: true }) });
export type RetiredField = z.infer<typeof retiredField>;
export type FormSchema = z.infer<typeof formSchema>;

export const SCHEMA_KEYS = [
  'casts/edit',
  'guests/edit',
  'guests/search',
  'guests/belongings/edit',
  'service/create',
  'service/edit',
  'service/search',
  'entries/create',
  'service-menus/create',
  'service-menus/edit',
  'customer-accounts/registers/cast/individual',
  'customer-accounts/registers/cast/company',
  'customer-accounts/registers/guest/individual',
  'customer-accounts/registers/guest/company',
] as const;
export type SchemaKey = (typeof SCHEMA_KEYS)[number];

/** Builds a field with the defaults filled in (seeds and tests read better without them). */
export function field(input: FormFieldInput): FormField {
  return formField.parse(input);
}
