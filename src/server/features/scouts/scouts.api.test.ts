import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntry, otherAccount, publishService } from '../../../../test/helpers/entries.ts';
import { addAccount, setStatus } from '../../../../test/helpers/people.ts';
import {
  type Agent,
  createTestApp,
  signInDemoParties,
  type TestApp,
} from '../../../../test/helpers/test-app.ts';
import { SCOUT_DAILY_LIMIT } from '../../../core/contract/scouts.ts';
import type { NotificationTiming } from '../../../core/enums.ts';

let t: TestApp;
let cast: Agent;
let guest: Agent;
let serviceId: string;
let otherServiceId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, guest } = await signInDemoParties(t));
  ({ serviceId } = await publishService(cast, '週末の作り置き'));
  ({ serviceId: otherServiceId } = await publishService(cast, '平日の作り置き'));
});
afterAll(() => t?.close());

const scout = (agent: Agent, guestId: string, body: Record<string, unknown>) =>
  agent.post(`/api/casts/guests/${guestId}/scout`, body);
const invite = (id = serviceId) => ({ serviceId: id, message: 'ぜひ一度ご相談ください。' });
const scoutsOf = (db: TestApp['database']['db']) => db.selectFrom('scouts').selectAll();
const setTiming = (accountId: string, timing: NotificationTiming) =>
  t.database.db
    .updateTable('accounts')
    .set({ notification_timing: timing })
    .where('id', '=', accountId)
    .execute();

describe('scouting a guest', () => {
  it("sends a message about the service, a notice and an e-mail to the guest, and lists it in the guest's scouts", async () => {
    const sent = await scout(cast, 'demoGuest1', invite());
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toEqual({
      id: expect.any(String),
      cast: { id: 'demoCast1', nickname: '山田 花子' },
      guest: { id: 'demoGuest1', nickname: '佐藤 太郎' },
      service: { id: serviceId, title: '週末の作り置き' },
      message: 'ぜひ一度ご相談ください。',
      createdAt: t.clock.now().toISOString(),
    });

    const received = (await guest.get('/api/guests/me/scouts')).json();
    expect(received).toEqual({
      data: [sent.json().data],
      meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 1 },
    });

    const thread = (await guest.get('/api/messages/demoCast1')).json().data;
    expect(thread.messages).toEqual([
      expect.objectContaining({
        body: 'ぜひ一度ご相談ください。',
        fromMe: false,
        service: { id: serviceId, title: '週末の作り置き' },
      }),
    ]);
    const inbox = (await guest.get('/api/messages')).json().data;
    expect(inbox[0].lastMessage.service).toEqual({ id: serviceId, title: '週末の作り置き' });

    const notices = (await guest.get('/api/guests/notices')).json().data;
    expect(notices[0]).toMatchObject({
      title: '山田 花子さんからスカウトが届きました',
      body: '山田 花子さんから「週末の作り置き」のスカウトが届きました。メッセージからご確認ください。',
    });
    const mail = await t.smtp.mailTo('guest@example.com', (m) => m.subject.includes('スカウト'));
    expect(mail.subject).toBe('【ツナグ 暮らしのサポート】山田 花子さんからスカウトが届きました');
    expect(mail.text).toContain('「週末の作り置き」');
    expect(mail.text).toContain('http://localhost:3000/messages/demoCast1');

    // The scout opened the conversation: the cast may write on.
    expect((await cast.get('/api/messages/demoGuest1')).json().data.canWrite).toBe(true);
    expect((await cast.post('/api/messages/demoGuest1', { body: 'ご検討ください。' })).statusCode).toBe(201);
  });

  it('refuses the same guest and service again within 30 days, and takes it after', async () => {
    const again = await scout(cast, 'demoGuest1', invite());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'このご依頼者には30日以内に同じサービスでスカウトを送っています。',
    });
    // Another service is another invitation.
    expect((await scout(cast, 'demoGuest1', invite(otherServiceId))).statusCode).toBe(201);

    // 30 days and a second later (scouts keep when they were sent; only a test moves it).
    const monthAgo = new Date(t.clock.now().getTime() - 30 * 86_400_000 - 1000);
    await sql`update scouts set created_at = ${monthAgo} where service_id = ${serviceId}`.execute(
      t.database.db,
    );
    expect((await scout(cast, 'demoGuest1', invite())).statusCode).toBe(201);
  });

  it("takes only the cast's own published services (422 on serviceId)", async () => {
    const otherCast = await otherAccount(t, 'cast', 'otherCast');
    const { serviceId: theirs } = await publishService(otherCast, 'ほかの人のサービス');
    const draft = await cast.post('/api/services', {
      title: '準備中',
      description: '下書きです。',
      status: 'draft',
      chargeMethod: 'unit_price',
      values: { category: 'cooking', area: 'tokyo' },
    });
    for (const id of [theirs, draft.json().data.id, 'noSuchService']) {
      const refused = await scout(cast, 'demoGuest1', invite(id));
      expect(refused.statusCode, id).toBe(422);
      expect(refused.json().errors).toEqual({ serviceId: ['公開中のご自身のサービスを選んでください。'] });
    }
    const empty = await scout(cast, 'demoGuest1', { serviceId, message: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ message: ['入力してください。'] });
  });

  it('answers 404 for a guest who is withdrawn, suspended, unknown or not a guest', async () => {
    const withdrawn = await addAccount(t, 'guest', '退会済み', { status: 'withdrawn' });
    const suspended = await addAccount(t, 'guest', '停止中');
    await setStatus(t, suspended, 'suspended');
    for (const id of [withdrawn, suspended, 'noSuchGuest', 'demoCast1']) {
      expect((await scout(cast, id, invite())).statusCode, id).toBe(404);
    }
  });

  it('is for casts; the list of scouts is for guests', async () => {
    expect((await scout(t.agent(), 'demoGuest1', invite())).statusCode).toBe(401);
    expect((await scout(guest, 'demoGuest1', invite())).statusCode).toBe(403);
    expect((await t.agent().get('/api/guests/me/scouts')).statusCode).toBe(401);
    expect((await cast.get('/api/guests/me/scouts')).statusCode).toBe(403);
  });
});

