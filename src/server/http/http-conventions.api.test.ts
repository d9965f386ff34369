import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const credentials = { type: 'cast', email: 'cast@example.com', password: 'tsunagu-demo' };

describe('XSRF and X-Requested-With', () => {
  it('gives every caller a readable XSRF-TOKEN cookie', async () => {
    const response = await t.agent().get('/api/health');
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('hands the token out with GET /api/me, which every page makes, and not with the public settings', async () => {
    // The settings' answer is the same for every visitor; a page asks for both before anything else.
    const site = await t.agent().get('/api/site');
    expect(site.statusCode).toBe(200);
    expect(site.headers['set-cookie']).toBeUndefined();
    const agent = t.agent();
    expect((await agent.get('/api/me')).statusCode).toBe(401);
    expect(agent.cookies.get('XSRF-TOKEN')).toMatch(/^[\w-]+\.[\w-]+$/);
    expect((await agent.post('/api/login', credentials)).statusCode).toBe(200);
  });

  it('refuses a state-changing call without X-Requested-With (403)', async () => {
    const agent = t.agent();
    const response = await agent.post('/api/login', credentials, { 'x-requested-with': '' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: '不正なリクエストです。' });
  });

  it('refuses a state-changing call whose token header is missing or does not match (419)', async () => {
    const agent = t.agent();
    await agent.get('/api/health');
    const missing = await agent.post('/api/login', credentials, { 'x-xsrf-token': '' });
    expect(missing.statusCode).toBe(419);
    expect(missing.json().message).toBe(
      'ページの有効期限が切れました。ページを再読み込みしてから再度お試しください。',
    );
    const forged = await agent.post('/api/login', credentials, { 'x-xsrf-token': 'abc.def' });
    expect(forged.statusCode).toBe(419);
  });

  it('refuses a forged cookie even when the header echoes it (the token is signed)', async () => {
    const agent = t.agent();
    agent.cookies.set('XSRF-TOKEN', 'forged.token');
    const response = await agent.post('/api/login', credentials, { 'x-xsrf-token': 'forged.token' });
    expect(response.statusCode).toBe(419);
  });

  it('accepts the call when both are right, and issues a new token on login', async () => {
    const agent = t.agent();
    await agent.get('/api/health');
    const before = agent.cookies.get('XSRF-TOKEN');
    expect((await agent.post('/api/login', credentials)).statusCode).toBe(200);
    expect(agent.cookies.get('XSRF-TOKEN')).not.toBe(before);
  });
});

describe('error envelope', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.agent().get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: '指定された API は存在しません。' });
  });

  it('answers 401 with a message for a signed-out /me', async () => {
    const response = await t.agent().get('/api/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'ログインしてください。' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.agent().post('/api/login', '{"type":', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'リクエストの形式が正しくありません。' });
  });
});

describe('security headers and OpenAPI', () => {
  it("sends the page's content security policy and hardening headers, and the API's own set on its JSON", async () => {
    const page = await t.agent().get('/robots.txt');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const path of ['/api/health', '/api/site']) {
      const api = await t.agent().get(path);
      expect(api.headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(api.headers['x-content-type-options'], path).toBe('nosniff');
      expect(api.headers['x-frame-options'], path).toBe('DENY');
      expect(api.headers['cross-origin-opener-policy'], path).toBeUndefined();
    }
  });

  it('serves an OpenAPI document generated from the contract', async () => {
    const response = await t.agent().get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/site', '/health', '/login', '/logout', '/me']),
    );
    expect(
      doc.paths['/login'].post.requestBody.content['application/json'].schema.properties.type.enum,
    ).toEqual(['cast', 'guest']);
  });
});
