import type { Kysely } from 'kysely';
import type { LabelledValue } from '../../../core/contract/admin/schemas.ts';
import { describeValue } from '../../../core/forms/describe-value.ts';
import type { FormValues } from '../../../core/forms/field-values.ts';
import {
  type FormField,
  formField,
  type RetiredField,
  retiredField,
  type SchemaKey,
} from '../../../core/forms/form-schema.ts';
import { schemasSharingStore } from '../../../core/forms/schema-keys.ts';
import { parseSearchFilter, type SearchFilter } from '../../../core/forms/search-filter.ts';
import { validateFormValues } from '../../../core/forms/validate-form.ts';
import { AppError, type Message } from '../../app-error.ts';
import { type Clock, siteToday } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { ServerMessageKey } from '../../i18n/index.ts';
import { syncFacetIndexes } from '../services/facet-indexes.ts';
import { DEFAULT_SCHEMAS } from './default-schemas.ts';

/**
 * Operator-defined forms: served as data, and every submission validated against the very schema
 * that was served (product decisions section 5). A schema the operator has not edited is the default.
 */
/** Which of these upload ids the account does not own (the uploads feature answers). */
export type UnownedUploads = (accountId: string, uploadIds: string[]) => Promise<string[]>;

/**
 * Every public page asks for the same few forms (the catalogue three times a request), so their fields
 * are kept per database for a second: a save in this process clears them at once, and another process
 * serving the same database sees the change within the second.
 */
const FIELDS_CACHE_MS = 1000;
const fieldsByDatabase = new WeakMap<Kysely<Database>, Map<SchemaKey, { fields: FormField[]; at: number }>>();

export function createFormSchemas(db: Kysely<Database>, clock: Clock, unownedUploads: UnownedUploads) {
  const cachedFields = () => {
    let cache = fieldsByDatabase.get(db);
    if (!cache) {
      cache = new Map();
      fieldsByDatabase.set(db, cache);
    }
    return cache;
  };

  async function getFields(key: SchemaKey): Promise<FormField[]> {
    const cache = cachedFields();
    const hit = cache.get(key);
    if (hit && performance.now() - hit.at < FIELDS_CACHE_MS) return hit.fields;
    const row = await db
      .selectFrom('form_schemas')
      .select('fields')
      .where('key', '=', key)
      .executeTakeFirst();
    const fields = row ? row.fields.map((f) => formField.parse(f)) : (DEFAULT_SCHEMAS[key] ?? []);
    cache.set(key, { fields, at: performance.now() });
    return fields;
  }

  /**
   * After a save commits: the next read goes to the database. (Clearing inside the transaction alone
   * would let a read in between keep the old fields for the cache's second.)
   */
  function forgetFields() {
    fieldsByDatabase.delete(db);
  }

  /** The form as an operator edits it: its fields, the fields removed from it, and when it was saved. */
  async function getSchema(
    key: SchemaKey,
    trx: Kysely<Database> = db,
  ): Promise<{ fields: FormField[]; retired: RetiredField[]; updatedAt: Date | null }> {
    const row = await trx
      .selectFrom('form_schemas')
      .select(['fields', 'retired', 'updated_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return { fields: DEFAULT_SCHEMAS[key] ?? [], retired: [], updatedAt: null };
    return {
      fields: row.fields.map((f) => formField.parse(f)),
      retired: row.retired.map((f) => retiredField.parse(f)),
      updatedAt: row.updated_at,
    };
  }

  async function saveFields(
    key: SchemaKey,
    fields: FormField[],
    { retired, trx = db }: { retired?: RetiredField[]; trx?: Kysely<Database> } = {},
  ): Promise<void> {
    const json = JSON.stringify(fields.map((f) => formField.parse(f)));
    const retiredJson = retired === undefined ? undefined : JSON.stringify(retired);
    await trx
      .insertInto('form_schemas')
      .values({ key, fields: json, ...(retiredJson ? { retired: retiredJson } : {}) })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          fields: json,
          ...(retiredJson ? { retired: retiredJson } : {}),
          updated_at: clock.now(),
        }),
      )
      .execute();
    // The catalogue's choice filters read their own indexes, which follow the search form's fields.
    if (key === 'service/search') await syncFacetIndexes(trx, fields);
    forgetFields();
  }

  /**
   * A record's stored answers, each with the label it is asked (or was asked, for a removed field) under,
   * for operators reading a profile, a service or an entry. Order: the form's fields, then those of the
   * forms writing the same record, then removed fields, then keys no form has ever named.
   */
  async function labelledValues(key: SchemaKey, values: Record<string, unknown>): Promise<LabelledValue[]> {
    const schemas = await Promise.all(
      [key, ...schemasSharingStore(key).filter((k) => k !== key)].map((k) => getSchema(k)),
    );
    const byKey = new Map<string, { field: FormField; retired: boolean }>();
    for (const s of schemas)
      for (const f of s.fields) if (!byKey.has(f.key)) byKey.set(f.key, { field: f, retired: false });
    for (const s of schemas)
      for (const f of s.retired) if (!byKey.has(f.key)) byKey.set(f.key, { field: f, retired: true });
    const described = [...byKey.values()]
      .filter(({ field }) => field.key in values)
      .map(({ field, retired }) => ({
        key: field.key,
        label: field.label,
        type: field.type,
        value: values[field.key] ?? null,
        text: describeValue(field, values[field.key]),
        retired,
      }));
    const unnamed = Object.keys(values)
      .filter((k) => !byKey.has(k))
      .map((k) => ({
        key: k,
        label: k,
        type: null,
        value: values[k],
        text: describeValue({ type: 'text', options: [] }, values[k]),
        retired: true,
      }));
    return [...described, ...unnamed];
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

  /** The keys a form marks private: only operators and the owner see their values. */
  async function privateKeys(key: SchemaKey): Promise<ReadonlySet<string>> {
    return new Set((await getFields(key)).filter((f) => f.private).map((f) => f.key));
  }

  /**
   * The filters of a search form's `custom` query; 422 per field (`custom.<key>`) when a value does not
   * fit. A field the searched record does not show (`searchable` says no) filters nothing: it would
   * reveal values that are not public.
   */
  async function searchFilters(
    search: 'service/search' | 'guests/search',
    searchable: (key: string) => boolean,
    custom: string | undefined,
  ): Promise<SearchFilter[]> {
    const fields = (await getFields(search)).filter((f) => !f.private && searchable(f.key));
    const parsed = parseSearchFilter(fields, custom);
    if (parsed.ok) return parsed.filters;
    throw AppError.validation(
      Object.fromEntries(
        Object.entries(parsed.errors).map(([path, code]) => [path, [{ key: `validation.${code}` as const }]]),
      ),
    );
  }

  return {
    getFields,
    getSchema,
    saveFields,
    forgetFields,
    labelledValues,
    validate,
    privateKeys,
    searchFilters,
  };
}
export type FormSchemas = ReturnType<typeof createFormSchemas>;
