/**
 * `npm run bench`: every goal of issue 14 with its figure, beside references measured in the same run,
 * and the public pages React draws on the server (issue 28: the top page and a service page).
 *
 * For each database (embedded PGlite, and PostgreSQL when one is reachable) and each catalogue size
 * (BENCH_SERVICES, default 100k and 1M; PGlite up to BENCH_PGLITE_MAX_SERVICES) it seeds the catalogue,
 * starts the production server on it, and loads each target (./targets.ts) with autocannon, in turns
 * with its references: a bare Fastify route answering a body of the same size (./reference-server.ts),
 * and for catalogue pages on PostgreSQL the server's own page statement run as one prepared raw `pg`
 * statement (./reference-catalogue.ts). The server is measured as deployed, its cache of signed-out
 * catalogue answers on; the catalogue pages are then loaded again on a server started with
 * CATALOGUE_CACHE=off, in turns with the prepared reference again, so what a page costs when it misses
 * is printed beside (rows and columns labelled "cache off"). Each process's CPU time per request is read
 * from /proc around its load. On PostgreSQL it
 * then walks entries through the lifecycle (./lifecycle.ts) with a real SMTP
 * listener configured. It prints the measurements and the goals table (./goals.ts), and writes both to
 * .tmp/bench.json.
 */
import { type ChildProcess, execFileSync, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { HANDOVER_ELEMENT_ID } from '../src/core/server-render.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed.ts';
import { withDatabase } from '../test/setup/database-template.ts';
import { SERVER_OUT } from './compiled-server.ts';
import {
  type GoalRow,
  judge,
  type LifecycleFigures,
  type Load,
  type RunFigures,
  type TargetFigures,
} from './goals.ts';
import { measureLifecycle } from './lifecycle.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { BENCH_SIZES, type BenchTarget, PGLITE_MAX_SERVICES, targets } from './targets.ts';
import { waitForListening } from './wait-for-listening.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
/** Seconds of load before each measured one, for the JIT and the caches (BENCH_WARMUP). */
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 1);
/** The issue states the catalogue's p99 goal at 10 connections. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Parallel walkers of the lifecycle benchmark (each one entry at a time, like a user). */
const LIFECYCLE_WORKERS = Number(process.env.BENCH_LIFECYCLE_WORKERS ?? 8);
/**
 * A target and its references are loaded in turns (reference, server, reference, server), each load
 * 1/TURNS of BENCH_DURATION, and each side's loads taken together: this machine's speed drifts by a fifth
 * over minutes, which loads taken one after the other read as a difference between them.
 */
const TURNS = 2;
const CLOCK_TICKS_PER_SECOND = Number(execSync('getconf CLK_TCK').toString().trim());
const METRICS_TOKEN = 'bench-metrics-token-'.padEnd(40, 'x');

/** User + system CPU time a process has used, in seconds (fields 14 and 15 of /proc/<pid>/stat). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

async function load(url: string, pid: number, seconds = DURATION_S): Promise<Load> {
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S });
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    seconds: result.duration,
    requests: result.requests.total,
    // Only answers that succeeded count: a server shedding load with fast 503s is not faster.
    rps: result['2xx'] / result.duration,
    p99: result.latency.p99,
    // Little's law over the whole load: autocannon's own mean comes from a histogram of whole
    // milliseconds, which reads a kept answer of a tenth of one as 0.05 or 0.13 depending on rounding.
    meanMs: (CONNECTIONS * 1000 * result.duration) / Math.max(1, result.requests.total),
    cpuUsPerRequest: (cpu * 1e6) / Math.max(1, result.requests.total),
    failed: result.non2xx + result.errors,
  };
}

/** Loads of one target taken in turns, as one: their requests and seconds summed, the worst p99 kept. */
function together(loads: Load[]): Load {
  const seconds = loads.reduce((sum, l) => sum + l.seconds, 0);
  const requests = loads.reduce((sum, l) => sum + l.requests, 0);
  return {
    seconds,
    requests,
    rps: loads.reduce((sum, l) => sum + l.rps * l.seconds, 0) / seconds,
    p99: Math.max(...loads.map((l) => l.p99)),
    meanMs: (CONNECTIONS * 1000 * seconds) / Math.max(1, requests),
    cpuUsPerRequest:
      loads.reduce((sum, l) => sum + l.cpuUsPerRequest * l.requests, 0) / Math.max(1, requests),
    failed: loads.reduce((sum, l) => sum + l.failed, 0),
  };
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

/** Starts a bench script in its own process and resolves once it listens. */
async function startScript(script: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env } });
  const port = await waitForListening(child, /listening (\d+)/);
  return { child, base: `http://127.0.0.1:${port}` };
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The lifecycle's figures; a walk that fails (a broken step) is reported, and the other goals still are. */
async function lifecycleOf(base: string): Promise<LifecycleFigures> {
  try {
    return await measureLifecycle(base, DEMO_PASSWORD, DURATION_S, LIFECYCLE_WORKERS);
  } catch (error) {
    console.warn(`  lifecycle failed: ${error instanceof Error ? error.message : String(error)}`);
    return { failure: error instanceof Error ? error.message : String(error) };
  }
}

