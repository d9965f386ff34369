/**
 * `npm run soak`: the long forms of the reliability tests (issue 14; docs/operations.md, "Reliability"):
 * 10,000 random concurrent lifecycle actions on each database, 1,000 concurrent pays over 100 entries on
 * PostgreSQL (250 over 25 on PGlite, whose bounded queue answers a larger burst 503 by design), five
 * kill -9/restart cycles on each database and three PostgreSQL outages. SOAK_SCALE (default 1) shrinks
 * every size: CI runs 0.1. Needs PostgreSQL (TEST_DATABASE_URL, or the local default).
 */
import { spawnSync } from 'node:child_process';
import { reachablePostgres } from './reachable-postgres.ts';

const scale = Number(process.env.SOAK_SCALE ?? 1);
if (!(scale > 0)) throw new Error(`SOAK_SCALE must be a positive number, not ${process.env.SOAK_SCALE}`);
const size = (full: number, least: number) => String(Math.max(least, Math.round(full * scale)));

const postgresUrl = await reachablePostgres();
if (!postgresUrl) {
  console.error('The soak needs PostgreSQL: set TEST_DATABASE_URL to a server it may create databases on.');
  process.exit(1);
}

const lifecycle = [
  'src/server/features/entries/random-lifecycle.api.test.ts',
  'src/server/features/entries/payment-concurrency.api.test.ts',
];
const runs = [
  {
    name: 'PGlite: random lifecycle actions, concurrent pays',
    args: ['--project', 'api-pglite', ...lifecycle],
    env: { RELIABILITY_ACTIONS: size(10_000, 300), RELIABILITY_PAY_ENTRIES: size(25, 10) },
  },
  {
    name: 'PostgreSQL: random lifecycle actions, concurrent pays',
    args: ['--project', 'api-postgres', ...lifecycle],
    env: { RELIABILITY_ACTIONS: size(10_000, 300), RELIABILITY_PAY_ENTRIES: size(100, 10) },
  },
  {
    name: 'kill -9 and restart (PGlite, PostgreSQL); PostgreSQL stopped and started',
    args: ['--project', 'reliability'],
    env: { RELIABILITY_KILL_ROUNDS: size(5, 1), RELIABILITY_OUTAGES: size(3, 1) },
  },
];

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const run of runs) {
  console.log(
    `\n▶ ${run.name} (${Object.entries(run.env)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')})`,
  );
  const started = performance.now();
  const result = spawnSync('npx', ['vitest', 'run', ...run.args], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env, TEST_DATABASE_URL: postgresUrl },
  });
  results.push({ name: run.name, ok: result.status === 0, seconds: (performance.now() - started) / 1000 });
}

console.log(`\nsoak (SOAK_SCALE=${scale}):`);
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds.toFixed(0)} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
