import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import type { Clock } from '../../src/server/clock.ts';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.ts';
import { seedDemo } from '../../src/server/db/seed.ts';
import type { EntriesInProgress } from '../../src/server/features/services/service.ts';
import { createSmtpMailer } from '../../src/server/mail/smtp-mailer.ts';
import type { PaymentProvider } from '../../src/server/payments/payment-provider.ts';
import { createDiskFileStore, type FileStore } from '../../src/server/storage/file-store.ts';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  /** Every mail the app sent, received by a real SMTP listener on loopback. */
  smtp: SmtpCapture;
  /** Where the app keeps uploaded bytes (a test may seed pictures into it). */
  fileStore: FileStore;
  /** A caller with its own cookie jar that behaves like the web client (XSRF header, X-Requested-With). */
  agent(): Agent;
  close(): Promise<void>;
}

export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-22T10:00:00+09:00')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export async function createTestApp(
  options: {
    /** Another process's view of a test app's database (`sameDatabaseAs`); a fresh database otherwise. */
    database?: DatabaseHandle;
    /** Where uploads go (a temporary folder on the disk when absent). */
    fileStore?: FileStore;
    /** Time shared with another test app (a second process sees the same moment). */
    clock?: TestClock;
    seed?: boolean;
    loginRateLimitPerMinute?: number;
    /** A provider, or how to make one on the test's database (the Stripe adapter keeps its customers there). */
    paymentProvider?:
      | PaymentProvider
      | ((deps: { db: DatabaseHandle['db']; clock: Clock }) => PaymentProvider);
    hasEntriesInProgress?: EntriesInProgress;
    metricsToken?: string;
    /** Log at info into this stream (no logging otherwise). */
    logStream?: { write(line: string): void };
    /** Serve this built web app (a test's own small one) as production does. */
    webDist?: string;
    sitemapPageSize?: number;
    /** false: every catalogue request runs its queries (tests of what they send). */
    catalogueCache?: boolean;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  if (!options.database && (options.seed ?? true)) await seedDemo(database.db, { catalogue: false });
  const clock = options.clock ?? new TestClock();
  const smtp = await startSmtpCapture();
  const uploadsDir = mkdtempSync(join(tmpdir(), 'tsunagu-uploads-'));
  const fileStore = options.fileStore ?? createDiskFileStore(uploadsDir);
  const app = await buildApp({
    database,
    clock,
    appOrigin: 'http://localhost:3000',
    sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
    loginRateLimitPerMinute: options.loginRateLimitPerMinute ?? 1000,
    mailer: createSmtpMailer(smtp.url, 'no-reply@tsunagu.test'),
    fileStore,
    ...(options.paymentProvider
      ? {
          paymentProvider:
            typeof options.paymentProvider === 'function'
              ? options.paymentProvider({ db: database.db, clock })
              : options.paymentProvider,
        }
      : {}),
    ...(options.hasEntriesInProgress ? { hasEntriesInProgress: options.hasEntriesInProgress } : {}),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
    ...(options.logStream ? { logLevel: 'info', logStream: options.logStream } : {}),
    ...(options.webDist ? { serveWeb: { webDist: options.webDist } } : {}),
    ...(options.sitemapPageSize ? { sitemapPageSize: options.sitemapPageSize } : {}),
    ...(options.catalogueCache === false ? { catalogueCache: false } : {}),
  });
  await app.ready();
  smtp.settleWith(() => app.mailOutbox.idle());
  return {
    app,
    database,
    clock,
    smtp,
    fileStore,
    agent: () => new Agent(app),
    close: async () => {
      await app.close();
      await smtp.close();
      rmSync(uploadsDir, { recursive: true, force: true });
      await database.close();
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class Agent {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/health');
    const options: InjectOptions = {
      method,
      url,
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-requested-with': 'XMLHttpRequest',
        'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    };
    const response = await this.app.inject(options);
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }>) {
      const expired =
        cookie.value === '' ||
        (cookie.expires && cookie.expires.getTime() <= Date.now()) ||
        cookie.maxAge === 0;
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }
  put(url: string, body?: unknown) {
    return this.request('PUT', url, body);
  }
  patch(url: string, body?: unknown) {
    return this.request('PATCH', url, body);
  }
  delete(url: string) {
    return this.request('DELETE', url);
  }

  login(type: 'cast' | 'guest', email = `${type}@example.com`, password = 'tsunagu-demo') {
    return this.post('/api/login', { type, email, password });
  }

  /**
   * Signs in to the operator console as the demo operator, in `locale` when given: the console's language,
   * which the operator's mails then use.
   */
  loginOperator({ locale, email = 'operator@example.com' }: { locale?: string; email?: string } = {}) {
    return this.post(
      '/api/admin/login',
      { email, password: 'tsunagu-demo' },
      locale ? { 'accept-language': locale } : undefined,
    );
  }
}

/**
 * A second server process on the database of `t` (PostgreSQL): its own pool, app, scheduler and streams,
 * as another process of `npm run start:cluster` has.
 */
export async function createSecondProcess(t: TestApp, options: Parameters<typeof createTestApp>[0] = {}) {
  if (!t.database.url) throw new Error('a second process needs PostgreSQL');
  const database = await openDatabase({ kind: 'postgres', url: t.database.url });
  return createTestApp({ ...options, database, clock: t.clock });
}

/** The demo cast and the demo guest, each signed in with their own agent. */
export async function signInDemoParties(t: TestApp) {
  const cast = t.agent();
  const guest = t.agent();
  await cast.login('cast');
  await guest.login('guest');
  return { cast, guest };
}
