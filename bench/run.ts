/**
 * `npm run bench`: for each database (embedded PGlite, and PostgreSQL when one is reachable) it prepares a
 * catalogue of BENCH_SERVICES services, starts the production server on it, and loads each target with
 * autocannon beside a bare Fastify route answering a body of the same size, in the same run. It prints
 * req/s, p99 latency and the ratio to that ceiling; then the lifecycle benchmark (./lifecycle.ts): entries
 * walked end to end per second against the same calls on the bare route.
 */
import { execFileSync, execSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/server/db/seed.ts';
import { withDatabase } from '../test/setup/database-template.ts';
import { measureLifecycle, measureLifecycleCeiling } from './lifecycle.ts';
import { BENCH_SERVICES, targets } from './targets.ts';
import { waitForListening } from './wait-for-listening.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Parallel walkers of the lifecycle benchmark (each one entry at a time, like a user). */
const LIFECYCLE_WORKERS = Number(process.env.BENCH_LIFECYCLE_WORKERS ?? 8);

async function load(url: string) {
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function postgresUrl(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

type Row = { database: string; name: string; rps: number; p99: number; referenceRps: number; ratio: number };

async function measure(database: string, env: NodeJS.ProcessEnv): Promise<Row[]> {
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/prepare-database.ts'], { env, stdio: 'inherit' });
  const server = spawn(process.execPath, ['dist/server/server/main.js'], { env });
  try {
    const port = await waitForListening(server, /running on http:\/\/localhost:(\d+)/);
    const base = `http://127.0.0.1:${port}`;
    const rows: Row[] = [];
    for (const target of targets) {
      const body = await (await fetch(base + target.path)).text();
      const reference = spawn(process.execPath, ['--import', 'tsx', 'bench/reference-server.ts'], {
        env: { ...process.env, BODY_BYTES: String(Buffer.byteLength(body)) },
      });
      const referencePort = await waitForListening(reference, /listening (\d+)/);
      const ceiling = await load(`http://127.0.0.1:${referencePort}${target.path}`);
      reference.kill('SIGTERM');
      const measured = await load(base + target.path);
      rows.push({
        database,
        name: target.name,
        ...measured,
        referenceRps: ceiling.rps,
        ratio: measured.rps / ceiling.rps,
      });
    }
    const reference = spawn(process.execPath, ['--import', 'tsx', 'bench/reference-server.ts'], {
      env: { ...process.env, BODY_BYTES: '1000' },
    });
    const referencePort = await waitForListening(reference, /listening (\d+)/);
    const ceiling = await measureLifecycleCeiling(
      `http://127.0.0.1:${referencePort}`,
      DURATION_S,
      LIFECYCLE_WORKERS,
    );
    reference.kill('SIGTERM');
    const lifecycle = await measureLifecycle(base, DEMO_PASSWORD, DURATION_S, LIFECYCLE_WORKERS);
    rows.push({
      database,
      name: 'lifecycle c2g, 8 calls (entries/s)',
      rps: lifecycle.perSecond,
      p99: lifecycle.p99,
      referenceRps: ceiling.perSecond,
      ratio: lifecycle.perSecond / ceiling.perSecond,
    });
    return rows;
  } finally {
    server.kill('SIGTERM');
  }
}

execSync('node scripts/build-if-stale.mjs', { stdio: 'inherit' });
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PORT: '0',
  SESSION_SECRET: 'b'.repeat(40),
};
const rows: Row[] = [];

const dataDir = mkdtempSync(join(tmpdir(), 'tsunagu-bench-'));
try {
  rows.push(...(await measure('pglite', { ...serverEnv, DATA_DIR: dataDir })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const adminUrl = await postgresUrl();
if (adminUrl) {
  const name = `tsunagu_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  try {
    rows.push(...(await measure('postgres', { ...serverEnv, DATABASE_URL: withDatabase(adminUrl, name) })));
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
} else {
  console.warn('PostgreSQL is not reachable (TEST_DATABASE_URL): measured on PGlite only.');
}

console.log(`\nBenchmark (${DURATION_S}s, ${CONNECTIONS} connections, ${BENCH_SERVICES} services)`);
console.log(
  'db'.padEnd(9),
  'endpoint'.padEnd(38),
  'req/s'.padStart(8),
  'p99 ms'.padStart(8),
  'bare req/s'.padStart(11),
  'ratio'.padStart(7),
);
for (const row of rows) {
  console.log(
    row.database.padEnd(9),
    row.name.padEnd(38),
    row.rps.toFixed(0).padStart(8),
    row.p99.toFixed(1).padStart(8),
    row.referenceRps.toFixed(0).padStart(11),
    row.ratio.toFixed(3).padStart(7),
  );
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  JSON.stringify(rows, null, 2),
);
