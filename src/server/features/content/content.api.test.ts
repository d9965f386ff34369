import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("the site's own pages", () => {
  it('serves terms per role, the privacy policy, free pages, questions and the commerce-law disclosure', async () => {
    const agent = t.agent();
    expect((await agent.get('/api/terms?type=cast')).json().data.title).toBe('サポーター利用規約');
    expect((await agent.get('/api/terms?type=guest')).json().data.title).toBe('ご依頼者利用規約');
    expect((await agent.get('/api/terms?type=admin')).statusCode).toBe(422);
    expect((await agent.get('/api/privacy-policy')).json().data.body).toContain('本人確認書類');
    expect((await agent.get('/api/fixed-page')).json().data).toEqual([
      { slug: 'about', title: 'ツナグについて' },
      { slug: 'guide', title: 'ご利用の流れ' },
    ]);
    expect((await agent.get('/api/fixed-page/guide')).json().data.body).toContain('見積もり');
    expect((await agent.get('/api/fixed-page/terms-cast')).statusCode).toBe(404);
    expect((await agent.get('/api/fixed-page/nope')).statusCode).toBe(404);
    const questions = (await agent.get('/api/questions')).json().data;
    expect(questions[0]).toEqual({
      question: '利用料はかかりますか？',
      answer: '登録は無料です。サービスの代金のほかに費用はかかりません。',
    });
    const info = (await agent.get('/api/management-info')).json().data;
    expect(info.rows.map((r: { label: string }) => r.label)).toContain('販売業者');
  });

  it('stores a contact message and mails it to the contactEmail of the settings', async () => {
    const response = await t.agent().post('/api/contact', {
      kind: 'supplier',
      name: '高橋 京子',
      email: 'kyoko@example.com',
      company: '京子クリーニング',
      body: '出店について相談したいです。',
    });
    expect(response.statusCode).toBe(204);
    const mail = await t.smtp.mailTo('support@example.com');
    expect(mail.subject).toBe('【ツナグ 暮らしのサポート】お問い合わせ（supplier）: 高橋 京子 様');
    expect(mail.text).toContain('出店について相談したいです。');
    const stored = await t.database.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'supplier', email: 'kyoko@example.com' });
  });

  it('refuses an incomplete contact form with per-field messages and stores nothing', async () => {
    const response = await t.agent().post('/api/contact', { name: '', email: 'nope', body: '' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['body', 'email', 'name']);
    expect(await t.database.db.selectFrom('contact_messages').selectAll().execute()).toHaveLength(1);
  });
});

describe('English versions of the pages', () => {
  it('are written in the console (refused over their limits) and read in English, each falling back to Japanese', async () => {
    const operator = t.agent();
    expect((await operator.loginOperator()).statusCode).toBe(200);
    const tooLong = await operator.put('/api/admin/privacy-policy', {
      title: 'プライバシーポリシー',
      body: '個人情報の取り扱いについて',
      titleEn: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['titleEn']);

    const saved = await operator.put('/api/admin/privacy-policy', {
      title: 'プライバシーポリシー',
      body: '個人情報の取り扱いについて',
      titleEn: 'Privacy policy',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ titleEn: 'Privacy policy', bodyEn: '' });

    const english = { 'accept-language': 'en' };
    const inEnglish = (await t.agent().get('/api/privacy-policy', english)).json().data;
    // No English body yet: the Japanese one stands in, under the English title.
    expect(inEnglish).toMatchObject({ title: 'Privacy policy', body: '個人情報の取り扱いについて' });
    const inJapanese = (await t.agent().get('/api/privacy-policy')).json().data;
    expect(inJapanese).toMatchObject({ title: 'プライバシーポリシー', body: '個人情報の取り扱いについて' });

    const page = await operator.post('/api/admin/pages', {
      slug: 'about-us',
      title: '私たちについて',
      body: '本文',
      titleEn: 'About us',
      bodyEn: 'Who we are.',
    });
    expect(page.statusCode).toBe(201);
    expect((await t.agent().get('/api/fixed-page/about-us', english)).json().data).toMatchObject({
      title: 'About us',
      body: 'Who we are.',
    });
    const list = (await t.agent().get('/api/fixed-page', english)).json().data;
    expect(list).toContainEqual({ slug: 'about-us', title: 'About us' });
  });

  it('of the commerce-law disclosure: each row may be in English, the Japanese standing in where not', async () => {
    const operator = t.agent();
    expect((await operator.loginOperator()).statusCode).toBe(200);
    const rows = [
      { label: '販売業者', value: '株式会社ツナグ', labelEn: 'Seller', valueEn: 'Tsunagu Inc.' },
      { label: '電話番号', value: '03-0000-0000', labelEn: 'Phone' },
    ];
    expect((await operator.put('/api/admin/management-info', { rows })).statusCode).toBe(200);
    const english = (await t.agent().get('/api/management-info', { 'accept-language': 'en' })).json().data;
    expect(english.rows).toEqual([
      { label: 'Seller', value: 'Tsunagu Inc.' },
      { label: 'Phone', value: '03-0000-0000' },
    ]);
    const japanese = (await t.agent().get('/api/management-info')).json().data;
    expect(japanese.rows).toEqual([
      { label: '販売業者', value: '株式会社ツナグ' },
      { label: '電話番号', value: '03-0000-0000' },
    ]);
  });
});
