import type { Kysely } from 'kysely';
import type { Operator } from '../../../../core/contract/admin/auth.ts';
import type { SaveSchemaBody, SchemaDetail, SchemaSummary } from '../../../../core/contract/admin/schemas.ts';
import type { FormFieldType } from '../../../../core/enums.ts';
import { checkFieldList } from '../../../../core/forms/check-field-list.ts';
import type { FormValues } from '../../../../core/forms/field-values.ts';
import {
  type FormField,
  formField,
  type RetiredField,
  SCHEMA_KEYS,
  type SchemaKey,
} from '../../../../core/forms/form-schema.ts';
import {
  SCHEMA_INFO,
  type SchemaStore,
  schemaSlug,
  schemasSharingStore,
} from '../../../../core/forms/schema-keys.ts';
import { AppError, type Message } from '../../../app-error.ts';
import type { Database } from '../../../db/schema.ts';
import type { ServerMessageKey } from '../../../i18n/index.ts';
import type { AdminContext } from '../context.ts';

/**
 * The custom-fields editor's rules. A field's key is the identity of the answers stored under it: its
 * type never changes, and a removed field is retired (kept with its label) rather than forgotten, so that
 * operators can still read what customers answered.
 */
export function createSchemaEditor(ctx: AdminContext) {
  const { db, schemas } = ctx;

  function head(key: SchemaKey, updatedAt: Date | null) {
    return {
      key,
      slug: schemaSlug(key),
      purpose: SCHEMA_INFO[key].purpose,
      storesAnswers: SCHEMA_INFO[key].store !== null,
      updatedAt: updatedAt?.toISOString() ?? null,
    };
  }

  async function listSchemas(): Promise<SchemaSummary[]> {
    return Promise.all(
      SCHEMA_KEYS.map(async (key) => {
        const { fields, retired, updatedAt } = await schemas.getSchema(key);
        return { ...head(key, updatedAt), fieldCount: fields.length, retiredCount: retired.length };
      }),
    );
  }

  async function getSchemaDetail(key: SchemaKey, trx: Kysely<Database> = db): Promise<SchemaDetail> {
    const { fields, retired, updatedAt } = await schemas.getSchema(key, trx);
    return { ...head(key, updatedAt), fields, retired };
  }

  /** The type each key already has in stored answers: this form's and those writing the same record. */
  async function knownTypesOf(key: SchemaKey, trx: Kysely<Database>): Promise<Map<string, FormFieldType>> {
    const types = new Map<string, FormFieldType>();
    if (SCHEMA_INFO[key].store === null) return types;
    for (const k of schemasSharingStore(key)) {
      const { fields, retired } = await schemas.getSchema(k, trx);
      for (const f of [...fields, ...retired]) if (!types.has(f.key)) types.set(f.key, f.type);
    }
    return types;
  }

  async function saveSchema(operator: Operator, key: SchemaKey, body: SaveSchemaBody): Promise<SchemaDetail> {
    const fields = body.fields.map((f) => formField.parse(f));
    const saved = await db.transaction().execute(async (trx) => {
      const before = await getSchemaDetail(key, trx);
      const issues = checkFieldList(fields, await knownTypesOf(key, trx));
      if (Object.keys(issues).length > 0) {
        const fieldErrors: Record<string, Message[]> = {};
        for (const [path, list] of Object.entries(issues)) {
          fieldErrors[path] = list.map((issue) => ({
            key: `schemas.${issue.code}` as ServerMessageKey,
            ...(issue.params ? { params: issue.params } : {}),
          }));
        }
        throw AppError.validation(fieldErrors);
      }
      const retired = retire(key, before.fields, before.retired, fields, ctx.clock.now());
      await schemas.saveFields(key, fields, { retired, trx });
      const after = await getSchemaDetail(key, trx);
      await ctx.auditLog.record(trx, operator, {
        action: 'schemas.update',
        targetType: 'form_schema',
        targetId: key,
        before: { fields: before.fields, retired: before.retired },
        after: { fields: after.fields, retired: after.retired },
      });
      return after;
    });
    schemas.forgetFields();
    return saved;
  }

  /** A record's stored answers with their labels (for the console's review screens). */
  async function getAnswers(key: SchemaKey, recordId: string) {
    const store = SCHEMA_INFO[key].store;
    if (!store) throw AppError.notFound();
    const values = await storedValues(db, store, recordId);
    if (!values) throw AppError.notFound();
    return schemas.labelledValues(key, values);
  }

  return { listSchemas, getSchemaDetail, saveSchema, getAnswers };
}
export type SchemaEditor = ReturnType<typeof createSchemaEditor>;

/**
 * Fields missing from the new list join the retired ones; a retired field listed again comes back (its
 * type is the same, checkFieldList saw to it). Forms that store nothing have nothing to keep readable.
 */
function retire(
  key: SchemaKey,
  previous: FormField[],
  previouslyRetired: RetiredField[],
  next: FormField[],
  now: Date,
): RetiredField[] {
  if (SCHEMA_INFO[key].store === null) return [];
  const kept = new Set(next.map((f) => f.key));
  return [
    ...previouslyRetired.filter((f) => !kept.has(f.key)),
    ...previous.filter((f) => !kept.has(f.key)).map((f) => ({ ...f, retiredAt: now.toISOString() })),
  ];
}

async function storedValues(
  db: Kysely<Database>,
  store: SchemaStore,
  id: string,
): Promise<FormValues | undefined> {
  switch (store) {
    case 'castProfile':
    case 'guestProfile': {
      const type = store === 'castProfile' ? 'cast' : 'guest';
      const row = await db
        .selectFrom('accounts')
        .select('profile')
        .where('id', '=', id)
        .where('type', '=', type)
        .executeTakeFirst();
      return row?.profile;
    }
    case 'belongings':
      return (
        await db.selectFrom('guest_belongings').select('values').where('id', '=', id).executeTakeFirst()
      )?.values;
    case 'services':
      return (await db.selectFrom('services').select('values').where('id', '=', id).executeTakeFirst())
        ?.values;
    case 'menus':
      return (await db.selectFrom('service_menus').select('values').where('id', '=', id).executeTakeFirst())
        ?.values;
    case 'entries':
      return (await db.selectFrom('entries').select('values').where('id', '=', id).executeTakeFirst())
        ?.values;
  }
}
