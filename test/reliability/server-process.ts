import { type ChildProcess, spawn } from 'node:child_process';
import { waitForListening } from '../../bench/wait-for-listening.ts';
import { type DatabaseTarget, openDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { seedDemo } from '../../src/server/db/seed.ts';

/** A real server process (`src/server/main.ts`, as `npm start` runs it), on its own port. */
export interface ServerProcess {
  base: string;
  pid: number;
  /** Whether it is still running (a database outage must not end it). */
  alive(): boolean;
  /** kill -9: no shutdown hook runs, nothing is flushed. */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<void>;
  /** The end of what it printed, to read a failure by. */
  output(): string;
}

/** Migrates the database and writes the demo accounts (without the demo catalogue, which the tests do not read). */
export async function prepareDatabase(target: DatabaseTarget) {
  const database = await openDatabase(target);
  try {
    await migrateToLatest(database.db);
    await seedDemo(database.db, { catalogue: false });
  } finally {
    await database.close();
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the server on DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL), as `env` says. */
export async function startServer(env: { DATA_DIR: string; DATABASE_URL?: string }): Promise<ServerProcess> {
  const { DATABASE_URL: _inherited, ...parent } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...parent,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await waitForListening(child, /running on http:\/\/localhost:(\d+)/);
  // Keep reading its output (so that a full pipe never blocks it), and keep its end.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    alive: () => child.exitCode === null && child.signalCode === null,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    output: () => output,
  };
}
