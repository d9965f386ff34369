import './v8-flags.ts';
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './config.ts';
import { exitOnStartupError, prepare, printBanner, serve } from './server-process.ts';

/** A worker that dies is replaced after this pause (so a crash at start-up does not spin). */
const RESPAWN_MS = 1000;

/**
 * `npm run start:cluster`: N server processes sharing one port (node:cluster) on one PostgreSQL. They keep
 * nothing of their own between requests — sessions, rate limits, timers and jobs are in the database,
 * live messages go through LISTEN/NOTIFY, uploads sit in a shared folder or an S3 bucket — so any of them
 * can answer any request. The primary prepares the database once, forks the workers, replaces one that
 * dies, and on SIGTERM or SIGINT asks each to shut down gracefully and exits once they all have.
 */
async function primary() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError([
      'DATABASE_URL: required by npm run start:cluster (the embedded database serves one process; use npm start)',
    ]);
  }
  const withDemo = process.argv.includes('--seed-demo');
  await prepare(config, withDemo);

  const count = config.clusterWorkers ?? availableParallelism();
  let stopping = false;
  let listening = 0;
  let failed = false;
  const fork = () => cluster.fork();

  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (listening === count) {
      printBanner(
        config,
        { port: address.port, database: 'postgres', devMails: !config.smtpUrl },
        withDemo,
        count,
      );
    }
  });
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      // A worker still starting has no handler yet and ends by the signal itself: it served nothing.
      if (code !== 0 && signal !== 'SIGTERM') failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    console.error(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, RESPAWN_MS).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} processes`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < count; i++) fork();
}

async function worker() {
  // The primary has migrated and seeded; a worker only serves.
  await serve(loadConfig(), { prepare: false, withDemo: false });
}

(cluster.isPrimary ? primary() : worker()).catch(exitOnStartupError);
