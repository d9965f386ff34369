import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { systemClock } from '../../src/server/clock.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { seedDemo } from '../../src/server/db/seed.ts';
import { WEB_DIST } from '../../src/server/spa/serve-spa.ts';

export interface SiteServer {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The whole site as `npm start` runs it (built web app, API, demo data) on an in-memory database. */
export async function startSiteServer(): Promise<SiteServer> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error('dist/web is missing: run "npm run build" before the browser tests (npm test does).');
  }
  const database = await openDatabase({ kind: 'pglite' });
  await migrateToLatest(database.db);
  await seedDemo(database.db);
  const app = await buildApp({
    database,
    clock: systemClock,
    appOrigin: 'http://127.0.0.1',
    sessionSecret: 'e2e-session-secret-that-is-long-enough-0123456789',
    loginRateLimitPerMinute: 1000,
    serveWeb: true,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
