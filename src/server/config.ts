import { z } from 'zod';
import type { S3Options } from './storage/s3-file-store.ts';

/**
 * Configuration from the environment, validated once at start-up so a wrong value fails before the
 * server listens, with a message naming the variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.email().default('no-reply@localhost'),
  APP_ORIGIN: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  // Only behind a reverse proxy: otherwise a caller could choose its own IP (and dodge rate limits).
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  // Another Stripe API host, such as a local stand-in; Stripe's own when absent.
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  // The pause between two runs of the background sweeps (timers, mail outbox, billing, payouts).
  SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // Keep signed-out catalogue answers until a write changes them (docs/decisions/0005); off measures without.
  CATALOGUE_CACHE: z.enum(['on', 'off']).default('on'),
  // Keep the public pages drawn for signed-out readers until a write (spa/kept-pages.ts); off measures without.
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  // PostgreSQL: run repeated statements prepared (db/prepared-statements.ts); off for a pooler that cannot.
  PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  // npm run start:cluster: how many server processes (the machine's parallelism when absent).
  CLUSTER_WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  // Another S3-compatible service (MinIO, R2…); AWS's own when absent.
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  S3_PREFIX: z.string().default(''),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appOrigin: string;
  /** Absent outside production: main.ts then keeps a generated one in DATA_DIR. */
  sessionSecret: string | undefined;
  loginRateLimitPerMinute: number;
  trustProxy: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The bearer token of GET /metrics; no metrics page without it. */
  metricsToken: string | undefined;
  payment: PaymentConfig;
  storage: StorageConfig;
  sweepIntervalSeconds: number;
  /** How many processes `npm run start:cluster` runs; undefined = one per core. */
  clusterWorkers: number | undefined;
  /** CATALOGUE_CACHE: signed-out catalogue answers kept until a write changes them. */
  catalogueCache: boolean;
  /** PAGE_CACHE: public pages drawn for signed-out readers kept until a write changes what they show. */
  pageCache: boolean;
  /** PREPARED_STATEMENTS: PostgreSQL prepares the statements the app repeats. */
  preparedStatements: boolean;
}

/** Where uploads live: DATA_DIR/uploads on the local disk, or an S3-compatible bucket. */
export type StorageConfig = { kind: 'disk' } | ({ kind: 's3' } & S3Options);

/** Which card provider the site uses: the built-in sandbox, or Stripe with its keys. */
export type PaymentConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'stripe';
      secretKey: string;
      /** The key the browser's Stripe.js uses. */
      publishableKey: string;
      webhookSecret: string;
      apiUrl: string | undefined;
    };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError(['SESSION_SECRET: required in production (at least 32 characters)']);
  }
  const payment = paymentConfig(e);
  const storage = storageConfig(e);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appOrigin: (e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    payment,
    storage,
    sweepIntervalSeconds: e.SWEEP_INTERVAL_SECONDS,
    clusterWorkers: e.CLUSTER_WORKERS,
    catalogueCache: e.CATALOGUE_CACHE === 'on',
    pageCache: e.PAGE_CACHE === 'on',
    preparedStatements: e.PREPARED_STATEMENTS === 'on',
  };
}

function storageConfig(e: z.infer<typeof envSchema>): StorageConfig {
  if (e.STORAGE === 'disk') return { kind: 'disk' };
  const problems = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
    .filter((name) => !e[name])
    .map((name) => `${name}: required when STORAGE=s3`);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    kind: 's3',
    ...(e.S3_ENDPOINT && { endpoint: e.S3_ENDPOINT }),
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    prefix: e.S3_PREFIX,
  };
}

function paymentConfig(e: z.infer<typeof envSchema>): PaymentConfig {
  if (e.PAYMENT_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  const required = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: e.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
  };
  const problems = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => `${name}: required when PAYMENT_PROVIDER=stripe`);
  const mode = (key: string | undefined) => (key?.includes('_live_') ? 'live' : 'test');
  if (
    e.STRIPE_SECRET_KEY &&
    e.STRIPE_PUBLISHABLE_KEY &&
    mode(e.STRIPE_SECRET_KEY) !== mode(e.STRIPE_PUBLISHABLE_KEY)
  ) {
    problems.push('STRIPE_PUBLISHABLE_KEY: must be of the same mode (test or live) as STRIPE_SECRET_KEY');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    provider: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY ?? '',
    publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
    webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
    apiUrl: e.STRIPE_API_URL,
  };
}
