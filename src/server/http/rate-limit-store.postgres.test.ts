import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSecondProcess, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp({ loginRateLimitPerMinute: 3 });
  b = await createSecondProcess(a, { loginRateLimitPerMinute: 3 });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const badLogin = { type: 'guest', email: 'guest@example.com', password: 'bad' };

it('counts sign-in attempts from one address together on two processes of one database', async () => {
  const statuses: number[] = [];
  for (const server of [a, b, a, b]) {
    statuses.push((await server.agent().post('/api/login', badLogin)).statusCode);
  }
  expect(statuses).toEqual([422, 422, 422, 429]);
  const refused = await a.agent().login('guest');
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  // Another limited route keeps its own count for the same address.
  const contact = await b.agent().post('/api/contact', {});
  expect(contact.statusCode).not.toBe(429);
});

it('opens a new window once the old one has ended, and the sweep forgets ended windows', async () => {
  await a.database.db
    .updateTable('rate_limits')
    .set({ resets_at: new Date(Date.now() - 1000) })
    .execute();
  expect((await b.agent().post('/api/login', badLogin)).statusCode).toBe(422);
  await a.database.db
    .updateTable('rate_limits')
    .set({ resets_at: new Date(Date.now() - 1000) })
    .execute();
  expect((await a.app.scheduler.tick())['rate-limits.prune']).toBeGreaterThanOrEqual(1);
  expect(await a.database.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
});