async function measureTarget(
  target: BenchTarget,
  server: ChildProcess,
  base: string,
  prepared?: { child: ChildProcess; base: string },
) {
  const path = target.path.includes('{service}')
    ? target.path.replace('{service}', await firstServiceId(base))
    : target.path;
  target = { ...target, path };
  const body = await (await fetch(base + target.path)).text();
  // A page the server failed to draw is answered with an empty root for the browser to draw: measuring
  // that would time something else.
  if (target.drawnPage && !body.includes(`id="${HANDOVER_ELEMENT_ID}"`))
    throw new Error(`${target.path} was not drawn on the server (see the server's warnings)`);
  const bare = await startScript('bench/reference-server.ts', {
    BODY_BYTES: String(Buffer.byteLength(body)),
  });
  try {
    const reference = prepared && target.cataloguePage ? prepared : undefined;
    const loads: { bare: Load[]; server: Load[]; prepared: Load[] } = { bare: [], server: [], prepared: [] };
    for (let turn = 0; turn < TURNS; turn++) {
      loads.bare.push(await load(bare.base + target.path, bare.child.pid ?? 0, DURATION_S / TURNS));
      loads.server.push(await load(base + target.path, server.pid ?? 0, DURATION_S / TURNS));
      if (reference) {
        loads.prepared.push(
          await load(reference.base + target.path, reference.child.pid ?? 0, DURATION_S / TURNS),
        );
      }
    }
    const figures: TargetFigures = { bare: together(loads.bare), server: together(loads.server) };
    if (reference) figures.prepared = together(loads.prepared);
    console.log(
      `  ${target.name}: ${figures.server.rps.toFixed(0)} req/s (bare ${figures.bare.rps.toFixed(0)}` +
        `${figures.prepared ? `, prepared pg ${figures.prepared.rps.toFixed(0)}` : ''}), p99 ${figures.server.p99} ms`,
    );
    return figures;
  } finally {
    await stop(bare.child);
  }
}

/** The first service of the catalogue: published, so its page is public and drawn on the server. */
async function firstServiceId(base: string): Promise<string> {
  const answer = await fetch(`${base}/api/services?perPage=1`);
  const id = ((await answer.json()) as { data?: { id: string }[] }).data?.[0]?.id;
  if (!answer.ok || !id) throw new Error(`the catalogue has no published service (${answer.status})`);
  return id;
}

/** Starts the production server on a prepared database and resolves with its base URL once it listens. */
async function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [`${SERVER_OUT}/server/main.js`], { env });
  try {
    const port = await waitForListening(child, /running on http:\/\/localhost:(\d+)/);
    return { child, base: `http://127.0.0.1:${port}` };
  } catch (error) {
    await stop(child);
    throw error;
  }
}

