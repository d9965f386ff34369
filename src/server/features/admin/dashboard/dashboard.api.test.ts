import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enter, otherAccount, publishService } from '../../../../../test/helpers/entries.ts';
import { createTestApp, type TestApp } from '../../../../../test/helpers/test-app.ts';
import { newPublicId } from '../../../db/ids.ts';

const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // The demo accounts were created by the database's own clock; move them well out of the window so
  // that every row counted below is one this test made at a known time.
  await setAccountsCreatedAt(new Date('2020-01-01T00:00:00Z'));
});
afterAll(() => t?.close());

/** Accounts take their creation time from the database's clock; the test pins it (those made after `after`). */
async function setAccountsCreatedAt(at: Date, after = new Date(0)) {
  await sql`update accounts set created_at = ${at} where created_at > ${after}`.execute(t.database.db);
}

/** The dashboard as an operator who signs in now (the test clock moves past any session's lifetime). */
async function dashboard() {
  const operator = t.agent();
  expect((await operator.loginOperator()).statusCode).toBe(200);
  const response = await operator.get('/api/admin/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** An identification submission of a fresh account in the given review state. */
async function identification(reviewStatus: 'pending' | 'returned' | 'approved') {
  const account = await otherAccount(t, 'guest', `id${newPublicId().slice(0, 8).toLowerCase()}`);
  const me = (await account.get('/api/me')).json().data;
  await t.database.db
    .insertInto('identifications')
    .values({
      account_id: me.id,
      document_type: 'driver_license',
      upload_ids: '[]',
      review_status: reviewStatus,
      submitted_at: t.clock.now(),
      reviewed_at: null,
    })
    .execute();
}

describe('the console dashboard', () => {
  it('counts what waits and the last 30 days exactly, and forgets what is older than 30 days', async () => {
    const empty = await dashboard();
    expect(empty.waiting).toEqual({ identifications: 0, contactMessages: 0 });
    expect(empty.lastDays).toMatchObject({ days: 30, signUps: { cast: 0, guest: 0 }, servicesPublished: 0 });
    expect(empty.lastDays.entries.total).toBe(0);

    // Waiting: two identifications to review (one returned and one approved do not wait); contact
    // messages: two new, one handled.
    await identification('pending');
    await identification('pending');
    await identification('returned');
    await identification('approved');
    for (const body of ['一つ目のお問い合わせ', '二つ目のお問い合わせ', '対応済みのお問い合わせ']) {
      const sent = await t.agent().post('/api/contact', {
        name: '山田太郎',
        email: 'taro@example.com',
        company: '',
        body,
      });
      expect(sent.statusCode, sent.body).toBeLessThan(300);
    }
    await t.database.db
      .updateTable('contact_messages')
      .set({ handled_at: t.clock.now() })
      .where('body', '=', '対応済みのお問い合わせ')
      .execute();

    // The last 30 days: accounts made now (2 casts, 5 guests: four above with identifications, one
    // below), services first published now (2), entries now (3: two entered, one passed up).
    const cast = t.agent();
    await cast.login('cast');
    const hanako = await otherAccount(t, 'cast', 'hanako');
    await otherAccount(t, 'cast', 'kaito');
    const jiro = await otherAccount(t, 'guest', 'jiro');
    const first = (await publishService(cast, '作り置き料理の代行')).serviceId;
    await publishService(hanako, 'ピアノ教室');
    const passed = await enter(jiro, first);
    await enter(jiro, first);
    await enter(jiro, first);
    expect(
      (await cast.put(`/api/casts/me/entries/${passed}/cancel`, { reason: '日程が合いません' })).statusCode,
    ).toBe(200);
    const accountsNow = new Date(t.clock.now().getTime() - 1000);
    await setAccountsCreatedAt(accountsNow, new Date('2021-01-01T00:00:00Z'));

    const now = await dashboard();
    expect(now.waiting).toEqual({ identifications: 2, contactMessages: 2 });
    expect(now.lastDays).toMatchObject({
      to: t.clock.now().toISOString(),
      from: new Date(t.clock.now().getTime() - 30 * DAY).toISOString(),
      signUps: { cast: 2, guest: 5 },
      servicesPublished: 2,
      entries: { total: 3 },
    });
    expect(now.lastDays.entries.byStatus).toMatchObject({ entered: 2, passed_up: 1, matched: 0 });

    // 29 days on, everything is still inside the window; 31 days on, none of it is. What waits stays.
    t.clock.advance(29 * DAY);
    expect((await dashboard()).lastDays).toMatchObject({
      signUps: { cast: 2, guest: 5 },
      servicesPublished: 2,
    });
    t.clock.advance(2 * DAY);
    const later = await dashboard();
    expect(later.waiting).toEqual({ identifications: 2, contactMessages: 2 });
    expect(later.lastDays).toMatchObject({
      signUps: { cast: 0, guest: 0 },
      servicesPublished: 0,
      entries: { total: 0 },
    });
    expect(Object.values(later.lastDays.entries.byStatus).every((n) => n === 0)).toBe(true);
  });
});
