import { type Kysely, Migrator } from 'kysely';
import { migrationProvider } from './migrations/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema.
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
