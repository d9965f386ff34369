import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type Agent,
  createSecondProcess,
  createTestApp,
  type TestApp,
} from '../../../../test/helpers/test-app.ts';
import { CATALOGUE_LISTENER_NAME } from './catalogue-changes.ts';

/**
 * Two server processes on one PostgreSQL, each keeping signed-out catalogue answers: a write through one
 * reaches the other's through NOTIFY. The test clock stands still, so no answer ages out meanwhile.
 */
let a: TestApp;
let b: TestApp;
let cast: Agent;

beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondProcess(a);
  cast = a.agent();
  await cast.login('cast');
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const titlesOn = async (t: TestApp) =>
  ((await t.agent().get('/api/services?perPage=50')).json().data as Array<{ title: string }>).map(
    (s) => s.title,
  );

/** Whether `t` answers the catalogue from memory again within five seconds (no statement for a read). */
async function keepsAgain(t: TestApp) {
  const until = Date.now() + 5000;
  while (Date.now() < until) {
    await titlesOn(t);
    const sent = t.database.statementsSent();
    await titlesOn(t);
    if (t.database.statementsSent() === sent) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** Whether `t` runs a statement for each of two reads in a row within two seconds (keeps nothing). */
async function keepsNothing(t: TestApp) {
  const until = Date.now() + 2000;
  while (Date.now() < until) {
    const before = t.database.statementsSent();
    await titlesOn(t);
    await titlesOn(t);
    if (t.database.statementsSent() - before >= 2) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/** Reads the catalogue through `t` until `seen` holds of it, for at most two seconds. */
async function eventually(t: TestApp, seen: (titles: string[]) => boolean) {
  const until = Date.now() + 2000;
  for (;;) {
    const titles = await titlesOn(t);
    if (seen(titles) || Date.now() > until) return titles;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function publish(title: string) {
  const created = await cast.post('/api/services', {
    title,
    description: `${title}の説明です。`,
    status: 'publish',
    chargeMethod: 'unit_price',
    values: { category: 'cooking', area: 'tokyo' },
    menus: [{ name: '基本', price: 3000, unit: '回' }],
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as string;
}

it('forgets the kept answers of the other process when a service is published through one', async () => {
  expect(await titlesOn(b)).not.toContain('別の工程で公開');
  expect(await keepsAgain(b)).toBe(true);

  await publish('別の工程で公開');
  expect(await eventually(b, (titles) => titles.includes('別の工程で公開'))).toContain('別の工程で公開');
});

it('hears a write made by any client of the database, once it commits', async () => {
  const id = await publish('外から隠される');
  expect(await eventually(b, (titles) => titles.includes('外から隠される'))).toContain('外から隠される');
  await a.database.db.transaction().execute(async (trx) => {
    await sql`update services set status = 'draft' where id = ${id}`.execute(trx);
    // Not yet committed: the other process still shows it, and may keep that answer.
    expect(await titlesOn(b)).toContain('外から隠される');
  });
  expect(await eventually(b, (titles) => !titles.includes('外から隠される'))).not.toContain('外から隠される');
});

it('keeps nothing while its listening connection is lost, and keeps again once it listens', async () => {
  await sql`
    select pg_terminate_backend(pid) from pg_stat_activity
    where application_name = ${CATALOGUE_LISTENER_NAME} and pid <> pg_backend_pid()
  `.execute(a.database.db);
  // Both processes' listeners are gone; whatever either keeps now could miss the other's writes. A process
  // learns it when its socket closes: under a loaded machine that took more than the 100 ms once waited.
  expect(await keepsNothing(b)).toBe(true);

  // Listening again within a second or so: answers are kept again, and writes heard again.
  expect(await keepsAgain(b)).toBe(true);
  await publish('再接続のあと');
  expect(await eventually(b, (titles) => titles.includes('再接続のあと'))).toContain('再接続のあと');
});
