import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('POST /login, GET /me, POST /logout', () => {
  it('signs in the demo cast, answers /me with its type, and signs out', async () => {
    const agent = t.agent();
    expect((await agent.get('/api/me')).statusCode).toBe(401);

    const login = await agent.login('cast');
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({
      type: 'cast',
      email: 'cast@example.com',
      nickname: '山田 花子',
    });

    const me = await agent.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.type).toBe('cast');

    expect((await agent.post('/api/logout')).statusCode).toBe(204);
    expect((await agent.get('/api/me')).statusCode).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie with a new id on each login', async () => {
    const agent = t.agent();
    const first = await agent.login('guest');
    const firstCookie = first.cookies.find((c) => c.name === 'tsunagu_session');
    expect(firstCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const second = await agent.login('guest');
    const secondCookie = second.cookies.find((c) => c.name === 'tsunagu_session');
    expect(secondCookie?.value).toBeTruthy();
    expect(secondCookie?.value).not.toBe(firstCookie?.value);

    // The old session id no longer works.
    const stale = t.agent();
    stale.cookies.set('tsunagu_session', firstCookie!.value);
    expect((await stale.get('/api/me')).statusCode).toBe(401);
  });

  it('answers an unknown e-mail and a wrong password in exactly the same way', async () => {
    const unknown = await t
      .agent()
      .post('/api/login', { type: 'cast', email: 'nobody@example.com', password: 'tsunagu-demo' });
    const wrong = await t
      .agent()
      .post('/api/login', { type: 'cast', email: 'cast@example.com', password: 'wrong-password' });
    expect(unknown.statusCode).toBe(422);
    expect(wrong.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      message: 'メールアドレスまたはパスワードが正しくありません。',
      errors: { email: ['メールアドレスまたはパスワードが正しくありません。'] },
    });
  });

  it('is role-aware: the cast account cannot sign in on the guest side', async () => {
    const response = await t.agent().login('guest', 'cast@example.com');
    expect(response.statusCode).toBe(422);
  });

  it('answers in English when the caller asks for it', async () => {
    const response = await t
      .agent()
      .post(
        '/api/login',
        { type: 'cast', email: 'cast@example.com', password: 'nope' },
        { 'accept-language': 'en-US,en;q=0.9' },
      );
    expect(response.json().message).toBe('The e-mail address or password is incorrect.');
  });

  it('rejects malformed input with per-field 422 errors', async () => {
    const response = await t.agent().post('/api/login', { type: 'admin', email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: '入力内容に誤りがあります。',
      errors: {
        type: ['選択肢の中から選んでください。'],
        email: ['メールアドレスの形式で入力してください。'],
        password: ['入力してください。'],
      },
    });
  });
});

describe('login rate limit', () => {
  it('answers 429 with a message after too many attempts from one address', async () => {
    const limited = await createTestApp({ loginRateLimitPerMinute: 3 });
    try {
      const agent = limited.agent();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await agent.post('/api/login', { type: 'guest', email: 'guest@example.com', password: 'bad' }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([422, 422, 422, 429]);
      const refused = await agent.login('guest');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('リクエストが多すぎます。しばらく待ってから再度お試しください。');
    } finally {
      await limited.close();
    }
  });
});
