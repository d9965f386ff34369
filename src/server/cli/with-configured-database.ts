import { join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';

/**
 * Runs a command's work on the server's database (DATABASE_URL, or the embedded one in DATA_DIR, locked
 * so a running server and the command never open it together), migrated to the latest schema first;
 * closes and unlocks it afterwards, whether the work succeeded or not.
 */
export async function withConfiguredDatabase<T>(
  config: Config,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const dataDir = resolve(config.dataDir);
  const unlock = config.databaseUrl ? () => {} : lockDataDir(dataDir);
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    );
    try {
      await migrateToLatest(database.db);
      return await work(database.db);
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}
