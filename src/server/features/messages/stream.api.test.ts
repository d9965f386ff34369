import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listenOnLoopback,
  openEventStream,
  type ServerSentEvent,
} from '../../../../test/helpers/event-stream.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import type { MessageEvent } from '../../../core/contract/messages.ts';
import { DEMO_SITE } from '../../db/seed.ts';
import { createSiteService } from '../site/service.ts';

/** The acceptance: a message reaches the other party's open stream within a second of being sent. */
const LIVE_MS = 1000;

let t: TestApp;
let origin: string;
let cast: Agent;
let guest: Agent;
beforeAll(async () => {
  t = await createTestApp();
  origin = await listenOnLoopback(t.app);
  cast = t.agent();
  await cast.login('cast');
  guest = t.agent();
  await guest.login('guest');
});
afterAll(() => t?.close());

const streamOf = (agent: Agent) => openEventStream(`${origin}/api/messages/stream`, agent);
const messagesIn = (events: readonly ServerSentEvent[]) =>
  events.map((event) => {
    expect(event.event).toBe('message');
    return JSON.parse(event.data) as MessageEvent;
  });

/** Sends as `from` to `to` and returns the stored message with when the send started. */
async function send(from: Agent, to: string, body: string) {
  const startedAt = performance.now();
  const response = await from.post(`/api/messages/${to}`, { body });
  expect(response.statusCode).toBe(201);
  return { ...(response.json().data as { id: string; body: string }), startedAt };
}

describe('GET /messages/stream', () => {
  it('brings each party every message of the conversation once, in order, within a second of its sending', async () => {
    const guestStream = await streamOf(guest);
    const castStream = await streamOf(cast);
    expect(guestStream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // The answer is written past Fastify's reply: its headers are the stream's own plus the security ones.
    expect(guestStream.headers.get('cache-control')).toBe('no-store');
    expect(guestStream.headers.get('x-content-type-options')).toBe('nosniff');

    // Both ways, interleaved and back to back: the guest writes first (the conversation rule).
    const sent = [
      await send(guest, 'demoCast1', '来週の土曜日は空いていますか？'),
      await send(cast, 'demoGuest1', '空いています！'),
      await send(cast, 'demoGuest1', '午前と午後、どちらがよいですか？'),
      await send(guest, 'demoCast1', '午前でお願いします。'),
      await send(guest, 'demoCast1', '10時からはいかがでしょう。'),
      await send(cast, 'demoGuest1', '承知しました。'),
    ];
    const fromGuest = new Set([0, 3, 4]);

    for (const [stream, viewer] of [
      [guestStream, 'guest'],
      [castStream, 'cast'],
    ] as const) {
      const events = await stream.waitFor(sent.length);
      const received = messagesIn(events);
      expect(received.map((event) => event.message.id)).toEqual(sent.map((message) => message.id));
      expect(received.map((event) => event.message.body)).toEqual(sent.map((message) => message.body));
      expect(received.map((event) => event.message.fromMe)).toEqual(
        sent.map((_, index) => fromGuest.has(index) === (viewer === 'guest')),
      );
      expect(new Set(received.map((event) => event.counterpartId))).toEqual(
        new Set([viewer === 'guest' ? 'demoCast1' : 'demoGuest1']),
      );
      events.forEach((event, index) => {
        expect(event.receivedAt - (sent[index]?.startedAt ?? 0)).toBeLessThanOrEqual(LIVE_MS);
      });
    }
    // Nothing more arrives later: no message twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(guestStream.events).toHaveLength(sent.length);
    expect(castStream.events).toHaveLength(sent.length);
    guestStream.close();
    castStream.close();
  });

  it('lets a dropped stream catch up through lastMessageId: every message exactly once', async () => {
    const before = await streamOf(guest);
    await send(cast, 'demoGuest1', '明日の件ですが');
    const seen = messagesIn(await before.waitFor(1)).map((event) => event.message);
    before.close();
    await before.ended;

    const whileAway = [
      await send(cast, 'demoGuest1', '少し遅れそうです。'),
      await send(cast, 'demoGuest1', '10時半でもよいですか？'),
    ];
    const after = await streamOf(guest);
    // Sent after the reconnection, so the stream and the catch-up may both bring it.
    const overlap = await send(cast, 'demoGuest1', 'ご返信お待ちしています。');
    await after.waitFor(1);
    const lastSeen = seen.at(-1)?.id;
    const catchUp = await guest.get(`/api/messages/demoCast1?lastMessageId=${lastSeen}`);
    expect(catchUp.statusCode).toBe(200);

    const byId = new Map<string, { id: string; body: string }>();
    for (const message of [
      ...seen,
      ...catchUp.json().data.messages,
      ...messagesIn(after.events).map((event) => event.message),
    ])
      byId.set(message.id, message);
    const merged = [...byId.values()];
    expect(merged.map((message) => message.body)).toEqual([
      '明日の件ですが',
      ...whileAway.map((message) => message.body),
      overlap.body,
    ]);
    expect(catchUp.json().data.messages.map((message: { id: string }) => message.id)).toEqual(
      [...whileAway, overlap].map((message) => message.id),
    );
    after.close();
  });

  it('refuses a visitor who is not signed in', async () => {
    const refused = await t.agent().get('/api/messages/stream');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBeTruthy();
  });

  it('answers 403 with a message while the operator has switched messages off', async () => {
    const site = createSiteService(t.database.db, t.clock);
    await site.saveSettings({
      ...DEMO_SITE,
      features: DEMO_SITE.features.filter((feature) => feature.value !== 'message'),
    });
    try {
      const refused = await guest.get('/api/messages/stream');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('この機能は現在ご利用いただけません。');
    } finally {
      await site.saveSettings(DEMO_SITE);
    }
  });

  it('ends open streams when the app closes, without waiting for them', async () => {
    const own = await createTestApp();
    const ownOrigin = await listenOnLoopback(own.app);
    const reader = own.agent();
    await reader.login('guest');
    const stream = await openEventStream(`${ownOrigin}/api/messages/stream`, reader);
    const closing = own.close();
    await expect(
      Promise.race([
        Promise.all([closing, stream.ended]).then(() => 'closed'),
        new Promise((resolve) => setTimeout(() => resolve('hung'), 5000)),
      ]),
    ).resolves.toBe('closed');
  });
});
