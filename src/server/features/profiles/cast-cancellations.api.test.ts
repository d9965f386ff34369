import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castEntry, enter, guestEntry, startEntriesWorld } from '../../../../test/helpers/entries.ts';
import type { Agent, TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
let cast: Agent;
let guest: Agent;
let serviceId: string;
let menuId: string;

beforeAll(async () => {
  ({ t, cast, guest, serviceId, menuId } = await startEntriesWorld());
});
afterAll(() => t?.close());

const count = async () =>
  (await t.agent().get('/api/guests/casts/demoCast1')).json().data.cancellationsLastYear as number;

describe("a cast's cancellations on their profile", () => {
  it('counts the matched entries the cast cancelled in the last 12 months, and nothing else', async () => {
    expect(await count()).toBe(0);
    const matched = await enter(guest, serviceId, { serviceMenuId: menuId });
    await cast.post(castEntry(matched, '/approve'));
    expect((await cast.put(castEntry(matched, '/cancel'), { reason: '体調不良のため' })).statusCode).toBe(
      200,
    );
    // Passing on a new entry, and a guest cancelling a matched one, are not the cast's cancellations.
    const passed = await enter(guest, serviceId, { serviceMenuId: menuId });
    await cast.put(castEntry(passed, '/cancel'), { reason: '日程が合いません' });
    const byGuest = await enter(guest, serviceId, { serviceMenuId: menuId });
    await cast.post(castEntry(byGuest, '/approve'));
    await guest.put(guestEntry(byGuest, '/cancel'), { reason: '予定が変わりました' });
    expect(await count()).toBe(1);

    t.clock.advance(366 * 86_400_000);
    expect(await count()).toBe(0);
  });
});
