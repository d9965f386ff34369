/**
 * Prepares a database for the benchmark before the server starts (the server then holds it alone):
 * migrations, the demo data and the benchmark catalogue. Run as a child process with the same env the
 * server gets (DATA_DIR or DATABASE_URL).
 */
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedDemo } from '../src/server/db/seed.ts';
import { seedBenchServices } from './seed-services.ts';
import { BENCH_SERVICES } from './targets.ts';

const url = process.env.DATABASE_URL;
const database = await openDatabase(
  url
    ? { kind: 'postgres', url }
    : { kind: 'pglite', dataDir: join(process.env.DATA_DIR ?? './data', 'pglite') },
);
await migrateToLatest(database.db);
await seedDemo(database.db);
await seedBenchServices(database.db, BENCH_SERVICES);
await database.close();
console.log(`prepared ${database.kind} with ${BENCH_SERVICES} services`);
