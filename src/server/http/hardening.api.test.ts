import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInDemoParties, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The writes a signed-out caller makes; every other write route needs a session. */
const SIGNED_OUT_WRITES = [
  'POST /login',
  'POST /logout',
  'POST /admin/login',
  'POST /admin/logout',
  'POST /contact',
  'POST /customers/registers',
  'POST /customers/emails/send-code',
  'POST /customers/emails/verify-code',
  'POST /customers/password-resets/send-code',
  'POST /customers/password-resets/verify-code',
  'POST /customers/password-resets/registers',
];

/** Every write of the OpenAPI document (generated from the routes), with a made-up id in each parameter. */
async function writeRoutes(): Promise<Array<{ route: string; method: string; url: string }>> {
  const doc = (await t.agent().get('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .map((method) => method.toUpperCase())
      .filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
      .map((method) => ({
        route: `${method} ${path}`,
        method,
        url: `/api${path.replace(/\{\w+\}/g, 'unknownid1')}`,
      })),
  );
}

describe('authentication before validation', () => {
  it('refuses a signed-out write with 401 before looking at its body, on every write route but the signed-out ones', async () => {
    const routes = await writeRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const visitor = t.agent();
    const answers: Record<string, number> = {};
    for (const { route, method, url } of routes) {
      answers[route] = (await visitor.request(method as 'POST', url, { title: 1, amount: 'x' })).statusCode;
    }
    const refused = Object.entries(answers)
      .filter(([, status]) => status === 401)
      .map(([route]) => route);
    const open = Object.keys(answers).filter((route) => !refused.includes(route));
    expect(open.sort()).toEqual([...SIGNED_OUT_WRITES].sort());
  });

  it("treats an operator's session as signed out on the public site's writes: 401 before the body", async () => {
    const operator = t.agent();
    await operator.loginOperator();
    const response = await operator.put('/api/customers/me/bank-account', { bankName: 1 });
    expect(response.statusCode).toBe(401);
    expect((await operator.put('/api/admin/questions', { questions: 'x' })).statusCode).toBe(422);
  });

  it('still validates a signed-in write (422)', async () => {
    const { cast } = await signInDemoParties(t);
    const response = await cast.post('/api/services', { title: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.title).toBeDefined();
  });
});

describe('NUL characters', () => {
  it('refuses one in a body, however deep, with 422 naming the field, and keeps the saved value', async () => {
    const { cast } = await signInDemoParties(t);
    const before = (await cast.get('/api/casts/me/account-info')).json();
    const response = await cast.put('/api/casts/me/account-info', {
      ...before.data,
      nickname: 'まなみ\u0000',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      nickname: ['使用できない文字（NUL）が含まれています。'],
    });
    expect((await cast.get('/api/casts/me/account-info')).json()).toEqual(before);

    const nested = await cast.post('/api/services', { title: 'ok', values: { area: ['tokyo', 'a\u0000'] } });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors['values.area.1']).toEqual(['使用できない文字（NUL）が含まれています。']);
  });

  it('refuses one in a query with 422 rather than failing in the database', async () => {
    const response = await t.agent().get('/api/services?keyword=%00');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['keyword']);
  });
});

describe('deep nesting', () => {
  it('refuses a body nested deeper than any form with 422 naming where, rather than overflowing the stack', async () => {
    const { guest } = await signInDemoParties(t);
    const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    for (const depth of [3_000, 400_000]) {
      const response = await guest.request('PUT', '/api/me/locale', `{"locale": ${deep(depth)}}`, {
        'content-type': 'application/json',
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([`locale${'.0'.repeat(31)}`]);
    }
    const anonymous = await t.agent().request('POST', '/api/login', `{"email": ${deep(3_000)}}`, {
      'content-type': 'application/json',
    });
    expect(anonymous.statusCode).toBe(422);
  });
});

describe('Cache-Control', () => {
  it('lets no cache keep an answer to a signed-in caller, nor an API answer that did not say it may be kept', async () => {
    const { guest } = await signInDemoParties(t);
    for (const url of ['/api/me', '/api/site', '/api/services', '/api/guests/me/entries']) {
      const response = await guest.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.agent().get('/api/site')).headers['cache-control']).toBe('no-store');
  });
});

describe('the XSRF token belongs to its session', () => {
  it("refuses another session's token, and the token from before signing in", async () => {
    const { cast, guest } = await signInDemoParties(t);
    const castToken = cast.cookies.get('XSRF-TOKEN') ?? '';
    guest.cookies.set('XSRF-TOKEN', castToken);
    const borrowed = await guest.post('/api/logout', undefined, { 'x-xsrf-token': castToken });
    expect(borrowed.statusCode).toBe(419);

    const visitor = t.agent();
    await visitor.get('/api/health');
    const beforeLogin = visitor.cookies.get('XSRF-TOKEN') ?? '';
    await visitor.login('guest');
    expect(visitor.cookies.get('XSRF-TOKEN')).not.toBe(beforeLogin);
    visitor.cookies.set('XSRF-TOKEN', beforeLogin);
    const stale = await visitor.post('/api/logout', undefined, { 'x-xsrf-token': beforeLogin });
    expect(stale.statusCode).toBe(419);
  });
});

describe('Origin', () => {
  const credentials = { type: 'guest', email: 'guest@example.com', password: 'tsunagu-demo' };

  it("refuses a write that another site's page makes, with 403, and takes one from our own pages", async () => {
    const agent = t.agent();
    const foreign = await agent.post('/api/login', credentials, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: '他のサイトからの操作は受け付けていません。' });
    expect(agent.cookies.has('tsunagu_session')).toBe(false);

    expect(
      (await agent.post('/api/login', credentials, { origin: 'http://localhost:3000' })).statusCode,
    ).toBe(200);
    // A client that names no origin (a script, a test) is judged by the XSRF token alone.
    expect((await t.agent().post('/api/login', credentials)).statusCode).toBe(200);
  });

  it('takes a write from the host the request came to (the dev server proxying to the API)', async () => {
    const agent = t.agent();
    const response = await agent.post('/api/login', credentials, {
      origin: 'http://localhost:5173',
      host: 'localhost:5173',
    });
    expect(response.statusCode).toBe(200);
  });
});
