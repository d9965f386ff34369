import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { createNoticesService } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insertInto('notices')
    .values([
      {
        id: 'laterGuestNotice',
        audience: 'guest',
        title: '年末年始のお知らせ',
        body: '12/29〜1/3はお休みです。',
        published_at: new Date('2026-11-20T09:00:00+09:00'),
      },
      {
        id: 'scheduledNotice',
        audience: 'public',
        title: '予約投稿',
        body: 'まだ見えない',
        published_at: new Date('2027-01-01T00:00:00+09:00'),
      },
    ])
    .execute();
});
afterAll(() => t?.close());

describe('notices', () => {
  it('lists guest and public notices to anyone, newest first, paged, without scheduled ones', async () => {
    const response = await t.agent().get('/api/guests/notices?perPage=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        expect.objectContaining({ id: 'laterGuestNotice', title: '年末年始のお知らせ', audience: 'guest' }),
      ],
      meta: { currentPage: 1, lastPage: 3, perPage: 1, total: 3 },
    });
    const all = (await t.agent().get('/api/guests/notices')).json().data.map((n: { id: string }) => n.id);
    expect(all).toEqual(['laterGuestNotice', 'demoNoticeGuest1', 'demoNoticePublic1']);
  });

  it('lists cast notices to casts only', async () => {
    expect((await t.agent().get('/api/casts/notices')).statusCode).toBe(401);
    const guest = t.agent();
    await guest.login('guest');
    expect((await guest.get('/api/casts/notices')).statusCode).toBe(403);
    const cast = t.agent();
    await cast.login('cast');
    const ids = (await cast.get('/api/casts/notices')).json().data.map((n: { id: string }) => n.id);
    expect(ids).toEqual(['demoNoticeCast1', 'demoNoticePublic1']);
  });

  it('shows one notice, hiding cast notices from everyone else and scheduled ones from all', async () => {
    expect((await t.agent().get('/api/notices/demoNoticePublic1')).json().data.title).toBe(
      'サイトをオープンしました',
    );
    expect((await t.agent().get('/api/notices/demoNoticeCast1')).statusCode).toBe(404);
    const cast = t.agent();
    await cast.login('cast');
    expect((await cast.get('/api/notices/demoNoticeCast1')).statusCode).toBe(200);
    expect((await cast.get('/api/notices/scheduledNotice')).statusCode).toBe(404);
  });

  it('bounds the page size', async () => {
    const response = await t.agent().get('/api/guests/notices?perPage=500');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ perPage: ['100以下の値を入力してください。'] });
  });

  it("shows a notice addressed to one account to that account only, in its role's list", async () => {
    const cast = t.agent();
    await cast.login('cast');
    const casts = (await cast.get('/api/casts/notices')).json().meta.total as number;
    await createNoticesService(t.database.db, t.clock).notifyAccount(t.database.db, {
      accountId: 'demoCast1',
      title: '本人確認書類を差し戻しました',
      body: '書類の文字が読み取れませんでした。',
    });
    const list = (await cast.get('/api/casts/notices')).json();
    expect(list.meta.total).toBe(casts + 1);
    const personal = list.data.find((n: { audience: string }) => n.audience === 'account');
    expect(personal).toMatchObject({ title: '本人確認書類を差し戻しました' });
    expect((await cast.get(`/api/notices/${personal.id}`)).statusCode).toBe(200);

    const guest = t.agent();
    await guest.login('guest');
    const guestTitles = (await guest.get('/api/guests/notices'))
      .json()
      .data.map((n: { title: string }) => n.title);
    expect(guestTitles).not.toContain('本人確認書類を差し戻しました');
    expect((await guest.get(`/api/notices/${personal.id}`)).statusCode).toBe(404);
    expect((await t.agent().get(`/api/notices/${personal.id}`)).statusCode).toBe(404);
  });
});
