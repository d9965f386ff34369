import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type Agent,
  createSecondProcess,
  createTestApp,
  type TestApp,
} from '../../../test/helpers/test-app.ts';
import { SESSION_CACHE_MS } from './session-cache.ts';

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondProcess(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** The same browser calling process b: the cookies of `agent`, signed in on process a. */
function onB(agent: Agent) {
  const same = b.agent();
  for (const [name, value] of agent.cookies) same.cookies.set(name, value);
  return same;
}

it(`ends a session signed out on another process there within ${SESSION_CACHE_MS} ms, and at once on its own`, async () => {
  const guest = a.agent();
  await guest.login('guest');
  const elsewhere = onB(guest);
  expect((await elsewhere.get('/api/me')).statusCode).toBe(200);
  // A copy of the cookie, as a thief would keep it.
  const stolen = onB(guest);
  const kept = a.agent();
  for (const [name, value] of guest.cookies) kept.cookies.set(name, value);
  expect((await kept.get('/api/me')).statusCode).toBe(200);

  expect((await guest.post('/api/logout')).statusCode).toBeLessThan(300);
  expect((await kept.get('/api/me')).statusCode).toBe(401);
  a.clock.advance(SESSION_CACHE_MS);
  expect((await stolen.get('/api/me')).statusCode).toBe(401);
});

it(`refuses an account suspended by another process there within ${SESSION_CACHE_MS} ms`, async () => {
  const cast = b.agent();
  await cast.login('cast');
  expect((await cast.get('/api/me')).statusCode).toBe(200);
  await a.database.db
    .updateTable('accounts')
    .set({ status: 'suspended' })
    .where('email', '=', 'cast@example.com')
    .execute();
  a.clock.advance(SESSION_CACHE_MS);
  expect((await cast.get('/api/me')).statusCode).toBe(401);
});
