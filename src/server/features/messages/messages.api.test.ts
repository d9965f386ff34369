import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
let cast: Agent;
let guest: Agent;
beforeAll(async () => {
  t = await createTestApp();
  cast = t.agent();
  await cast.login('cast');
  guest = t.agent();
  await guest.login('guest');
});
afterAll(() => t?.close());

describe('messages', () => {
  it('carries a conversation both ways, newest conversation first, with unread counts that reading clears', async () => {
    const sent = await guest.post('/api/messages/demoCast1', {
      body: 'はじめまして。来週の土曜日は空いていますか？',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      body: 'はじめまして。来週の土曜日は空いていますか？',
      fromMe: true,
      readAt: null,
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
    await new Promise((r) => setTimeout(r, 200));
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
