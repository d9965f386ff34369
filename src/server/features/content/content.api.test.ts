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