async function measure(
  database: RunFigures['database'],
  env: NodeJS.ProcessEnv,
  services: number,
): Promise<RunFigures> {
  const seedStarted = performance.now();
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/prepare-database.ts', String(services)], {
    env,
    stdio: 'inherit',
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`${database}, ${services} services:`);
  const byTarget = new Map<BenchTarget['id'], TargetFigures>();
  let lifecycle: LifecycleFigures | undefined;
  let prepared: Awaited<ReturnType<typeof startScript>> | undefined;
  const server = await startServer(env);
  try {
    if (database === 'postgres') {
      prepared = await startScript('bench/reference-catalogue.ts', {
        DATABASE_URL: env.DATABASE_URL,
        BENCH_PATHS: JSON.stringify(targets.filter((t) => t.cataloguePage).map((t) => t.path)),
      });
    }
    for (const target of targets)
      byTarget.set(target.id, await measureTarget(target, server.child, server.base, prepared));
    if (database === 'postgres') lifecycle = await lifecycleOf(server.base);
  } catch (error) {
    if (prepared) await stop(prepared.child);
    throw error;
  } finally {
    await stop(server.child);
  }
  const figures = (id: BenchTarget['id']) => {
    const found = byTarget.get(id);
    if (!found) throw new Error(`no target ${id} in bench/targets.ts`);
    return found;
  };
  // The same catalogue pages with the server's cache of signed-out answers off, and the drawn pages
  // with its kept pages off: what every request costs when it misses (PGlite's data directory takes one
  // server at a time, so after the first).
  const uncached = await startServer({ ...env, CATALOGUE_CACHE: 'off', PAGE_CACHE: 'off' });
  const uncachedPages = targets.filter((t) => t.cataloguePage);
  const drawnPages = targets.filter((t) => t.drawnPage);
  try {
    // A fresh server's first load ran about 5 % slower than its later ones (its code still being compiled,
    // its heap growing): every page is loaded once before any is measured, so the first measured is not
    // the only one paying for it. The cache-on server is warm from the loads before its catalogue pages.
    for (const target of uncachedPages)
      await autocannon({ url: uncached.base + target.path, connections: CONNECTIONS, duration: WARMUP_S });
    for (const target of uncachedPages) {
      const found = figures(target.id);
      if (!prepared) {
        found.uncached = await load(uncached.base + target.path, uncached.child.pid ?? 0);
      } else {
        // Its ratio is taken against the prepared reference loaded again, in turns with it.
        const server: Load[] = [];
        const reference: Load[] = [];
        for (let turn = 0; turn < TURNS; turn++) {
          server.push(await load(uncached.base + target.path, uncached.child.pid ?? 0, DURATION_S / TURNS));
          reference.push(
            await load(prepared.base + target.path, prepared.child.pid ?? 0, DURATION_S / TURNS),
          );
        }
        found.uncached = together(server);
        found.preparedBesideUncached = together(reference);
      }
      console.log(
        `  ${target.name}, CATALOGUE_CACHE=off: ${found.uncached.rps.toFixed(0)} req/s, p99 ${found.uncached.p99} ms` +
          `${found.preparedBesideUncached ? ` (prepared pg in turns ${found.preparedBesideUncached.rps.toFixed(0)})` : ''}`,
      );
    }
    for (const target of drawnPages) {
      const path = target.path.replace('{service}', await firstServiceId(uncached.base));
      await autocannon({ url: uncached.base + path, connections: CONNECTIONS, duration: WARMUP_S });
      const found = figures(target.id);
      found.uncached = await load(uncached.base + path, uncached.child.pid ?? 0);
      console.log(
        `  ${target.name}, PAGE_CACHE=off: ${found.uncached.rps.toFixed(0)} req/s, p99 ${found.uncached.p99} ms`,
      );
    }
  } finally {
    await stop(uncached.child);
    if (prepared) await stop(prepared.child);
  }
  const run: RunFigures = {
    database,
    services,
    seedSeconds,
    site: figures('site'),
    newest: figures('newest'),
    filtered: figures('filtered'),
    topPage: figures('topPage'),
    servicePage: figures('servicePage'),
  };
  if (lifecycle) run.lifecycle = lifecycle;
  return run;
}

const commit = execSync('git rev-parse --short HEAD').toString().trim();
const uncommitted = execSync('git status --porcelain -- src').toString().trim() !== '';
const loadBefore = loadavg();
const started = new Date();

