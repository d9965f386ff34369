/**
 * The exact SQL the server runs for a catalogue page, taken from the measured server's own compiled code
 * (./compiled-server.ts): the catalogue (src/server/features/services/catalogue.ts) is built on a Kysely
 * instance that records what it sends, asked for the page the way `GET /api/services` asks (routes.ts:
 * private keys, search filters, list, signed out), and the statement with the page's `limit` is kept.
 * The reference thus follows every change to the app's query without a copy of it here.
 */
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../src/server/db/schema.ts';
import { compiled } from './compiled-server.ts';

const { servicesQuery } =
  await compiled<typeof import('../src/core/contract/services.ts')>('core/contract/services.js');
const { systemClock } = await compiled<typeof import('../src/server/clock.ts')>('server/clock.js');
const { createFormSchemas } = await compiled<typeof import('../src/server/features/form-schemas/service.ts')>(
  'server/features/form-schemas/service.js',
);
const { createCatalogue } = await compiled<typeof import('../src/server/features/services/catalogue.ts')>(
  'server/features/services/catalogue.js',
);
const { createSiteService } = await compiled<typeof import('../src/server/features/site/service.ts')>(
  'server/features/site/service.js',
);

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** `path` is a `/api/services?…` path as the benchmark loads it. */
export async function cataloguePageQuery(databaseUrl: string, path: string): Promise<CompiledQuery> {
  const sent: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({
        connectionString: databaseUrl,
        max: 1,
        // Counts and money come back as numbers, as in the app's pool (src/server/db/database.ts).
        types: {
          getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
            oid === INT8_OID || oid === NUMERIC_OID
              ? Number
              : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
        },
      }),
    }),
    log(event) {
      if (event.level === 'query') sent.push(event.query);
    },
  });
  try {
    const schemas = createFormSchemas(db, systemClock, async () => []);
    const read = async <Row>(query: CompiledQuery<Row>) => (await db.executeQuery(query)).rows;
    const catalogue = createCatalogue({ db, read }, systemClock, createSiteService(db, systemClock), schemas);
    const query = servicesQuery.parse(Object.fromEntries(new URL(path, 'http://bench').searchParams));
    const hidden = await catalogue.privateKeys();
    const filters = await schemas.searchFilters('service/search', (key) => !hidden.has(key), query.custom);
    sent.length = 0;
    await catalogue.list(query, filters, null);
  } finally {
    await db.destroy();
  }
  const pages = sent.filter((q) => /\bfrom "services" as "s"/.test(q.sql) && /\blimit\b/.test(q.sql));
  if (pages.length !== 1) {
    throw new Error(
      `expected one page statement for ${path}, the catalogue sent:\n${sent.map((q) => q.sql).join('\n')}`,
    );
  }
  return pages[0] as CompiledQuery;
}
