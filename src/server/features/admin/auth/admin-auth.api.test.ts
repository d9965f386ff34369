import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimitPerMinute: 5 });
});
afterAll(() => t.close());

const operatorLogin = { email: 'operator@example.com', password: 'tsunagu-demo' };

describe('operator sign-in', () => {
  it('signs an operator in, answers /admin/me, and signs out', async () => {
    const operator = t.agent();
    const login = await operator.post('/api/admin/login', operatorLogin);
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ email: 'operator@example.com', name: '運営担当' });
    expect((await operator.get('/api/admin/me')).json().data.email).toBe('operator@example.com');
    expect((await operator.post('/api/admin/logout')).statusCode).toBe(204);
    expect((await operator.get('/api/admin/me')).statusCode).toBe(401);
  });

  it('gives a wrong password and an unknown e-mail the same 422', async () => {
    const wrong = await t.agent().post('/api/admin/login', { ...operatorLogin, password: 'nope-nope' });
    const unknown = await t.agent().post('/api/admin/login', { ...operatorLogin, email: 'x@example.com' });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a customer password on the console and an operator password on the customer login', async () => {
    const cast = await t
      .agent()
      .post('/api/admin/login', { email: 'cast@example.com', password: 'tsunagu-demo' });
    expect(cast.statusCode).toBe(422);
    const asGuest = await t.agent().login('guest', 'operator@example.com');
    expect(asGuest.statusCode).toBe(422);
  });

  it('never lets an operator session act as a customer, nor a customer session open the console', async () => {
    const operator = t.agent();
    await operator.post('/api/admin/login', operatorLogin);
    expect((await operator.get('/api/me')).statusCode).toBe(401);
    expect((await operator.get('/api/casts/me/account-info')).statusCode).toBe(401);
    const cast = t.agent();
    await cast.login('cast');
    expect((await cast.get('/api/admin/me')).statusCode).toBe(403);
  });

  it('needs the XSRF token and X-Requested-With like every other write', async () => {
    const bare = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: operatorLogin });
    expect([403, 419]).toContain(bare.statusCode);
  });

  it('limits sign-in attempts per minute', async () => {
    const agent = t.agent();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await agent.post('/api/admin/login', { ...operatorLogin, password: `wrong-${i}` })).statusCode,
      );
    }
    expect(statuses).toContain(429);
  });
});
