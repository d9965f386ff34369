import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../../../../test/helpers/test-app.ts';

let t: TestApp;
let operator: Agent;
beforeAll(async () => {
  t = await createTestApp();
  operator = t.agent();
  expect((await operator.loginOperator()).statusCode).toBe(200);
});
afterAll(() => t?.close());

const HOUR = 60 * 60 * 1000;

/** The newest audit record of an action on a target, as the console's audit log shows it. */
async function lastAudit(action: string, targetId?: string) {
  const query = new URLSearchParams({ action, ...(targetId ? { targetId } : {}) });
  const entries = (await operator.get(`/api/admin/audit-log?${query}`)).json().data;
  return entries[0] as { operatorName: string; before: unknown; after: unknown; targetId: string };
}

describe('notices in the console', () => {
  it('writes a notice, refuses bad fields one by one, and schedules one for later', async () => {
    const refused = await operator.post('/api/admin/notices', {
      audience: 'account',
      title: ' ',
      body: '',
      publishedAt: 'tomorrow',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      audience: ['選択肢の中から選んでください。'],
      title: ['入力してください。'],
      body: ['入力してください。'],
      publishedAt: ['形式が正しくありません。'],
    });

    const now = t.clock.now();
    const inTwoHours = new Date(now.getTime() + 2 * HOUR).toISOString();
    const created = await operator.post('/api/admin/notices', {
      audience: 'public',
      title: '年末の営業について',
      body: '**12月29日**から休みます。',
      publishedAt: inTwoHours,
    });
    expect(created.statusCode).toBe(201);
    const notice = created.json().data;
    expect(notice).toMatchObject({ audience: 'public', title: '年末の営業について', scheduled: true });

    const publicIds = async () =>
      (await t.agent().get('/api/guests/notices')).json().data.map((n: { id: string }) => n.id);
    expect(await publicIds()).not.toContain(notice.id);
    expect((await t.agent().get(`/api/notices/${notice.id}`)).statusCode).toBe(404);

    const listed = (await operator.get('/api/admin/notices')).json();
    expect(listed.data[0]).toMatchObject({ id: notice.id, scheduled: true });

    t.clock.advance(2 * HOUR);
    expect(await publicIds()).toContain(notice.id);
    expect((await t.agent().get(`/api/notices/${notice.id}`)).json().data.body).toBe(
      '**12月29日**から休みます。',
    );
    expect((await operator.get(`/api/admin/notices/${notice.id}`)).json().data.scheduled).toBe(false);

    const audit = await lastAudit('notice.create', notice.id);
    expect(audit).toMatchObject({
      operatorName: '運営担当',
      before: null,
      after: { title: '年末の営業について' },
    });
  });

  it('may carry an English title and body, read in English, the Japanese standing in for what has none', async () => {
    const tooLong = await operator.post('/api/admin/notices', {
      audience: 'public',
      title: 'お知らせ',
      body: '本文',
      titleEn: 'x'.repeat(201),
      publishedAt: t.clock.now().toISOString(),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['titleEn']);

    const created = await operator.post('/api/admin/notices', {
      audience: 'public',
      title: 'メンテナンスのお知らせ',
      body: '深夜に停止します。',
      titleEn: 'Scheduled maintenance',
      publishedAt: t.clock.now().toISOString(),
    });
    expect(created.statusCode).toBe(201);
    const notice = created.json().data;
    expect(notice).toMatchObject({ titleEn: 'Scheduled maintenance', bodyEn: '' });

    const english = { 'accept-language': 'en' };
    expect((await t.agent().get(`/api/notices/${notice.id}`, english)).json().data).toMatchObject({
      title: 'Scheduled maintenance',
      body: '深夜に停止します。',
    });
    const listedInEnglish = (await t.agent().get('/api/guests/notices', english)).json().data;
    expect(listedInEnglish.find((n: { id: string }) => n.id === notice.id).title).toBe(
      'Scheduled maintenance',
    );
    expect((await t.agent().get(`/api/notices/${notice.id}`)).json().data.title).toBe(
      'メンテナンスのお知らせ',
    );
  });

  it('rewrites a notice for another audience and deletes it, each with before and after in the log', async () => {
    const { id } = (
      await operator.post('/api/admin/notices', {
        audience: 'guest',
        title: '下書き',
        body: '本文',
        publishedAt: t.clock.now().toISOString(),
      })
    ).json().data;
    const updated = await operator.put(`/api/admin/notices/${id}`, {
      audience: 'cast',
      title: 'サポーターの皆さまへ',
      body: '本文',
      publishedAt: t.clock.now().toISOString(),
    });
    expect(updated.statusCode).toBe(200);
    expect((await t.agent().get(`/api/notices/${id}`)).statusCode).toBe(404);
    const cast = t.agent();
    await cast.login('cast');
    expect((await cast.get(`/api/notices/${id}`)).json().data.title).toBe('サポーターの皆さまへ');
    expect(await lastAudit('notice.update', id)).toMatchObject({
      before: { audience: 'guest', title: '下書き' },
      after: { audience: 'cast', title: 'サポーターの皆さまへ' },
    });

    expect((await operator.delete(`/api/admin/notices/${id}`)).statusCode).toBe(204);
    expect((await operator.get(`/api/admin/notices/${id}`)).statusCode).toBe(404);
    expect((await cast.get(`/api/notices/${id}`)).statusCode).toBe(404);
    expect(await lastAudit('notice.delete', id)).toMatchObject({
      before: { title: 'サポーターの皆さまへ' },
      after: null,
    });
  });

  it('answers 404 for an unknown notice and keeps personal notices out of the editor', async () => {
    const body = { audience: 'public', title: 'x', body: 'y', publishedAt: t.clock.now().toISOString() };
    expect((await operator.get('/api/admin/notices/nope')).statusCode).toBe(404);
    expect((await operator.put('/api/admin/notices/nope', body)).statusCode).toBe(404);
    expect((await operator.delete('/api/admin/notices/nope')).statusCode).toBe(404);

    await t.database.db
      .insertInto('notices')
      .values({
        id: 'personalNotice1',
        audience: 'account',
        account_id: 'demoGuest1',
        title: '個別のお知らせ',
        body: '本人だけが読めます。',
        published_at: t.clock.now(),
      })
      .execute();
    expect((await operator.get('/api/admin/notices/personalNotice1')).statusCode).toBe(404);
    expect((await operator.put('/api/admin/notices/personalNotice1', body)).statusCode).toBe(404);
    const all = (await operator.get('/api/admin/notices?perPage=100')).json().data;
    expect(all.map((n: { audience: string }) => n.audience)).not.toContain('account');
  });
});

describe('free pages, terms and the privacy policy', () => {
  it('makes a page at a new address, refuses a taken or malformed one, rewrites and deletes it', async () => {
    const malformed = await operator.post('/api/admin/pages', {
      slug: 'Bad Slug!',
      title: '',
      body: 'x',
      position: -1,
    });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['position', 'slug', 'title']);

    const taken = await operator.post('/api/admin/pages', { slug: 'terms-cast', title: '規約', body: 'x' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      slug: ['このアドレス（terms-cast）はすでに使われています。別のアドレスにしてください。'],
    });

    const created = await operator.post('/api/admin/pages', {
      slug: 'company',
      title: '会社案内',
      body: '## 所在地\n\n東京都',
      position: 5,
    });
    expect(created.statusCode).toBe(201);
    expect((await t.agent().get('/api/fixed-page/company')).json().data.body).toBe('## 所在地\n\n東京都');
    expect((await operator.get('/api/admin/pages')).json().data.map((p: { slug: string }) => p.slug)).toEqual(
      ['about', 'guide', 'company'],
    );
    expect((await lastAudit('page.create', 'company')).after).toMatchObject({ slug: 'company', position: 5 });

    const again = await operator.post('/api/admin/pages', { slug: 'company', title: '二つ目', body: 'x' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.slug).toHaveLength(1);

    const updated = await operator.put('/api/admin/pages/company', {
      title: '会社概要',
      body: '東京都渋谷区',
    });
    expect(updated.json().data).toMatchObject({ slug: 'company', title: '会社概要', position: 0 });
    expect(await lastAudit('page.update', 'company')).toMatchObject({
      before: { title: '会社案内' },
      after: { title: '会社概要' },
    });

    expect((await operator.delete('/api/admin/pages/company')).statusCode).toBe(204);
    expect((await t.agent().get('/api/fixed-page/company')).statusCode).toBe(404);
    expect((await lastAudit('page.delete', 'company')).before).toMatchObject({ title: '会社概要' });
  });

  it('answers 404 for an unknown page, and never edits the terms as a free page', async () => {
    expect((await operator.get('/api/admin/pages/nope')).statusCode).toBe(404);
    expect((await operator.put('/api/admin/pages/nope', { title: 'x', body: 'y' })).statusCode).toBe(404);
    expect((await operator.delete('/api/admin/pages/terms-guest')).statusCode).toBe(404);
  });

  it('writes the first privacy policy of a site that has none, at its reserved address', async () => {
    await t.database.db.deleteFrom('content_pages').where('kind', '=', 'privacy_policy').execute();
    expect((await operator.get('/api/admin/privacy-policy')).statusCode).toBe(404);
    const squatter = await operator.post('/api/admin/pages', {
      slug: 'privacy-policy',
      title: 'x',
      body: 'y',
    });
    expect(squatter.statusCode).toBe(422);
    const written = await operator.put('/api/admin/privacy-policy', {
      title: 'プライバシーポリシー',
      body: '初版',
    });
    expect(written.json().data).toMatchObject({ slug: 'privacy-policy', body: '初版' });
    expect((await t.agent().get('/api/privacy-policy')).json().data.body).toBe('初版');
    expect(await lastAudit('privacyPolicy.update')).toMatchObject({ before: null, after: { body: '初版' } });
  });

  it('rewrites the terms of each role and the privacy policy, refusing an empty body', async () => {
    const empty = await operator.put('/api/admin/terms/cast', { title: 'サポーター利用規約', body: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ body: ['入力してください。'] });
    expect((await operator.put('/api/admin/terms/admin', { title: 'x', body: 'y' })).statusCode).toBe(422);

    const terms = await operator.put('/api/admin/terms/cast', {
      title: 'サポーター利用規約',
      body: '## 第1条\n\n改定しました。',
    });
    expect(terms.statusCode).toBe(200);
    expect((await t.agent().get('/api/terms?type=cast')).json().data.body).toBe('## 第1条\n\n改定しました。');
    expect((await t.agent().get('/api/terms?type=guest')).json().data.title).toBe('ご依頼者利用規約');
    expect((await operator.get('/api/admin/terms/cast')).json().data.body).toBe('## 第1条\n\n改定しました。');
    const termsAudit = await lastAudit('terms.update', 'terms-cast');
    expect((termsAudit.before as { body: string }).body).toContain('第1条（適用）');
    expect(termsAudit.after).toMatchObject({ body: '## 第1条\n\n改定しました。' });

    await operator.put('/api/admin/privacy-policy', { title: 'プライバシーポリシー', body: '改定版' });
    expect((await t.agent().get('/api/privacy-policy')).json().data.body).toBe('改定版');
    expect((await operator.get('/api/admin/privacy-policy')).json().data.body).toBe('改定版');
    expect((await lastAudit('privacyPolicy.update')).after).toMatchObject({ body: '改定版' });
  });
});

describe('Q&A and the commerce-law disclosure', () => {
  it('replaces the Q&A as an ordered list, naming the bad field of the bad item', async () => {
    const before = (await operator.get('/api/admin/questions')).json().data.questions;
    const refused = await operator.put('/api/admin/questions', {
      questions: [
        { question: '支払い方法は？', answer: 'カードです。' },
        { question: '', answer: 'x' },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'questions.1.question': ['入力してください。'] });

    const questions = [
      {
        question: '支払い方法は？',
        answer: '**クレジットカード**です。',
        questionEn: 'How do I pay?',
        answerEn: 'By **credit card**.',
      },
      { question: '利用料はかかりますか？', answer: '無料です。', questionEn: '', answerEn: '' },
    ];
    const saved = await operator.put('/api/admin/questions', { questions });
    expect(saved.json().data).toEqual({ questions });
    expect((await t.agent().get('/api/questions')).json().data).toEqual([
      { question: '支払い方法は？', answer: '**クレジットカード**です。' },
      { question: '利用料はかかりますか？', answer: '無料です。' },
    ]);
    // In English, each question and answer that has an English version shows it; the rest stay Japanese.
    expect((await t.agent().get('/api/questions', { 'accept-language': 'en' })).json().data).toEqual([
      { question: 'How do I pay?', answer: 'By **credit card**.' },
      { question: '利用料はかかりますか？', answer: '無料です。' },
    ]);
    expect(await lastAudit('questions.update')).toMatchObject({
      before: { questions: before },
      after: { questions },
    });
  });

  it('replaces the disclosure rows and refuses an empty list', async () => {
    expect((await operator.put('/api/admin/management-info', { rows: [] })).json().errors).toEqual({
      rows: ['1件以上選択してください。'],
    });
    const rows = [
      { label: '販売業者', value: '株式会社ツナグ' },
      { label: '所在地', value: '東京都渋谷区' },
    ];
    expect((await operator.put('/api/admin/management-info', { rows })).json().data).toEqual({ rows });
    expect((await t.agent().get('/api/management-info')).json().data.rows).toEqual(rows);
    expect((await operator.get('/api/admin/management-info')).json().data).toEqual({ rows });
    const audit = await lastAudit('managementInfo.update');
    expect((audit.before as { rows: Array<{ label: string }> }).rows.map((r) => r.label)).toContain(
      '返品・キャンセル',
    );
    expect(audit.after).toEqual({ rows });
  });
});

describe('the contact inbox', () => {
  it('lists the forms newest first, filters waiting and handled, and marks one handled and back', async () => {
    const send = (kind: string, name: string) =>
      t
        .agent()
        .post('/api/contact', { kind, name, email: 'sender@example.com', body: `${name}からの質問です。` });
    expect((await send('contact', '佐藤')).statusCode).toBe(204);
    t.clock.advance(60_000);
    expect((await send('supplier', '鈴木')).statusCode).toBe(204);

    const inbox = (await operator.get('/api/admin/contacts')).json();
    expect(inbox.data.map((m: { name: string }) => m.name)).toEqual(['鈴木', '佐藤']);
    expect(inbox.data[0]).toMatchObject({ kind: 'supplier', email: 'sender@example.com', handledAt: null });
    const sato = inbox.data[1].id;
    expect(
      (await operator.get('/api/admin/contacts?kind=supplier'))
        .json()
        .data.map((m: { name: string }) => m.name),
    ).toEqual(['鈴木']);

    const marked = await operator.patch(`/api/admin/contacts/${sato}`, { handled: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.handledAt).toBe(t.clock.now().toISOString());
    const names = async (handled: string) =>
      (await operator.get(`/api/admin/contacts?handled=${handled}`))
        .json()
        .data.map((m: { name: string }) => m.name);
    expect(await names('false')).toEqual(['鈴木']);
    expect(await names('true')).toEqual(['佐藤']);
    expect(await lastAudit('contact.markHandled', sato)).toMatchObject({
      before: { handledAt: null },
      after: { handledAt: t.clock.now().toISOString() },
    });

    await operator.patch(`/api/admin/contacts/${sato}`, { handled: false });
    expect(await names('false')).toEqual(['鈴木', '佐藤']);
    expect((await operator.get(`/api/admin/contacts/${sato}`)).json().data.handledAt).toBeNull();
    expect((await lastAudit('contact.markWaiting', sato)).after).toEqual({ handledAt: null });
  });

  it('answers 404 for an unknown message and 422 for a missing flag or a bad filter', async () => {
    expect((await operator.get('/api/admin/contacts/nope')).statusCode).toBe(404);
    expect((await operator.patch('/api/admin/contacts/nope', { handled: true })).statusCode).toBe(404);
    const { id } = (await operator.get('/api/admin/contacts')).json().data[0];
    expect((await operator.patch(`/api/admin/contacts/${id}`, {})).json().errors).toEqual({
      handled: ['入力してください。'],
    });
    expect((await operator.get('/api/admin/contacts?handled=maybe')).statusCode).toBe(422);
  });
});
