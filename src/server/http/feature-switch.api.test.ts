import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castEntry, guestEntry, insertEntry, publishService } from '../../../test/helpers/entries.ts';
import { switchAllOn, switchOff } from '../../../test/helpers/people.ts';
import { type Agent, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { SWITCHED_CAPABILITIES, type SwitchedCapability } from '../../core/site-features.ts';

interface Call {
  who: 'visitor' | 'cast' | 'guest';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  /** The status when the capability is on. */
  on: number;
}

let t: TestApp;
const agents = {} as Record<Call['who'], Agent>;
let calls: Record<SwitchedCapability, Call[]>;

beforeAll(async () => {
  t = await createTestApp();
  agents.visitor = t.agent();
  agents.cast = t.agent();
  agents.guest = t.agent();
  await agents.cast.login('cast');
  await agents.guest.login('guest');
  const { serviceId } = await publishService(agents.cast);
  // A paid entry whose review window is open.
  const entryId = await insertEntry(t.database.db, {
    serviceId,
    castId: 'demoCast1',
    guestId: 'demoGuest1',
    at: t.clock.now(),
  });
  await t.database.db
    .updateTable('entries')
    .set({ deadline_at: new Date(t.clock.now().getTime() + 7 * 86_400_000) })
    .where('id', '=', entryId)
    .execute();

  const favorite = `/api/guests/me/services/${serviceId}/favorite`;
  const guestFavorite = '/api/casts/me/guests/demoGuest1/favorite';
  calls = {
    favorite: [
      { who: 'guest', method: 'PUT', url: favorite, on: 204 },
      { who: 'guest', method: 'GET', url: '/api/guests/me/services/favorites', on: 200 },
      { who: 'guest', method: 'DELETE', url: favorite, on: 204 },
      { who: 'cast', method: 'PUT', url: guestFavorite, on: 204 },
      { who: 'cast', method: 'GET', url: '/api/casts/me/guests/favorites', on: 200 },
      { who: 'cast', method: 'DELETE', url: guestFavorite, on: 204 },
    ],
    scout: [
      {
        who: 'cast',
        method: 'POST',
        url: '/api/casts/guests/demoGuest1/scout',
        body: { serviceId, message: 'ぜひご相談ください。' },
        on: 201,
      },
      { who: 'guest', method: 'GET', url: '/api/guests/me/scouts', on: 200 },
    ],
    message: [
      { who: 'guest', method: 'POST', url: '/api/messages/demoCast1', body: { body: 'こんにちは' }, on: 201 },
      { who: 'guest', method: 'GET', url: '/api/messages', on: 200 },
      { who: 'cast', method: 'GET', url: '/api/messages/demoGuest1', on: 200 },
    ],
    review: [
      { who: 'visitor', method: 'GET', url: `/api/services/${serviceId}/reviews`, on: 200 },
      { who: 'visitor', method: 'GET', url: '/api/casts/guests/demoGuest1/reviews', on: 200 },
      { who: 'cast', method: 'GET', url: '/api/casts/me/reviews', on: 200 },
      {
        who: 'guest',
        method: 'POST',
        url: guestEntry(entryId, '/review'),
        body: { rating: 5, comment: '丁寧でした。' },
        on: 201,
      },
      { who: 'guest', method: 'GET', url: guestEntry(entryId, '/review'), on: 200 },
      { who: 'cast', method: 'GET', url: castEntry(entryId, '/review'), on: 200 },
    ],
  };
});
afterAll(() => t?.close());

const call = ({ who, method, url, body }: Call, agent = agents[who]) => agent.request(method, url, body);

describe('switched-off features', () => {
  for (const capability of Object.keys(SWITCHED_CAPABILITIES) as SwitchedCapability[]) {
    it(`refuses the calls of "${capability}" with 403 and a message while it is off, after checking who calls`, async () => {
      await switchOff(t, capability);
      for (const each of calls[capability]) {
        const refused = await call(each);
        expect(refused.statusCode, `${each.method} ${each.url}`).toBe(403);
        expect(refused.json()).toEqual({ message: 'この機能は現在ご利用いただけません。' });
        if (each.who !== 'visitor') expect((await call(each, t.agent())).statusCode).toBe(401);
      }
      await switchAllOn(t);
      for (const each of calls[capability]) {
        expect((await call(each)).statusCode, `${each.method} ${each.url}`).toBe(each.on);
      }
    });
  }
});
