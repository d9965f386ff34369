import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Caller, signIn } from '../../bench/lifecycle.ts';
import type { DatabaseTarget } from '../../src/server/db/database.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed.ts';
import { reliabilitySize } from '../helpers/reliability.ts';
import { withDatabase } from '../setup/database-template.ts';
import { prepareDatabase, type ServerProcess, startServer } from './server-process.ts';

/**
 * Issue 14, crash safety: a real server process is killed with SIGKILL while writers send messages as
 * fast as it answers, then started again on the same data. Every message it acknowledged (201) before
 * the kill must be there after the restart. RELIABILITY_KILL_ROUNDS kill/restart cycles (more in soak),
 * RELIABILITY_KILL_AFTER acknowledged writes per cycle before the kill.
 */
const ROUNDS = reliabilitySize('RELIABILITY_KILL_ROUNDS', 1);
const WRITES_BEFORE_KILL = reliabilitySize('RELIABILITY_KILL_AFTER', 150);
const WRITERS = 8;

interface Place {
  name: string;
  env: { DATA_DIR: string; DATABASE_URL?: string };
  target: DatabaseTarget;
  cleanUp(): Promise<void>;
}

function pglitePlace(): Place {
  const dataDir = mkdtempSync(join(tmpdir(), 'tsunagu-kill-'));
  return {
    name: 'PGlite (DATA_DIR)',
    env: { DATA_DIR: dataDir },
    target: { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresPlace(adminUrl: string): Promise<Place> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tsunagu-kill-'));
  const name = `tsunagu_kill_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = withDatabase(adminUrl, name);
  return {
    name: 'PostgreSQL (DATABASE_URL)',
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    target: { kind: 'postgres', url, poolSize: 1 },
    cleanUp: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every message of the guest's conversation with the cast, through the thread's pages. */
async function messagesSeen(guest: Caller, castId: string): Promise<Set<string>> {
  const seen = new Set<string>();
  let after = '';
  for (;;) {
    const page = await guest.call('GET', `/api/messages/${castId}${after ? `?lastMessageId=${after}` : ''}`);
    expect(page.status).toBe(200);
    const messages = (page.json as unknown as { data: { messages: Array<{ id: string; body: string }> } })
      .data.messages;
    for (const message of messages) seen.add(message.body);
    if (messages.length === 0) return seen;
    after = messages[messages.length - 1]!.id;
  }
}

/**
 * Writers send messages until the server has acknowledged `count` of them, then the server is killed
 * while they are still sending. Returns the bodies of the acknowledged ones, and any 5xx before the kill.
 */
async function writeUntilKilled(server: ServerProcess, guest: Caller, castId: string, round: number) {
  const acknowledged: string[] = [];
  const serverErrors: number[] = [];
  let killing: Promise<void> | undefined;
  const writer = async (w: number) => {
    for (let i = 0; ; i++) {
      const body = `round ${round} writer ${w} message ${i}`;
      let status: number;
      try {
        status = (await guest.call('POST', `/api/messages/${castId}`, { body })).status;
      } catch {
        return; // The connection died with the process: this write was never acknowledged.
      }
      if (status === 201) acknowledged.push(body);
      else if (status >= 500 && !killing) serverErrors.push(status);
      if (acknowledged.length >= WRITES_BEFORE_KILL) killing ??= server.kill9();
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  await killing;
  return { acknowledged, serverErrors };
}

const places: Array<{ database: string; make: () => Promise<Place> }> = [
  { database: 'PGlite', make: async () => pglitePlace() },
  ...(process.env.TEST_DATABASE_URL
    ? [{ database: 'PostgreSQL', make: () => postgresPlace(process.env.TEST_DATABASE_URL!) }]
    : []),
];

const cleanUps: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanUp of cleanUps) await cleanUp();
});

describe.each(places)('kill -9 during writes on $database', ({ make }) => {
  it(
    `keeps every acknowledged write through ${ROUNDS} kill/restart cycles`,
    async () => {
      const place = await make();
      let server: ServerProcess | undefined;
      cleanUps.push(async () => {
        if (server?.alive()) await server.kill9();
        await place.cleanUp();
      });
      await prepareDatabase(place.target);
      const acknowledged: string[] = [];
      server = await startServer(place.env);
      for (let round = 1; round <= ROUNDS; round++) {
        const cast = await signIn(server.base, 'cast', 'cast@example.com', DEMO_PASSWORD);
        const castId = (await cast.ok('GET', '/api/me'))?.data?.id as string;
        const guest = await signIn(server.base, 'guest', 'guest@example.com', DEMO_PASSWORD);
        const written = await writeUntilKilled(server, guest, castId, round);
        expect(written.serverErrors, place.name).toEqual([]);
        expect(written.acknowledged.length).toBeGreaterThanOrEqual(WRITES_BEFORE_KILL);
        acknowledged.push(...written.acknowledged);

        // The same data again: PGlite reopens its directory (the dead process's lock is stale).
        server = await startServer(place.env);
        const seen = await messagesSeen(
          await signIn(server.base, 'guest', 'guest@example.com', DEMO_PASSWORD),
          castId,
        );
        const lost = acknowledged.filter((body) => !seen.has(body));
        expect(lost, `${place.name}, round ${round}: acknowledged writes lost`).toEqual([]);
        console.log(
          `${place.name} round ${round}: ${written.acknowledged.length} writes acknowledged before kill -9, ` +
            `${seen.size} messages after restart, none lost`,
        );
      }
      await server.stop();
    },
    ROUNDS * 120_000,
  );
});
