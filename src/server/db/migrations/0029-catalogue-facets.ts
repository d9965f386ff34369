import type { Kysely } from 'kysely';
import { syncFacetIndexesWithSearchForm } from '../../features/services/facet-indexes.ts';

/**
 * The catalogue's choice filters get their own ordered indexes (features/services/facet-indexes.ts), for
 * the service search form as it stands: the one an operator saved, else the default. Later saves keep
 * them in step.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await syncFacetIndexesWithSearchForm(db);
}
