import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  castEntry,
  EVERY_DAY,
  enter,
  entryBody,
  guestEntry,
  otherAccount,
  publishService,
  startAppointmentsWorld,
} from '../../../../test/helpers/entries.ts';
import {
  type Agent,
  createTestApp,
  signInDemoParties,
  type TestApp,
  TestClock,
} from '../../../../test/helpers/test-app.ts';
import { newPublicId } from '../../db/ids.ts';
import { DEMO_SITE } from '../../db/seed.ts';
import { hashPassword } from '../auth/password.ts';
import { normalizeEmail } from '../auth/queries.ts';
import { createSiteService } from '../site/service.ts';

let t: TestApp;
let cast: Agent;
let guest: Agent;
let serviceId: string;
let menuId: string;

beforeAll(async () => {
  // The clock reads 2026-11-22 10:00 in Tokyo.
  ({ t, cast, guest, serviceId, menuId } = await startAppointmentsWorld());
});
afterAll(() => t?.close());

const slotsOf = async (query: string, id = serviceId) =>
  (await t.agent().get(`/api/services/${id}/slots?${query}`)).json().data;

describe('opening hours', () => {
  it('are saved in order and read back, with a day off and a day of changed hours', async () => {
    const other = await otherAccount(t, 'cast', 'hours-cast');
    const saved = await other.put('/api/casts/me/availability', {
      weekly: [
        { weekday: 3, start: '13:00', end: '17:00' },
        { weekday: 1, start: '09:00', end: '12:00' },
      ],
      dates: [
        { date: '2026-12-31', hours: [] },
        { date: '2026-12-24', hours: [{ start: '18:00', end: '24:00' }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await other.get('/api/casts/me/availability')).json().data).toEqual({
      weekly: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 3, start: '13:00', end: '17:00' },
      ],
      dates: [
        { date: '2026-12-24', hours: [{ start: '18:00', end: '24:00' }] },
        { date: '2026-12-31', hours: [] },
      ],
    });
  });

  it('refuse hours that end before they start, and a time that is not one, naming the field', async () => {
    const refused = await cast.put('/api/casts/me/availability', {
      weekly: [{ weekday: 1, start: '12:00', end: '09:00' }],
      dates: [{ date: '2026-12-24', hours: [{ start: '25:00', end: '26:00' }] }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toMatchObject({
      'weekly.0.end': ['終了時刻は開始時刻より後にしてください。'],
      'dates.0.hours.0.start': [expect.any(String)],
    });
    // Nothing of the refused call was kept.
    expect((await cast.get('/api/casts/me/availability')).json().data.weekly).toEqual(EVERY_DAY);
  });

  it("are a cast's own: a guest is refused", async () => {
    expect((await guest.get('/api/casts/me/availability')).statusCode).toBe(403);
  });
});

describe('free slots', () => {
  it('offer each day’s hours in half-hour starts, none sooner than the two-hour lead time', async () => {
    const data = await slotsOf('from=2026-11-22&to=2026-11-23');
    expect(data).toMatchObject({ timeZone: 'Asia/Tokyo', durationMinutes: 60 });
    // Today (10:00 now): the first start is noon; the last one-hour slot starts at 17:00.
    expect(data.days[0].slots[0]).toEqual({
      startsAt: '2026-11-22T03:00:00.000Z',
      endsAt: '2026-11-22T04:00:00.000Z',
    });
    expect(data.days[0].slots.at(-1).startsAt).toBe('2026-11-22T08:00:00.000Z');
    expect(data.days[1].slots).toHaveLength(17);
  });

  it('last as long as the menu, and refuse a range past 42 days or a service without appointments', async () => {
    await t.database.db
      .updateTable('service_menus')
      .set({ duration_minutes: 180 })
      .where('id', '=', menuId)
      .execute();
    try {
      const data = await slotsOf(`from=2026-11-23&to=2026-11-23&serviceMenuId=${menuId}`);
      expect(data.durationMinutes).toBe(180);
      expect(data.days[0].slots.at(-1)).toEqual({
        startsAt: '2026-11-23T06:00:00.000Z',
        endsAt: '2026-11-23T09:00:00.000Z',
      });
    } finally {
      await t.database.db
        .updateTable('service_menus')
        .set({ duration_minutes: null })
        .where('id', '=', menuId)
        .execute();
    }
    const tooLong = await t.agent().get(`/api/services/${serviceId}/slots?from=2026-11-23&to=2027-01-10`);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.to).toEqual(['一度に表示できるのは42日分までです。']);
    await t.database.db
      .updateTable('services')
      .set({ hour_type: 'none' })
      .where('id', '=', serviceId)
      .execute();
    try {
      expect(
        (await t.agent().get(`/api/services/${serviceId}/slots?from=2026-11-23&to=2026-11-23`)).statusCode,
      ).toBe(409);
    } finally {
      await t.database.db
        .updateTable('services')
        .set({ hour_type: 'other' })
        .where('id', '=', serviceId)
        .execute();
    }
    expect(
      (await t.agent().get('/api/services/nothing/slots?from=2026-11-23&to=2026-11-23')).statusCode,
    ).toBe(404);
  });

  it('follow the site zone across a date boundary and New York’s change of offset in March', async () => {
    // March 2027 (clocks go forward on the 14th): a clock in the past would expire the test's cookies.
    const spring = await createTestApp({ clock: new TestClock(new Date('2027-03-08T12:00:00Z')) });
    try {
      await createSiteService(spring.database.db, spring.clock).saveSettings({
        ...DEMO_SITE,
        service: { ...DEMO_SITE.service, timeZone: 'America/New_York' },
      });
      const { cast: springCast } = await signInDemoParties(spring);
      const { serviceId: springService } = await publishService(springCast);
      // Hours that run past midnight UTC: 18:00 to 21:00 in New York.
      await springCast.put('/api/casts/me/availability', {
        weekly: [0, 6]
          .map((weekday) => ({ weekday, start: '18:00', end: '21:00' }))
          .concat({ weekday: 1, start: '18:00', end: '21:00' }),
        dates: [],
      });
      const data = (
        await spring.agent().get(`/api/services/${springService}/slots?from=2027-03-13&to=2027-03-15`)
      ).json().data;
      expect(data.timeZone).toBe('America/New_York');
      // Saturday 13 March, EST (UTC−5): 18:00 is 23:00 UTC; 20:00 is 01:00 UTC on the next UTC day.
      expect(data.days[0].date).toBe('2027-03-13');
      expect(data.days[0].slots[0].startsAt).toBe('2027-03-13T23:00:00.000Z');
      expect(data.days[0].slots.at(-1).startsAt).toBe('2027-03-14T01:00:00.000Z');
      // Sunday 14 March, EDT (UTC−4) from 02:00: 18:00 is 22:00 UTC, and so on Monday.
      expect(data.days[1].slots[0].startsAt).toBe('2027-03-14T22:00:00.000Z');
      expect(data.days[2].slots[0].startsAt).toBe('2027-03-15T22:00:00.000Z');
    } finally {
      await spring.close();
    }
  });
});

describe('booking a slot', () => {
  const WEDNESDAY_TEN = '2026-11-25T10:00:00+09:00';

  it('needs a slot that the hours offer: none is refused, and so is a time outside them', async () => {
    const none = await guest.post(`/api/services/${serviceId}/entries`, entryBody({ reservationAt: null }));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.appointmentStartsAt).toEqual(['予約する日時を空き枠から選んでください。']);
    const night = await guest.post(
      `/api/services/${serviceId}/entries`,
      entryBody({ reservationAt: null, appointmentStartsAt: '2026-11-25T20:00:00+09:00' }),
    );
    expect(night.statusCode).toBe(422);
    expect(night.json().errors.appointmentStartsAt).toEqual([
      'この日時は予約を受け付けていません。空き枠から選び直してください。',
    ]);
  });

  it('holds the slot: the entry shows it, the list leaves it out, and the next guest gets 409', async () => {
    const id = await enter(guest, serviceId, { reservationAt: null, appointmentStartsAt: WEDNESDAY_TEN });
    const entry = (await guest.get(guestEntry(id))).json().data;
    expect(entry.appointment).toEqual({
      startsAt: '2026-11-25T01:00:00.000Z',
      endsAt: '2026-11-25T02:00:00.000Z',
    });
    expect(entry.reservationAt).toBe('2026-11-25T01:00:00.000Z');
    const starts = (await slotsOf('from=2026-11-25&to=2026-11-25')).days[0].slots.map(
      (s: { startsAt: string }) => s.startsAt,
    );
    expect(starts).not.toContain('2026-11-25T01:00:00.000Z');
    expect(starts).not.toContain('2026-11-25T00:30:00.000Z');
    expect(starts).toContain('2026-11-25T02:00:00.000Z');

    const second = await otherAccount(t, 'guest', 'second-guest');
    const refused = await second.post(
      `/api/services/${serviceId}/entries`,
      entryBody({ reservationAt: null, appointmentStartsAt: '2026-11-25T10:30:00+09:00' }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'この枠はたった今ほかの方が予約しました。別の空き枠を選んでください。',
    );
    expect((await second.get('/api/guests/me/entries')).json().data).toEqual([]);

    // Passing it up frees the time.
    expect((await cast.put(castEntry(id, '/cancel'), { reason: '都合がつきません' })).statusCode).toBe(200);
    expect(
      await enter(second, serviceId, {
        reservationAt: null,
        appointmentStartsAt: '2026-11-25T10:30:00+09:00',
      }),
    ).toBeTruthy();
  });

  it('lets 50 guests race for one slot: exactly one entry holds it, 49 are told it was taken', async () => {
    const guests = await manyGuests(t, 50);
    const answers = await Promise.all(
      guests.map((agent) =>
        agent.post(
          `/api/services/${serviceId}/entries`,
          entryBody({ reservationAt: null, appointmentStartsAt: '2026-11-26T14:00:00+09:00' }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().message).toBe(
        'この枠はたった今ほかの方が予約しました。別の空き枠を選んでください。',
      );
    }
    const holding = await t.database.db
      .selectFrom('entries')
      .select('id')
      .where('appointment_starts_at', '=', new Date('2026-11-26T05:00:00Z'))
      .execute();
    expect(holding).toHaveLength(1);
  });

  it('is refused by the database itself: a direct insert of an overlapping matched appointment fails', async () => {
    const castId = (await cast.get('/api/me')).json().data.id;
    const [a, b] = await t.database.db
      .selectFrom('entries')
      .select('id')
      .where('cast_id', '=', castId)
      .limit(2)
      .execute();
    await t.database.db.deleteFrom('appointments').where('entry_id', 'in', [a!.id, b!.id]).execute();
    await sql`insert into appointments (entry_id, cast_id, blocks, held_until)
      values (${a!.id}, ${castId}, '[2027-01-10T01:00:00Z,2027-01-10T02:00:00Z)', null)`.execute(
      t.database.db,
    );
    await expect(
      sql`insert into appointments (entry_id, cast_id, blocks, held_until)
        values (${b!.id}, ${castId}, '[2027-01-10T01:30:00Z,2027-01-10T02:30:00Z)', null)`.execute(
        t.database.db,
      ),
    ).rejects.toMatchObject({ code: '23P01' });
    await t.database.db.deleteFrom('appointments').where('entry_id', '=', a!.id).execute();
  });

  it('lets the hold go once the response deadline passes (this test moves the clock on a week)', async () => {
    const at = '2026-12-03T11:00:00+09:00';
    const id = await enter(guest, serviceId, { reservationAt: null, appointmentStartsAt: at });
    const late = await otherAccount(t, 'guest', 'late-guest');
    const body = () => entryBody({ reservationAt: null, appointmentStartsAt: at });
    expect((await late.post(`/api/services/${serviceId}/entries`, body())).statusCode).toBe(409);
    const deadline = new Date((await guest.get(guestEntry(id))).json().data.deadlineAt).getTime();
    t.clock.advance(deadline - t.clock.now().getTime() + 1000);
    // Not swept yet: the first entry still reads entered, but its hold has lapsed and the slot is free.
    expect((await guest.get(guestEntry(id))).json().data.status).toBe('entered');
    expect((await late.post(`/api/services/${serviceId}/entries`, body())).statusCode).toBe(201);
  });
});

/** `count` guests inserted in one statement and signed in, each on its own agent. */
async function manyGuests(app: TestApp, count: number): Promise<Agent[]> {
  const passwordHash = await hashPassword('tsunagu-demo');
  const emails = Array.from({ length: count }, (_, index) => `racer${index}@example.com`);
  await app.database.db
    .insertInto('accounts')
    .values(
      emails.map((email, index) => ({
        id: newPublicId(),
        type: 'guest' as const,
        customer_account_type: 'individual' as const,
        email,
        email_normalized: normalizeEmail(email),
        password_hash: passwordHash,
        nickname: `racer${index}`,
      })),
    )
    .execute();
  return Promise.all(
    emails.map(async (email) => {
      const agent = app.agent();
      expect((await agent.login('guest', email)).statusCode).toBe(200);
      return agent;
    }),
  );
}