// The API is what is measured: only the server is compiled, into a directory of its own, and the web
// app is built (by build-if-stale, into dist/) only when there is none, since the server serves it.
if (!existsSync('dist/web/index.html')) execSync('node scripts/build-if-stale.mjs', { stdio: 'inherit' });
try {
  execSync(`npx tsc -p tsconfig.server.json --outDir ${SERVER_OUT}`, { stdio: 'inherit' });
} catch {
  console.warn('The server does not typecheck (above); measuring what tsc emitted.');
}

const smtp = await startSmtpSink();
// The lifecycle benchmark reads the server's statement counter at /metrics with this token.
process.env.METRICS_TOKEN = METRICS_TOKEN;
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PORT: '0',
  SESSION_SECRET: 'b'.repeat(40),
  SMTP_URL: smtp.url,
  METRICS_TOKEN,
};
const runs: RunFigures[] = [];
try {
  const pgliteSizes = BENCH_SIZES.filter((size) => size <= PGLITE_MAX_SERVICES);
  const dataDir = mkdtempSync(join(tmpdir(), 'tsunagu-bench-'));
  try {
    for (const size of pgliteSizes)
      runs.push(await measure('pglite', { ...serverEnv, DATA_DIR: dataDir }, size));
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
      const env = { ...serverEnv, DATABASE_URL: withDatabase(adminUrl, name) };
      for (const size of BENCH_SIZES) runs.push(await measure('postgres', env, size));
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  } else {
    console.warn('PostgreSQL is not reachable (TEST_DATABASE_URL): measured on PGlite only.');
  }
} finally {
  await smtp.close();
}

const loadAfter = loadavg();
const fixed = (value: number, digits = 0) => value.toFixed(digits);
console.log(
  `\nnpm run bench on ${commit}${uncommitted ? ' (with uncommitted changes under src/)' : ''}, ${started.toISOString()}: ` +
    `${DURATION_S} s a load after ${WARMUP_S} s warm-up, ${CONNECTIONS} connections, ${cpus().length} cores, ` +
    `load average ${fixed(loadBefore[0] ?? 0, 1)} before, ${fixed(loadAfter[0] ?? 0, 1)} after`,
);
console.log('\nMeasurements (req/s, p99 ms, CPU µs a request of the process answering):');
const header = [
  'db',
  'services',
  'seed s',
  'target',
  'server',
  'p99',
  'CPU',
  'bare',
  'p99',
  'CPU',
  'prepared pg',
  'p99',
  'CPU',
  'server, cache off',
  'p99',
  'CPU',
  'prepared pg, in turns with it',
  'p99',
  'CPU',
];
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '--').join('|')}|`);
for (const run of runs) {
  for (const target of targets) {
    const { server, bare, prepared, uncached, preparedBesideUncached } = run[target.id];
    const cells = (l: Load | undefined) =>
      l ? [fixed(l.rps), fixed(l.p99), fixed(l.cpuUsPerRequest)] : ['—', '—', '—'];
    const row = [
      run.database,
      String(run.services),
      fixed(run.seedSeconds),
      target.name,
      ...cells(server),
      ...cells(bare),
      ...cells(prepared),
      ...cells(uncached),
      ...cells(preparedBesideUncached),
    ];
    console.log(`| ${row.join(' | ')} |`);
  }
}

const goals: GoalRow[] = runs.flatMap(judge);
console.log('\nGoals of issue 14:');
console.log(
  '| db | services | goal | figure | reference (measured in the same run) | goal | verdict |\n|--|--:|--|--:|--|--|--|',
);
for (const g of goals) {
  console.log(
    `| ${g.database} | ${g.services} | ${g.goal} | ${g.figure} | ${g.reference} | ${g.target} | ${g.verdict} |`,
  );
}

mkdirSync('.tmp', { recursive: true });
writeFileSync(
  '.tmp/bench.json',
  JSON.stringify(
    {
      commit,
      uncommitted,
      started: started.toISOString(),
      durationS: DURATION_S,
      connections: CONNECTIONS,
      loadAverage: { before: loadBefore, after: loadAfter },
      runs,
      goals,
    },
    null,
    2,
  ),
);
console.log('\nWritten to .tmp/bench.json');