describe('e-mail by the guest’s notification setting', () => {
  const mailsTo = (address: string) =>
    t.smtp.mails.filter((m) => m.to.includes(address) && m.subject.includes('スカウト')).length;

  it('mails always, after matching only once matched, and never not at all', async () => {
    const quiet = await addAccount(t, 'guest', '通知なし');
    const later = await addAccount(t, 'guest', 'マッチング後');
    await setTiming(quiet, 'never');
    await setTiming(later, 'after_matching');
    expect((await scout(cast, quiet, invite())).statusCode).toBe(201);
    expect((await scout(cast, later, invite())).statusCode).toBe(201);
    await insertEntry(t.database.db, { serviceId, castId: 'demoCast1', guestId: later, at: t.clock.now() });
    expect((await scout(cast, later, invite(otherServiceId))).statusCode).toBe(201);
    const mail = await t.smtp.mailTo(`${later}@example.com`, (m) => m.subject.includes('スカウト'));
    expect(mail.text).toContain('「平日の作り置き」');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(`${quiet}@example.com`)).toBe(0);
    expect(mailsTo(`${later}@example.com`)).toBe(1);
  });
});

describe('scouting under concurrency', () => {
  it('takes one of ten identical scouts sent at once', async () => {
    const target = await addAccount(t, 'guest', '同時のご依頼者');
    const answers = await Promise.all(Array.from({ length: 10 }, () => scout(cast, target, invite())));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect(await scoutsOf(t.database.db).where('guest_id', '=', target).execute()).toHaveLength(1);
    const notices = await t.database.db
      .selectFrom('notices')
      .where('account_id', '=', target)
      .selectAll()
      .execute();
    expect(notices).toHaveLength(1);
  });

  it(`holds the limit of ${SCOUT_DAILY_LIMIT} a day (the site's day) when scouts arrive together`, async () => {
    const sentToday = (
      await scoutsOf(t.database.db)
        .where('cast_id', '=', 'demoCast1')
        .where('created_at', '>=', new Date('2026-11-22T00:00:00+09:00'))
        .execute()
    ).length;
    const left = SCOUT_DAILY_LIMIT - sentToday;
    expect(left).toBeGreaterThan(3);
    const guests = await Promise.all(
      Array.from({ length: left + 3 }, (_, n) => addAccount(t, 'guest', `ご依頼者${n}`)),
    );
    const answers = await Promise.all(guests.map((id) => scout(cast, id, invite())));
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(left);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json()).toEqual({ message: 'スカウトは1日20件までです。明日また送ってください。' });

    // The next day in Japan (the test clock stands at 10:00 there) starts a new count.
    const waiting = guests[answers.findIndex((answer) => answer.statusCode === 429)] as string;
    t.clock.advance(14 * 3_600_000 - 1000);
    expect((await scout(cast, waiting, invite())).statusCode).toBe(429);
    t.clock.advance(1000);
    expect((await scout(cast, waiting, invite())).statusCode).toBe(201);
  });
});
