import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('password reset', () => {
  it('resets the password by e-mail code, ends every other session and signs in', async () => {
    const otherDevice = t.agent();
    await otherDevice.login('guest');
    expect((await otherDevice.get('/api/me')).statusCode).toBe(200);

    const agent = t.agent();
    expect(
      (
        await agent.post('/api/customers/password-resets/send-code', {
          type: 'guest',
          email: 'guest@example.com',
        })
      ).statusCode,
    ).toBe(200);
    const mail = await t.smtp.mailTo('guest@example.com', (m) => m.subject.includes('パスワード再設定'));
    expect(mail.subject).toBe('【ツナグ 暮らしのサポート】パスワード再設定の確認コード');
    const code = await t.smtp.codeSentTo('guest@example.com');

    const verified = await agent.post('/api/customers/password-resets/verify-code', {
      type: 'guest',
      email: 'guest@example.com',
      code,
    });
    expect(verified.statusCode).toBe(200);
    const reset = await agent.post('/api/customers/password-resets/registers', {
      resetToken: verified.json().data.resetToken,
      password: 'a brand new password',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.email).toBe('guest@example.com');
    expect((await agent.get('/api/me')).statusCode).toBe(200);

    expect((await otherDevice.get('/api/me')).statusCode).toBe(401);
    expect((await t.agent().login('guest')).statusCode).toBe(422);
    expect((await t.agent().login('guest', 'guest@example.com', 'a brand new password')).statusCode).toBe(
      200,
    );
    const notice = await t.smtp.mailTo('guest@example.com', (m) => m.subject.includes('変更しました'));
    expect(notice.text).toContain('ほかの端末からはログアウトしました');
  });

  it('answers an unknown e-mail the same way and sends it nothing', async () => {
    const before = t.smtp.mails.length;
    const response = await t
      .agent()
      .post('/api/customers/password-resets/send-code', { type: 'cast', email: 'ghost@example.com' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().data)).toEqual(['expiresAt']);
    await new Promise((r) => setTimeout(r, 100));
    expect(t.smtp.mails.slice(before).filter((m) => m.to.includes('ghost@example.com'))).toEqual([]);
  });

  it('refuses a short password and an invalid token with per-field messages', async () => {
    const response = await t
      .agent()
      .post('/api/customers/password-resets/registers', { resetToken: 'nope', password: 'short' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: ['パスワードは8文字以上で入力してください。'] });
    const invalid = await t
      .agent()
      .post('/api/customers/password-resets/registers', { resetToken: 'nope', password: 'long enough now' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      token: ['手続きの有効期限が切れました。最初からやり直してください。'],
    });
  });
});
