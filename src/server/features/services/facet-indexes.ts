import { createHash } from 'node:crypto';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type FormField, formField } from '../../../core/forms/form-schema.ts';
import { DEFAULT_SCHEMAS } from '../form-schemas/default-schemas.ts';

/**
 * Indexes for the catalogue's choice filters (the `pull_down` and `radio_button` fields of the service
 * search form): for each such field and each order a filtered search usually asks for, a B-tree on the
 * field's value followed by the order's own columns, so a filtered page is read in order from the
 * matching services alone instead of walking the whole order and discarding what does not match. The
 * other choice fields trail the key: a second filter is checked in the index, without reading the rows
 * it discards. They follow the search form: the operator's save (form-schemas/service.ts) and the
 * migration that introduced them call `syncFacetIndexes`.
 */
const ORDERS = {
  newest: 'published_at desc, id',
  price_asc: 'min_price asc nulls last, published_at desc, id',
  price_desc: 'min_price desc nulls last, published_at desc, id',
} as const;

/** Every index and statistics object built here is named with this prefix and nothing else is, so a sync knows its own. */
const PREFIX = 'services_facet_';
/** A B-tree holds at most 32 columns; past a few trailing filters the rows read are few anyway. */
const MAX_TRAILING = 8;

/** Field keys are `^[a-z][A-Za-z0-9]{0,39}$` (core/forms/form-schema.ts): safe as a quoted literal. */
const choiceColumn = (key: string) => `("values" ->> '${key}')`;

/**
 * A choice field's value as the catalogue compares it: the key is a literal so that the planner matches
 * the expression of the field's index (a parameter would not).
 */
export const facetValue = (key: string): RawBuilder<string> =>
  sql<string>`(${sql.ref('s.values')} ->> ${sql.lit(key)})`;

const nameOf = (definition: string) =>
  PREFIX + createHash('sha256').update(definition).digest('hex').slice(0, 16);

/**
 * The definitions the search form's fields call for, by name: the indexes, and the statistics of the
 * choices' values. PostgreSQL keeps no statistics of a partial index's expressions, and without them
 * it takes two choices together to match 1 service in 40,000 and sorts their matches itself.
 */
export function facetObjects(searchFields: FormField[]) {
  const keys = searchFields
    .filter((field) => field.type === 'pull_down' || field.type === 'radio_button')
    .map((field) => field.key)
    .sort();
  const statistics = new Map<string, string>();
  for (const key of keys) {
    const definition = `on ${choiceColumn(key)} from services`;
    statistics.set(nameOf(definition), definition);
  }
  const indexes = new Map<string, string>();
  for (const key of keys) {
    const trailing = keys
      .filter((other) => other !== key)
      .slice(0, MAX_TRAILING)
      .map(choiceColumn);
    for (const order of Object.values(ORDERS)) {
      const columns = [choiceColumn(key), order, ...trailing].join(', ');
      const definition = `(${columns}) where status = 'publish' and deleted_at is null`;
      indexes.set(nameOf(definition), definition);
    }
  }
  return { indexes, statistics };
}

/**
 * Builds the indexes and statistics the search form's fields call for and gathers the new statistics,
 * then drops those no field calls for any more. Runs in the caller's transaction (the save of the form):
 * building over a large catalogue holds writes to services for that long (about a second per index per
 * million services).
 */
export async function syncFacetIndexes<DB>(db: Kysely<DB>, searchFields: FormField[]): Promise<void> {
  const wanted = facetObjects(searchFields);
  const indexes = await sql<{ name: string }>`
    select indexname as name from pg_indexes
    where schemaname = current_schema() and tablename = 'services' and starts_with(indexname, ${PREFIX})
  `.execute(db);
  const statistics = await sql<{ name: string }>`
    select stxname as name from pg_statistic_ext
    where stxrelid = 'services'::regclass and starts_with(stxname, ${PREFIX})
  `.execute(db);
  const kinds = [
    { kind: 'index', present: new Set(indexes.rows.map((row) => row.name)), wanted: wanted.indexes },
    {
      kind: 'statistics',
      present: new Set(statistics.rows.map((row) => row.name)),
      wanted: wanted.statistics,
    },
  ] as const;
  let built = false;
  for (const { kind, present, wanted: definitions } of kinds) {
    for (const [name, definition] of definitions) {
      if (present.has(name)) continue;
      const on = kind === 'index' ? sql.raw(`on services ${definition}`) : sql.raw(definition);
      await sql`create ${sql.raw(kind)} ${sql.id(name)} ${on}`.execute(db);
      built = true;
    }
  }
  if (built) await sql`analyze services`.execute(db);
  // Dropping an index holds even the catalogue's reads until the save commits: last, so only briefly.
  for (const { kind, present, wanted: definitions } of kinds) {
    for (const name of present) {
      if (!definitions.has(name)) await sql`drop ${sql.raw(kind)} ${sql.id(name)}`.execute(db);
    }
  }
}

/**
 * `syncFacetIndexes` for the service search form as stored (the one an operator saved, else the default),
 * for those that run outside a save: the migrations that introduced the facets, and a bulk load, which
 * drops them first (`syncFacetIndexes(db, [])`) and builds them once over the loaded rows here.
 */
export async function syncFacetIndexesWithSearchForm<DB>(db: Kysely<DB>): Promise<void> {
  const { rows } = await sql<{ fields: unknown[] }>`
    select fields from form_schemas where key = 'service/search'
  `.execute(db);
  const stored = rows[0]?.fields.map((field) => formField.parse(field));
  await syncFacetIndexes(db, stored ?? DEFAULT_SCHEMAS['service/search'] ?? []);
}
