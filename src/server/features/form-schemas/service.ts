import type { Kysely } from 'kysely';
import type { FormValues } from '../../../core/forms/field-values.ts';
import { type FormField, formField, type SchemaKey } from '../../../core/forms/form-schema.ts';
import { parseSearchFilter, type SearchFilter } from '../../../core/forms/search-filter.ts';
import { validateFormValues } from '../../../core/forms/validate-form.ts';
import { AppError, type Message } from '../../app-error.ts';
import { type Clock, siteToday } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { ServerMessageKey } from '../../i18n/index.ts';
import { DEFAULT_SCHEMAS } from './default-schemas.ts';

/**
 * Operator-defined forms: served as data, and every submission validated against the very schema
 * that was served (product decisions section 5). A schema the operator has not edited is the default.
 */
/** Which of these upload ids the account does not own (the uploads feature answers). */
export type UnownedUploads = (accountId: string, uploadIds: string[]) => Promise<string[]>;

export function createFormSchemas(db: Kysely<Database>, clock: Clock, unownedUploads: UnownedUploads) {
  async function getFields(key: SchemaKey): Promise<FormField[]> {
    const row = await db
      .selectFrom('form_schemas')
      .select('fields')
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? row.fields.map((f) => formField.parse(f)) : (DEFAULT_SCHEMAS[key] ?? []);
  }

  async function saveFields(key: SchemaKey, fields: FormField[]): Promise<void> {
    const json = JSON.stringify(fields.map((f) => formField.parse(f)));
    await db
      .insertInto('form_schemas')
      .values({ key, fields: json })
      .onConflict((oc) => oc.column('key').doUpdateSet({ fields: json, updated_at: clock.now() }))
      .execute();
  }

  /**
   * Validates values against a schema; on failure throws a 422 whose field paths start with `prefix`
   * (e.g. "profile.fullName.lastName"), so the form can place each message under its input.
   */
  async function validate(
    key: SchemaKey,
    values: unknown,
    prefix: string,
    ownerId?: string,
  ): Promise<FormValues> {
    const fields = await getFields(key);
    const result = validateFormValues({ fields }, values ?? {}, siteToday(clock));
    if (result.ok) {
      await assertOwnUploads(fields, result.values, prefix, ownerId);
      return result.values;
    }
    const fieldErrors: Record<string, Message[]> = {};
    for (const [path, issues] of Object.entries(result.errors)) {
      fieldErrors[path === '_' ? prefix : `${prefix}.${path}`] = issues.map((issue) => ({
        key: `validation.${issue.code}` as ServerMessageKey,
        ...(issue.params ? { params: issue.params } : {}),
      }));
    }
    throw AppError.validation(fieldErrors);
  }

  /** A file field may only point at the submitter's own uploads. */
  async function assertOwnUploads(fields: FormField[], values: FormValues, prefix: string, ownerId?: string) {
    const fieldErrors: Record<string, Message[]> = {};
    for (const f of fields.filter((f) => f.type === 'file_upload')) {
      const ids = (values[f.key] as string[] | null) ?? [];
      if (ids.length === 0) continue;
      if (!ownerId || (await unownedUploads(ownerId, ids)).length > 0) {
        fieldErrors[`${prefix}.${f.key}`] = [{ key: 'validation.choice' }];
      }
    }
    if (Object.keys(fieldErrors).length > 0) throw AppError.validation(fieldErrors);
  }

  /**
   * The filters of a search form's `custom` query; 422 per field (`custom.<key>`) when a value does not
   * fit. A field private in the searched form (`of`) filters nothing: it would reveal private values.
   */
  async function searchFilters(
    search: 'service/search' | 'guests/search',
    of: 'service/create' | 'guests/edit',
    custom: string | undefined,
  ): Promise<SearchFilter[]> {
    const hidden = new Set((await getFields(of)).filter((f) => f.private).map((f) => f.key));
    const fields = (await getFields(search)).filter((f) => !f.private && !hidden.has(f.key));
    const parsed = parseSearchFilter(fields, custom);
    if (parsed.ok) return parsed.filters;
    throw AppError.validation(
      Object.fromEntries(
        Object.entries(parsed.errors).map(([path, code]) => [path, [{ key: `validation.${code}` as const }]]),
      ),
    );
  }

  return { getFields, saveFields, validate, searchFilters };
}
export type FormSchemas = ReturnType<typeof createFormSchemas>;
