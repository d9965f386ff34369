import { z } from 'zod';
import { FORM_FIELD_TYPES } from '../../enums.ts';
import { formField, retiredField, SCHEMA_KEYS } from '../../forms/form-schema.ts';
import { SCHEMA_PURPOSES } from '../../forms/schema-keys.ts';
import { dataEnvelope, publicId } from '../common.ts';

/**
 * The console's custom-fields editor: every form served under /schemas/*, addressed by its slug
 * (`service.create`); a slug that names no form is a 404.
 */
export const schemaParams = z.object({ schemaSlug: z.string().max(80) });

const schemaHead = z.object({
  key: z.enum(SCHEMA_KEYS),
  slug: z.string(),
  purpose: z.enum(SCHEMA_PURPOSES),
  /** Whether the form's answers are stored (search forms only filter). */
  storesAnswers: z.boolean(),
  /** When an operator last saved it; null while it is the default. */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});

/** GET /admin/schemas */
export const schemaSummary = schemaHead.extend({ fieldCount: z.int(), retiredCount: z.int() });
export type SchemaSummary = z.infer<typeof schemaSummary>;
export const listSchemasResponse = dataEnvelope(z.array(schemaSummary));

/** GET and PUT /admin/schemas/{schemaSlug}: the ordered fields, and the removed ones still readable. */
export const schemaDetail = schemaHead.extend({
  fields: z.array(formField),
  retired: z.array(retiredField),
});
export type SchemaDetail = z.infer<typeof schemaDetail>;
export const schemaDetailResponse = dataEnvelope(schemaDetail);

/** PUT /admin/schemas/{schemaSlug}: the whole ordered list; a field missing from it is retired. */
export const saveSchemaBody = z.object({ fields: z.array(formField).max(60) });
export type SaveSchemaBody = z.input<typeof saveSchemaBody>;

/** One stored answer with the label it was asked under; `retired` when the field has been removed. */
export const labelledValue = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(FORM_FIELD_TYPES).nullable(),
  value: z.unknown(),
  /** The answer as text for a reader: choice labels, joined names and addresses. */
  text: z.string(),
  retired: z.boolean(),
});
export type LabelledValue = z.infer<typeof labelledValue>;

/** GET /admin/schemas/{schemaSlug}/answers/{recordId}: a record's answers (an account, a service…). */
export const answersParams = schemaParams.extend({ recordId: publicId });
export const answersResponse = dataEnvelope(z.array(labelledValue));
