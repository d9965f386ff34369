import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import type { Config } from './config.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './db/seed.ts';
import { registerDevMailsPage } from './mail/dev-mails-page.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { createStripeProvider } from './payments/stripe/stripe-provider.ts';
import { createDiskFileStore, type FileStore } from './storage/file-store.ts';
import { createS3FileStore } from './storage/s3-file-store.ts';

/** A shutdown that has not finished by then exits anyway (a stuck connection must not block a deploy). */
const SHUTDOWN_TIMEOUT_MS = 30_000;

/** Outside production a missing SESSION_SECRET is generated once and kept in DATA_DIR. */
function sessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const path = join(resolve(config.dataDir), 'session-secret');
  if (!existsSync(path)) writeFileSync(path, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(path, 'utf8').trim();
}

/** The card provider PAYMENT_PROVIDER names; undefined leaves the built-in sandbox. */
function paymentProvider(config: Config, db: DatabaseHandle['db']): PaymentProvider | undefined {
  const payment = config.payment;
  if (payment.provider === 'sandbox') return undefined;
  const api = payment.apiUrl ? new URL(payment.apiUrl) : undefined;
  return createStripeProvider(db, systemClock, {
    secretKey: payment.secretKey,
    publishableKey: payment.publishableKey,
    webhookSecret: payment.webhookSecret,
    ...(api && {
      api: {
        host: api.hostname,
        port: Number(api.port) || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol === 'https:' ? 'https' : 'http',
      },
    }),
  });
}

function fileStoreOf(config: Config): FileStore {
  return config.storage.kind === 's3'
    ? createS3FileStore(config.storage)
    : createDiskFileStore(join(resolve(config.dataDir), 'uploads'));
}

function open(config: Config) {
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, preparedStatements: config.preparedStatements }
      : { kind: 'pglite', dataDir: join(resolve(config.dataDir), 'pglite') },
  );
}

/**
 * What runs once before any process serves: the data folder and session secret, migrations and (with
 * `--seed-demo`) the demo data. The cluster's primary runs it before forking, so workers never race on it.
 */
export async function prepare(config: Config, withDemo: boolean, database?: DatabaseHandle) {
  mkdirSync(resolve(config.dataDir), { recursive: true });
  sessionSecret(config);
  const handle = database ?? (await open(config));
  try {
    await migrateToLatest(handle.db);
    if (withDemo) await seedDemo(handle.db, { fileStore: fileStoreOf(config) });
  } finally {
    if (!database) await handle.close();
  }
}

/**
 * One server process: opens the database, serves, runs the background sweeps, and on SIGTERM or SIGINT
 * shuts down gracefully — it stops accepting, lets requests under way finish, ends live streams, lets the
 * sweep under way finish, closes the database and exits 0. Answers the port it listens on.
 */
export async function serve(config: Config, options: { prepare: boolean; withDemo: boolean }) {
  const dataDir = resolve(config.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const unlock = config.databaseUrl ? () => {} : lockDataDir(dataDir);
  const database = await open(config);
  if (options.prepare) await prepare(config, options.withDemo, database);
  const fileStore = fileStoreOf(config);

  const outbox = config.smtpUrl ? undefined : createOutboxMailer();
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : outbox!;
  const app = await buildApp({
    mailer,
    fileStore,
    database,
    clock: systemClock,
    paymentProvider: paymentProvider(config, database.db),
    appOrigin: config.appOrigin,
    sessionSecret: sessionSecret(config),
    loginRateLimitPerMinute: config.loginRateLimitPerMinute,
    serveWeb: true,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    metricsToken: config.metricsToken,
    sweepIntervalMs: config.sweepIntervalSeconds * 1000,
    checkResponses: config.env !== 'production',
    catalogueCache: config.catalogueCache,
    pageCache: config.pageCache,
  });

  // Without a mail server, mails are readable at /dev/mails, except in production where that would leak them.
  if (outbox && config.env !== 'production') registerDevMailsPage(app, outbox);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    await app.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.scheduler.start();
  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : config.port,
    database: database.kind,
    devMails: Boolean(outbox),
  };
}

/** What a person starting the site reads: where it runs and, with the demo data, how to sign in. */
export function printBanner(
  config: Config,
  served: { port: number; database: string; devMails: boolean },
  withDemo: boolean,
  processes = 1,
) {
  const port = served.port;
  const many = processes > 1 ? `, ${processes} processes` : '';
  console.log(
    `\nTsunagu is running on http://localhost:${port} (database: ${served.database}, payments: ${config.payment.provider}${many})`,
  );
  if (!withDemo) return;
  console.log(`Demo logins (password "${DEMO_PASSWORD}"):`);
  for (const login of DEMO_LOGINS) console.log(`  ${login.role.padEnd(8)} ${login.email}`);
  console.log(`The operator console: http://localhost:${port}/admin`);
  if (served.devMails)
    console.log(`No SMTP_URL: mails are printed here and shown at http://localhost:${port}/dev/mails`);
  console.log('');
}

/** Start-up failures a person can fix print as one message; anything else with its stack. */
export function exitOnStartupError(error: unknown): never {
  console.error(
    (error as Error).name === 'ConfigError' || (error as Error).name === 'DataDirLockedError'
      ? (error as Error).message
      : error,
  );
  process.exit(1);
}
