import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listenOnLoopback, openEventStream } from '../../../../test/helpers/event-stream.ts';
import {
  type Agent,
  createSecondProcess,
  createTestApp,
  type TestApp,
} from '../../../../test/helpers/test-app.ts';
import type { MessageEvent } from '../../../core/contract/messages.ts';
import { LISTENER_NAME } from './postgres-message-bus.ts';

let a: TestApp;
let b: TestApp;
let originB: string;
let cast: Agent;
let guest: Agent;
let castId: string;
let guestId: string;

beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondProcess(a);
  await listenOnLoopback(a.app);
  originB = await listenOnLoopback(b.app);
  cast = a.agent();
  guest = a.agent();
  await cast.login('cast');
  await guest.login('guest');
  castId = (await cast.get('/api/me')).json().data.id;
  guestId = (await guest.get('/api/me')).json().data.id;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const eventsOf = (events: readonly { data: string }[]) =>
  events.map((e) => JSON.parse(e.data) as MessageEvent);

it('brings a message sent through one process to the streams opened on the other, in order', async () => {
  // Signed in through A; the session is a row of the shared database, so B knows them too.
  const guestOnB = await openEventStream(`${originB}/api/messages/stream`, guest);
  const castOnB = await openEventStream(`${originB}/api/messages/stream`, cast);
  // The guest writes first (the conversation rule), then both ways.
  const sent: Array<[Agent, string]> = [
    [guest, '一通目です。'],
    [cast, '二通目です。'],
    [guest, '三通目です。'],
  ];
  for (const [from, body] of sent) {
    const to = from === guest ? castId : guestId;
    expect((await from.post(`/api/messages/${to}`, { body })).statusCode).toBe(201);
  }

  const seenByGuest = eventsOf(await guestOnB.waitFor(3));
  expect(seenByGuest.map((e) => [e.counterpartId, e.message.body, e.message.fromMe])).toEqual(
    sent.map(([from, body]) => [castId, body, from === guest]),
  );
  const seenByCast = eventsOf(await castOnB.waitFor(3));
  expect(seenByCast.map((e) => [e.counterpartId, e.message.body, e.message.fromMe])).toEqual(
    sent.map(([from, body]) => [guestId, body, from === cast]),
  );
  guestOnB.close();
  castOnB.close();
});

it('carries a message larger than one notification (2,000 four-byte characters) whole', async () => {
  const stream = await openEventStream(`${originB}/api/messages/stream`, cast);
  const body = '😀'.repeat(2000);
  const response = await guest.post(`/api/messages/${castId}`, { body });
  expect(response.statusCode, response.body).toBe(201);
  const [event] = eventsOf(await stream.waitFor(1));
  expect(event?.message).toEqual({ ...response.json().data, fromMe: false });
  stream.close();
});

it('ends the streams when its listening connection drops, and brings messages again once it listens', async () => {
  const stream = await openEventStream(`${originB}/api/messages/stream`, cast);
  const { rows: terminated } = await sql`
    select pg_terminate_backend(pid) from pg_stat_activity
    where application_name = ${LISTENER_NAME} and datname = current_database()
  `.execute(b.database.db);
  // One listening connection for each of the two processes.
  expect(terminated).toHaveLength(2);
  // The browser would reconnect and catch up through lastMessageId; the stream must not stay open deaf.
  await stream.ended;

  const listening = async () =>
    (
      await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where application_name = ${LISTENER_NAME} and datname = current_database()
      `.execute(b.database.db)
    ).rows[0]?.n;
  for (let waited = 0; (await listening()) !== 2; waited += 100) {
    expect(waited).toBeLessThan(10_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const again = await openEventStream(`${originB}/api/messages/stream`, cast);
  expect((await guest.post(`/api/messages/${castId}`, { body: 'つながり直しました。' })).statusCode).toBe(
    201,
  );
  const [event] = eventsOf(await again.waitFor(1));
  expect(event?.message.body).toBe('つながり直しました。');
  again.close();
});
