import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './db/seed.ts';
import { registerDevMailsPage } from './mail/dev-mails-page.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { createStripeProvider } from './payments/stripe/stripe-provider.ts';
import { createDiskFileStore } from './storage/file-store.ts';

/** Outside production a missing SESSION_SECRET is generated once and kept in DATA_DIR. */
function sessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const path = join(config.dataDir, 'session-secret');
  if (!existsSync(path)) writeFileSync(path, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(path, 'utf8').trim();
}

/** The card provider PAYMENT_PROVIDER names; undefined leaves the built-in sandbox. */
function paymentProvider(
  config: Config,
  db: Parameters<typeof createStripeProvider>[0],
): PaymentProvider | undefined {
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

async function main() {
  const config = loadConfig();
  const withDemo = process.argv.includes('--seed-demo');
  const dataDir = resolve(config.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const unlock = config.databaseUrl ? () => {} : lockDataDir(dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
  );
  await migrateToLatest(database.db);
  const fileStore = createDiskFileStore(join(dataDir, 'uploads'));
  if (withDemo) await seedDemo(database.db, { fileStore });

  const outbox = config.smtpUrl ? undefined : createOutboxMailer();
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : outbox!;
  const app = await buildApp({
    mailer,
    fileStore,
    database,
    clock: systemClock,
    paymentProvider: paymentProvider(config, database.db),
    appOrigin: config.appOrigin,
    sessionSecret: sessionSecret({ ...config, dataDir }),
    loginRateLimitPerMinute: config.loginRateLimitPerMinute,
    serveWeb: true,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    metricsToken: config.metricsToken,
  });

  // Without a mail server, mails are readable at /dev/mails, except in production where that would leak them.
  if (outbox && config.env !== 'production') registerDevMailsPage(app, outbox);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
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
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `\nTsunagu is running on http://localhost:${port} (database: ${database.kind}, payments: ${config.payment.provider})`,
  );
  if (withDemo) {
    console.log(`Demo logins (password "${DEMO_PASSWORD}"):`);
    for (const login of DEMO_LOGINS) console.log(`  ${login.role.padEnd(8)} ${login.email}`);
    console.log(`The operator console: http://localhost:${port}/admin`);
    if (outbox)
      console.log(`No SMTP_URL: mails are printed here and shown at http://localhost:${port}/dev/mails`);
    console.log('');
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || (error as Error).name === 'DataDirLockedError'
      ? (error as Error).message
      : error,
  );
  process.exit(1);
});
