import { type Kysely, sql } from 'kysely';
import { formField } from '../../../core/forms/form-schema.ts';
import { DEFAULT_SCHEMAS } from '../../features/form-schemas/default-schemas.ts';
import { syncFacetIndexes } from '../../features/services/facet-indexes.ts';

/**
 * The catalogue's choice filters get their own ordered indexes (features/services/facet-indexes.ts), for
 * the service search form as it stands: the one an operator saved, else the default. Later saves keep
 * them in step.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ fields: unknown[] }>`
    select fields from form_schemas where key = 'service/search'
  `.execute(db);
  const stored = rows[0]?.fields.map((field) => formField.parse(field));
  await syncFacetIndexes(db, stored ?? DEFAULT_SCHEMAS['service/search'] ?? []);
}
