import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { systemClock } from '../../src/server/clock.ts';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { seedDemo } from '../../src/server/db/seed.ts';
import { createSmtpMailer } from '../../src/server/mail/smtp-mailer.ts';
import { WEB_DIST } from '../../src/server/spa/serve-spa.ts';
import { createDiskFileStore } from '../../src/server/storage/file-store.ts';
import { freePort } from '../../test/helpers/free-port.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/helpers/smtp-capture.ts';

export interface SiteServer {
  url: string;
  app: FastifyInstance;
  /** The site's database, for a test to arrange what no page sets (a site feature, for instance). */
  database: DatabaseHandle;
  smtp: SmtpCapture;
  close(): Promise<void>;
}

/**
 * The whole site as `npm start` runs it (built web app, API, demo data) on an in-memory database, or on
 * the database and uploads folder another server uses too (one process of several).
 */
export async function startSiteServer(
  shared: { database?: DatabaseTarget; uploadsDir?: string } = {},
): Promise<SiteServer> {
  // E2E_WEB_DIST serves a build made elsewhere (vite build --outDir …), so that one build can be tested
  // while another is being written.
  const webDist = process.env.E2E_WEB_DIST ?? WEB_DIST;
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error('dist/web is missing: run "npm run build" before the browser tests (npm test does).');
  }
  const port = await freePort();
  const database = await openDatabase(shared.database ?? { kind: 'pglite' });
  await migrateToLatest(database.db);
  const uploadsDir = shared.uploadsDir ?? mkdtempSync(join(tmpdir(), 'tsunagu-uploads-'));
  const fileStore = createDiskFileStore(uploadsDir);
  await seedDemo(database.db, { fileStore });
  const smtp = await startSmtpCapture();
  const app = await buildApp({
    database,
    clock: systemClock,
    appOrigin: `http://127.0.0.1:${port}`,
    sessionSecret: 'e2e-session-secret-that-is-long-enough-0123456789',
    loginRateLimitPerMinute: 1000,
    serveWeb: { webDist },
    mailer: createSmtpMailer(smtp.url, 'no-reply@tsunagu.test'),
    fileStore,
  });
  smtp.settleWith(() => app.mailOutbox.idle());
  await app.listen({ host: '127.0.0.1', port });
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    smtp,
    close: async () => {
      await app.close();
      await smtp.close();
      if (!shared.uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
      await database.close();
    },
  };
}
