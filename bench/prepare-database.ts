/**
 * Prepares a database for the benchmark before the server starts (the server then holds it alone):
 * migrations, the demo data and the benchmark catalogue of as many services as its first argument says.
 * Run as a child process with the same env the server gets (DATA_DIR or DATABASE_URL), on the compiled
 * server's code (./compiled-server.ts). Every step skips
 * what is there, so a database prepared for 100k grows to 1M by the 900k it lacks.
 */
import { join } from 'node:path';
import { compiled } from './compiled-server.ts';
import { seedBenchServices } from './seed-services.ts';

const { openDatabase } =
  await compiled<typeof import('../src/server/db/database.ts')>('server/db/database.js');
const { migrateToLatest } =
  await compiled<typeof import('../src/server/db/migrate.ts')>('server/db/migrate.js');
const { seedDemo } = await compiled<typeof import('../src/server/db/seed.ts')>('server/db/seed.js');

const services = Number(process.argv[2]);
if (!Number.isInteger(services) || services < 0) throw new Error('usage: prepare-database.ts <services>');
const url = process.env.DATABASE_URL;
const database = await openDatabase(
  url
    ? { kind: 'postgres', url }
    : { kind: 'pglite', dataDir: join(process.env.DATA_DIR ?? './data', 'pglite') },
);
await migrateToLatest(database.db);
await seedDemo(database.db);
const started = performance.now();
await seedBenchServices(database.db, services);
await database.close();
console.log(
  `prepared ${database.kind} with ${services} services (catalogue seeded in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
);
