import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherAccount } from '../../../../test/helpers/entries.ts';
import { addAccount, setStatus } from '../../../../test/helpers/people.ts';
import {
  type Agent,
  createTestApp,
  signInDemoParties,
  type TestApp,
} from '../../../../test/helpers/test-app.ts';

let t: TestApp;
let cast: Agent;
let guest: Agent;
let dogOwner: string;
let company: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, guest } = await signInDemoParties(t));
  dogOwner = await addAccount(t, 'guest', '田中 誠', { profile: { introduction: '柴犬がいます。' } });
  company = await addAccount(t, 'guest', '株式会社ミナト');
});
afterAll(() => t?.close());

const favorite = (agent: Agent, guestId: string) => agent.put(`/api/casts/me/guests/${guestId}/favorite`);
const unfavorite = (agent: Agent, guestId: string) =>
  agent.delete(`/api/casts/me/guests/${guestId}/favorite`);
const favorites = async (agent: Agent, query = '') => {
  const response = await agent.get(`/api/casts/me/guests/favorites${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const nicknames = (body: { data: Array<{ nickname: string }> }) => body.data.map((g) => g.nickname);

describe("a cast's favorite guests", () => {
  it('adds and removes a favorite, twice without harm, and lists them newest favorite first', async () => {
    expect((await favorite(cast, dogOwner)).statusCode).toBe(204);
    t.clock.advance(60_000);
    expect((await favorite(cast, 'demoGuest1')).statusCode).toBe(204);
    expect((await favorite(cast, 'demoGuest1')).statusCode).toBe(204);

    const listed = await favorites(cast);
    expect(nicknames(listed)).toEqual(['佐藤 太郎', '田中 誠']);
    expect(listed.meta).toEqual({ currentPage: 1, lastPage: 1, perPage: 20, total: 2 });
    expect(listed.data[1]).toEqual({
      id: dogOwner,
      nickname: '田中 誠',
      customerAccountType: 'individual',
      avatarUrl: null,
      values: { introduction: '柴犬がいます。' },
      rating: { average: null, count: 0 },
      registeredAt: expect.any(String),
      favorited: true,
    });
    expect(nicknames(await favorites(cast, '?perPage=1&page=2'))).toEqual(['田中 誠']);

    expect((await unfavorite(cast, 'demoGuest1')).statusCode).toBe(204);
    expect((await unfavorite(cast, 'demoGuest1')).statusCode).toBe(204);
    expect(nicknames(await favorites(cast))).toEqual(['田中 誠']);
  });

  it("marks the cast's own favorites in the guest directory, and no one else's", async () => {
    const marked = (body: { data: Array<{ nickname: string; favorited: boolean }> }) =>
      Object.fromEntries(body.data.map((g) => [g.nickname, g.favorited]));
    expect(marked((await cast.get('/api/guests')).json())).toEqual({
      株式会社ミナト: false,
      '田中 誠': true,
      '佐藤 太郎': false,
    });
    const otherCast = await otherAccount(t, 'cast', 'otherCast');
    expect(Object.values(marked((await otherCast.get('/api/guests')).json()))).toEqual([false, false, false]);
    expect((await favorites(otherCast)).data).toEqual([]);
  });

  it('leaves a withdrawn or suspended favorite out of the list', async () => {
    expect((await favorite(cast, company)).statusCode).toBe(204);
    await setStatus(t, company, 'suspended');
    expect(nicknames(await favorites(cast))).toEqual(['田中 誠']);
    await setStatus(t, company, 'active');
    expect(nicknames(await favorites(cast))).toEqual(['株式会社ミナト', '田中 誠']);
  });

  it('refuses guests, visitors, and anyone who is not an active guest', async () => {
    expect((await favorite(t.agent(), dogOwner)).statusCode).toBe(401);
    expect((await t.agent().get('/api/casts/me/guests/favorites')).statusCode).toBe(401);
    expect((await favorite(guest, dogOwner)).statusCode).toBe(403);
    expect((await unfavorite(guest, dogOwner)).statusCode).toBe(403);
    expect((await guest.get('/api/casts/me/guests/favorites')).statusCode).toBe(403);
    const withdrawn = await addAccount(t, 'guest', '退会済み', { status: 'withdrawn' });
    for (const id of [withdrawn, 'demoCast1', 'noSuchGuest']) {
      const refused = await favorite(cast, id);
      expect(refused.statusCode, id).toBe(404);
      expect(refused.json()).toEqual({ message: '見つかりませんでした。' });
    }
  });
});
