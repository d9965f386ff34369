import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { waitForListening } from '../../bench/wait-for-listening.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/helpers/smtp-capture.ts';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import type { DatabaseHandle } from './db/database.ts';
import { seedDemo } from './db/seed.ts';

/**
 * `npm run start:cluster` as it runs: a primary and two worker processes on one PostgreSQL, sharing one
 * port, with a real SMTP listener.
 */
let database: DatabaseHandle;
let smtp: SmtpCapture;
let dataDir: string;
let primary: ChildProcess;
let origin: string;
let output = '';

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { catalogue: false });
  smtp = await startSmtpCapture();
  dataDir = mkdtempSync(join(tmpdir(), 'tsunagu-cluster-'));
  primary = spawn(process.execPath, ['--import', 'tsx', 'src/server/cluster.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      CLUSTER_WORKERS: '2',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'info',
      SWEEP_INTERVAL_SECONDS: '1',
      SESSION_SECRET: 'cluster-test-session-secret-long-enough-0123456789',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  primary.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  primary.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const port = await waitForListening(primary, /running on http:\/\/localhost:(\d+) .*2 processes/);
  origin = `http://127.0.0.1:${port}`;
}, 120_000);
afterAll(async () => {
  if (primary && primary.exitCode === null) primary.kill('SIGKILL');
  await smtp?.close();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The primary's node children (tsx also starts an esbuild service beside them). */
const workers = () =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(primary.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command === 'node')
    .map(([pid]) => Number(pid))
    .toSorted();

async function until<T>(value: () => Promise<T> | T, done: (v: T) => boolean, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const current = await value();
    if (done(current)) return current;
    if (Date.now() > deadline)
      throw new Error(`${what}: still ${JSON.stringify(current)}\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('serves through two worker processes and replaces one that dies', async () => {
  const first = workers();
  expect(first).toHaveLength(2);
  expect((await fetch(`${origin}/api/health`)).status).toBe(200);
  process.kill(first[0] ?? 0, 'SIGKILL');
  const replaced = await until(
    workers,
    (pids) => pids.length === 2 && !pids.includes(first[0] ?? 0),
    'workers',
  );
  expect(replaced).toContain(first[1]);
  const newcomer = replaced.find((pid) => pid !== first[1]);
  await until(
    () => new RegExp(`"pid":${newcomer},[^\n]*"msg":"Server listening`).test(output),
    Boolean,
    'the new worker listening',
  );
  expect((await fetch(`${origin}/api/health`)).status).toBe(200);
});

it('sends each mail queued while both processes run once', async () => {
  const marker = `queued${Date.now()}`;
  const count = 40;
  await database.db
    .insertInto('mail_outbox')
    .values(
      Array.from({ length: count }, (_, i) => ({
        id: `${marker}n${i}`,
        recipient: `queued${i}@example.com`,
        from_name: 'Tsunagu',
        subject: 'queued',
        text: `${marker} #${i}.`,
        next_attempt_at: new Date(),
        created_at: new Date(),
      })),
    )
    .execute();
  // A row is marked sent only after its mail has left, and no process claims a row claimed or sent.
  await until(
    async () =>
      (
        await database.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('id', 'like', `${marker}%`)
          .where('status', '=', 'sent')
          .executeTakeFirstOrThrow()
      ).n,
    (sent) => sent === count,
    'mails sent',
  );
  const texts = smtp.mails.filter((mail) => mail.text.includes(marker)).map((mail) => mail.text.trim());
  expect(texts.toSorted()).toEqual(Array.from({ length: count }, (_, i) => `${marker} #${i}.`).toSorted());
});

it('on SIGTERM finishes the request under way with 200, then every process exits 0', async () => {
  const health = await fetch(`${origin}/api/health`);
  const cookies = health.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const body = JSON.stringify({ type: 'guest', email: 'guest@example.com', password: 'tsunagu-demo' });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const slow = request(`${origin}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        cookie: cookies.join('; '),
        'x-xsrf-token': decodeURIComponent(xsrf),
        'x-requested-with': 'XMLHttpRequest',
      },
    });
    slow.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    slow.on('error', reject);
    // Half the body now; once a worker has the request, SIGTERM; the rest once both are shutting down.
    slow.write(body.slice(0, 20));
    until(
      () =>
        /"msg":"incoming request"[^\n]*\/api\/login|\/api\/login[^\n]*"msg":"incoming request"/.test(output),
      Boolean,
      'the request reaching a worker',
    )
      .then(() => {
        primary.kill('SIGTERM');
        return until(
          () => output.match(/SIGTERM: shutting down/g)?.length ?? 0,
          (n) => n === 2,
          'workers shutting down',
        );
      })
      .then(() => slow.end(body.slice(20)), reject);
  });
  const exitCode = new Promise<number | null>((done) => primary.once('exit', (code) => done(code)));
  const { status, body: text } = await answer;
  expect(status, text).toBe(200);
  expect(await exitCode).toBe(0);
  expect(output).not.toMatch(/shutdown took too long/);
});
