import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntry, otherAccount, publishService } from '../../../../test/helpers/entries.ts';
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
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, guest } = await signInDemoParties(t));
});
afterAll(() => t?.close());

describe('messages', () => {
  it('carries a conversation both ways, newest conversation first, with unread counts that reading clears', async () => {
    const sent = await guest.post('/api/messages/demoCast1', {
      body: 'はじめまして。来週の土曜日は空いていますか？',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toEqual({
      id: expect.any(String),
      body: 'はじめまして。来週の土曜日は空いていますか？',
      fromMe: true,
      createdAt: expect.any(String),
      readAt: null,
      service: null,
    });

    const inbox = (await cast.get('/api/messages')).json();
    expect(inbox.meta.total).toBe(1);
    expect(inbox.data[0]).toMatchObject({
      counterpart: { id: 'demoGuest1', type: 'guest', nickname: '佐藤 太郎', withdrawn: false },
      lastMessage: { fromMe: false },
      unreadCount: 1,
    });
    expect((await cast.get('/api/messages?onlyUnread=true')).json().data).toHaveLength(1);

    const thread = (await cast.get('/api/messages/demoGuest1')).json().data;
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual([
      'はじめまして。来週の土曜日は空いていますか？',
    ]);
    expect((await cast.get('/api/messages?onlyUnread=true')).json().data).toEqual([]);
    expect((await cast.get('/api/messages')).json().data[0].unreadCount).toBe(0);

    const reply = (await cast.post('/api/messages/demoGuest1', { body: '空いています！' })).json().data;
    const newer = (await guest.get(`/api/messages/demoCast1?lastMessageId=${sent.json().data.id}`)).json()
      .data;
    expect(newer.messages).toEqual([
      expect.objectContaining({ id: reply.id, body: '空いています！', fromMe: false }),
    ]);
    const seenByGuest = (await cast.get('/api/messages/demoGuest1')).json().data.messages;
    expect(seenByGuest[0].readAt).not.toBeNull();
  });

  it('mails the recipient as their notification setting says', async () => {
    const guestProfile = { fullName: { lastName: '佐藤', firstName: '太郎' } };
    // Mails leave in the background: count once those of the earlier tests have left.
    await t.app.mailOutbox.idle();
    const before = t.smtp.mails.filter((m) => m.to.includes('guest@example.com')).length;
    await cast.post('/api/messages/demoGuest1', { body: '当日よろしくお願いします。' });
    const mail = await t.smtp.mailTo('guest@example.com', (m) =>
      m.subject.includes('メッセージが届きました'),
    );
    expect(mail.subject).toBe('【ツナグ 暮らしのサポート】山田 花子さんからメッセージが届きました');
    expect(mail.text).toContain('http://localhost:3000/messages/demoCast1');

    const quiet = await guest.put('/api/guests/me/account-info', {
      nickname: '佐藤 太郎',
      notificationTiming: 'never',
      profile: guestProfile,
    });
    expect(quiet.statusCode).toBe(200);
    await cast.post('/api/messages/demoGuest1', { body: 'これは通知されない' });
    await guest.put('/api/guests/me/account-info', {
      nickname: '佐藤 太郎',
      notificationTiming: 'after_matching',
      profile: guestProfile,
    });
    await cast.post('/api/messages/demoGuest1', { body: 'マッチング前なので通知されない' });
    await t.app.mailOutbox.idle();
    expect(t.smtp.mails.filter((m) => m.to.includes('guest@example.com')).length).toBe(before + 1);
  });

  it('refuses what is not a conversation: same role, unknown account, empty text, signed out', async () => {
    const other = await t.agent().get('/api/messages/demoGuest1');
    expect(other.statusCode).toBe(401);
    expect((await guest.post('/api/messages/demoGuest1', { body: '自分宛て' })).statusCode).toBe(404);
    expect((await guest.post('/api/messages/noSuchAccount', { body: 'だれ？' })).statusCode).toBe(404);
    const empty = await guest.post('/api/messages/demoCast1', { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ body: ['入力してください。'] });
  });
});

describe('who may write to whom', () => {
  const refusal = {
    message:
      'このご依頼者にはまだメッセージを送れません。ご依頼者からのエントリーかメッセージ、またはスカウトのあとに送れます。',
  };
  const canWrite = async (agent: Agent, counterpartId: string) => {
    const thread = await agent.get(`/api/messages/${counterpartId}`);
    expect(thread.statusCode).toBe(200);
    return thread.json().data.canWrite as boolean;
  };

  it('lets a guest write to any active cast, first', async () => {
    const stranger = await otherAccount(t, 'cast', 'strangerCast');
    const strangerId: string = (await stranger.get('/api/me')).json().data.id;
    expect(await canWrite(guest, strangerId)).toBe(true);
    expect((await guest.post(`/api/messages/${strangerId}`, { body: 'ご相談です。' })).statusCode).toBe(201);
    expect(await canWrite(stranger, 'demoGuest1')).toBe(true);
  });

  it('refuses a cast who writes first to a guest with no entry, scout or message between them', async () => {
    const quiet = await addAccount(t, 'guest', '静かなご依頼者');
    expect(await canWrite(cast, quiet)).toBe(false);
    const refused = await cast.post(`/api/messages/${quiet}`, { body: 'はじめまして。' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal);
    expect(
      (await cast.get('/api/messages'))
        .json()
        .data.map((c: { counterpart: { id: string } }) => c.counterpart.id),
    ).not.toContain(quiet);
  });

  it('lets a cast write once the guest has entered one of their services', async () => {
    const applicant = await addAccount(t, 'guest', 'エントリーしたご依頼者');
    const { serviceId } = await publishService(cast);
    await insertEntry(t.database.db, {
      serviceId,
      castId: 'demoCast1',
      guestId: applicant,
      at: t.clock.now(),
    });
    expect(await canWrite(cast, applicant)).toBe(true);
    expect(
      (await cast.post(`/api/messages/${applicant}`, { body: 'ご依頼ありがとうございます。' })).statusCode,
    ).toBe(201);
    // An entry with another cast opens nothing for this one.
    const otherCast = await otherAccount(t, 'cast', 'anotherCast');
    expect(await canWrite(otherCast, applicant)).toBe(false);
    expect((await otherCast.post(`/api/messages/${applicant}`, { body: 'こんにちは' })).json()).toEqual(
      refusal,
    );
  });

  it('lets a cast write after scouting the guest', async () => {
    const scouted = await addAccount(t, 'guest', 'スカウトされたご依頼者');
    const { serviceId } = await publishService(cast, 'スカウト用のサービス');
    const sent = await cast.post(`/api/casts/guests/${scouted}/scout`, {
      serviceId,
      message: 'いかがですか。',
    });
    expect(sent.statusCode).toBe(201);
    expect(await canWrite(cast, scouted)).toBe(true);
    expect((await cast.post(`/api/messages/${scouted}`, { body: '補足です。' })).statusCode).toBe(201);
  });

  it('lets nobody write to a withdrawn or suspended counterpart, while the thread stays readable', async () => {
    const leaving = await addAccount(t, 'guest', '退会するご依頼者');
    await t.database.db
      .insertInto('message_groups')
      .values({
        id: 'groupOfLeaving',
        cast_id: 'demoCast1',
        guest_id: leaving,
        last_message_at: t.clock.now(),
      })
      .execute();
    expect(await canWrite(cast, leaving)).toBe(true);
    for (const status of ['withdrawn', 'suspended'] as const) {
      await setStatus(t, leaving, status);
      expect(await canWrite(cast, leaving)).toBe(false);
      expect((await cast.post(`/api/messages/${leaving}`, { body: 'まだいますか？' })).statusCode).toBe(404);
    }

    const pausedCast = await otherAccount(t, 'cast', 'pausedCast');
    const pausedId: string = (await pausedCast.get('/api/me')).json().data.id;
    await setStatus(t, pausedId, 'suspended');
    expect(await canWrite(guest, pausedId)).toBe(false);
    expect((await guest.post(`/api/messages/${pausedId}`, { body: 'こんにちは' })).statusCode).toBe(404);
  });
});
