/**
 * `npm run bench`: starts the production server (built, embedded database, demo data) and a bare
 * Fastify reference, loads both with autocannon in the same run, and prints req/s, p99 latency and the
 * ratio of each endpoint to the reference answering a body of the same size.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { targets } from './targets.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

function waitForListening(child: ChildProcess, pattern: RegExp): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(pattern);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`process exited (${code}) before listening:\n${output}`)));
  });
}

async function load(url: string) {
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'tsunagu-bench-'));
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

try {
  execSync('node scripts/build-if-stale.mjs', { stdio: 'inherit' });
  const server = spawn(process.execPath, ['dist/server/server/main.js', '--seed-demo'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: '0',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'b'.repeat(40),
    },
  });
  children.push(server);
  const serverPort = await waitForListening(server, /running on http:\/\/localhost:(\d+)/);
  const base = `http://127.0.0.1:${serverPort}`;

  const rows: Array<{ name: string; rps: number; p99: number; referenceRps: number; ratio: number }> = [];
  for (const target of targets) {
    const body = await (await fetch(base + target.path)).text();
    const reference = spawn(process.execPath, ['--import', 'tsx', 'bench/reference-server.ts'], {
      env: { ...process.env, BODY_BYTES: String(Buffer.byteLength(body)) },
    });
    children.push(reference);
    const referencePort = await waitForListening(reference, /listening (\d+)/);
    const ceiling = await load(`http://127.0.0.1:${referencePort}${target.path}`);
    reference.kill('SIGTERM');
    const measured = await load(base + target.path);
    rows.push({
      name: target.name,
      rps: measured.rps,
      p99: measured.p99,
      referenceRps: ceiling.rps,
      ratio: measured.rps / ceiling.rps,
    });
  }

  console.log(`\nBenchmark (${DURATION_S}s, ${CONNECTIONS} connections, embedded PGlite)`);
  console.log(
    'endpoint'.padEnd(28),
    'req/s'.padStart(9),
    'p99 ms'.padStart(8),
    'bare req/s'.padStart(11),
    'ratio'.padStart(7),
  );
  for (const row of rows) {
    console.log(
      row.name.padEnd(28),
      row.rps.toFixed(0).padStart(9),
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
} finally {
  stop();
}
