import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Caller, signIn } from '../../bench/lifecycle.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed.ts';
import { reliabilitySize } from '../helpers/reliability.ts';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres.ts';
import { prepareDatabase, type ServerProcess, startServer } from './server-process.ts';

/**
 * Issue 14: PostgreSQL stopped and started under load. A private cluster (never the machine's shared
 * server) is stopped while readers and writers keep calling a real server process: meanwhile every
 * answer is a 503 with Retry-After, none a 500, none hangs; once the database is back the same process
 * answers 2xx again without a restart. RELIABILITY_OUTAGES sets how many stop/start cycles (more in soak).
 */
const OUTAGES = reliabilitySize('RELIABILITY_OUTAGES', 1);
const DOWN_MS = 4000;
const WORKERS = 8;
/** Longer than any answer may take: the pool gives up connecting after 5 s. */
const HANG_MS = 15_000;

/** pg_ctl runs synchronously: no call starts while the cluster is stopping or starting. */
type Phase = 'up' | 'down' | 'recovering';
interface Answer {
  /** The phase when the call was made, and when its answer came. */
  phase: Phase;
  endPhase: Phase;
  status: number | 'hang' | 'network error';
  retryAfter: string | null;
  ms: number;
}

let postgres: PrivatePostgres | undefined;
let server: ServerProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'tsunagu-outage-'));
afterAll(async () => {
  if (server?.alive()) await server.kill9();
  postgres?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

async function timed(phase: () => Phase, call: () => ReturnType<Caller['call']>): Promise<Answer> {
  const started = performance.now();
  const at = phase();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), HANG_MS);
  });
  try {
    const answer = await Promise.race([call(), hang]);
    const ms = performance.now() - started;
    const ended = { phase: at, endPhase: phase(), ms };
    if (answer === 'hang') return { ...ended, status: 'hang', retryAfter: null };
    return { ...ended, status: answer.status, retryAfter: answer.headers.get('retry-after') };
  } catch {
    return {
      phase: at,
      endPhase: phase(),
      status: 'network error',
      retryAfter: null,
      ms: performance.now() - started,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** "phase status: count" for each kind of answer, to read a failure by. */
function summary(answers: Answer[]): string[] {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const key = `${a.phase}→${a.endPhase} ${a.status}${a.retryAfter ? ` retry-after ${a.retryAfter}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key}: ${count}`);
}

describe('PostgreSQL stopped and started under load', () => {
  it(
    `answers 503 with Retry-After while it is down and recovers without a restart (${OUTAGES} outages)`,
    async () => {
      postgres = await startPrivatePostgres();
      await prepareDatabase({ kind: 'postgres', url: postgres.url, poolSize: 1 });
      server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: postgres.url });
      const pid = server.pid;
      const base = server.base;
      const cast = await signIn(base, 'cast', 'cast@example.com', DEMO_PASSWORD);
      const castId = (await cast.ok('GET', '/api/me'))?.data?.id as string;
      const guest = await signIn(base, 'guest', 'guest@example.com', DEMO_PASSWORD);

      let phase: Phase = 'up';
      let running = true;
      const answers: Answer[] = [];
      // Readers (the guest's entries, from the database: the session itself may come from the process's
      // kept sessions for a moment, http/session-cache.ts) and writers (messages), alternately.
      const worker = async (w: number) => {
        for (let i = 0; running; i++) {
          answers.push(
            await timed(
              () => phase,
              () =>
                i % 2 === 0
                  ? guest.call('GET', '/api/guests/me/entries')
                  : guest.call('POST', `/api/messages/${castId}`, { body: `worker ${w} message ${i}` }),
            ),
          );
        }
      };
      const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

      await pause(1500);
      const recoveries: number[] = [];
      for (let outage = 1; outage <= OUTAGES; outage++) {
        postgres.stop();
        phase = 'down';
        await pause(DOWN_MS);
        phase = 'recovering';
        postgres.start();
        // Recovered: the answers since the start are 2xx again (waiting for that state, never for a time).
        const since = answers.length;
        const started = performance.now();
        const deadline = started + 30_000;
        while (!answers.slice(since).some((a) => typeof a.status === 'number' && a.status < 300)) {
          const report = `${summary(answers.slice(since)).join(', ')}\n${server.output()}`;
          expect(performance.now(), report).toBeLessThan(deadline);
          await pause(100);
        }
        recoveries.push(Math.round(performance.now() - started));
        phase = 'up';
        await pause(1500);
      }
      running = false;
      await load;

      const report = `${summary(answers).join(', ')}\n${server.output()}`;
      console.log(
        `PostgreSQL outages: ${answers.length} answers: ${summary(answers).join(', ')}; ` +
          `2xx again ${recoveries.join(', ')} ms after each start; slowest answer ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms`,
      );
      expect(server.alive(), report).toBe(true);
      expect(server.pid).toBe(pid);
      // Nothing anywhere is a 500, a dropped connection or a request left hanging.
      const broken = answers.filter(
        (a) => typeof a.status !== 'number' || (a.status >= 500 && a.status !== 503),
      );
      expect(broken.slice(0, 5), report).toEqual([]);
      expect(Math.max(...answers.map((a) => a.ms)), report).toBeLessThan(HANG_MS);
      // While the database is down every answer says "try again" with when.
      const down = answers.filter((a) => a.phase === 'down' && a.endPhase === 'down');
      expect(down.length, report).toBeGreaterThan(0);
      expect(down.filter((a) => a.status !== 503 || a.retryAfter === null).slice(0, 5), report).toEqual([]);
      // Up (before the first outage and once recovered), everything succeeds; a call the stop caught in
      // flight may be a 503.
      const up = answers.filter((a) => a.phase === 'up' && a.endPhase === 'up');
      expect(up.filter((a) => a.status !== 200 && a.status !== 201).slice(0, 5), report).toEqual([]);
      await server.stop();
    },
    120_000 + OUTAGES * 60_000,
  );
});
