import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders, pageSecurityHeaders, registerSecurityHeaders } from './security-headers.ts';

async function headersOf(options: Parameters<typeof pageSecurityHeaders>[0]) {
  const app = Fastify();
  registerSecurityHeaders(app, {
    page: pageSecurityHeaders(options),
    api: apiSecurityHeaders(options),
    apiPrefix: '/api/',
  });
  app.get('/', async () => ({ ok: true }));
  app.get('/image', async (_request, reply) =>
    reply.header('cross-origin-resource-policy', 'same-site').send('x'),
  );
  app.get('/api/site', async () => ({ ok: true }));
  const [plain, image, api] = [
    await app.inject('/'),
    await app.inject('/image'),
    await app.inject('/api/site'),
  ];
  await app.close();
  return { plain: plain.headers, image: image.headers, api: api.headers };
}

describe('security headers', () => {
  it('sends the whole set helmet writes for this policy on every answer', async () => {
    const { plain } = await headersOf({ https: true });
    expect(plain).toMatchObject({
      'content-security-policy':
        "default-src 'self';script-src 'self';frame-src 'self';style-src 'self';font-src 'self' data:;" +
        "img-src 'self' data: blob:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';" +
        "frame-ancestors 'none';upgrade-insecure-requests",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it('leaves out HSTS and the upgrade over plain HTTP, and names the payment provider and API hosts', async () => {
    const { plain } = await headersOf({
      https: false,
      apiOrigin: 'https://api.example.com',
      paymentSources: { script: ['https://js.pay.example'], frame: [], connect: ['https://pay.example'] },
    });
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(plain['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(plain['content-security-policy']).toContain("script-src 'self' https://js.pay.example;");
    expect(plain['content-security-policy']).toContain(
      "connect-src 'self' https://api.example.com https://pay.example;",
    );
  });

  it("gives the API's JSON answers the headers that act on them, and none of the page's", async () => {
    const { api } = await headersOf({ https: true });
    expect(api).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    for (const name of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-xss-protection',
    ])
      expect(api[name], name).toBeUndefined();
    expect((await headersOf({ https: false })).api['strict-transport-security']).toBeUndefined();
  });

  it('lets a route set its own value of one of them', async () => {
    const { image } = await headersOf({ https: false });
    expect(image['cross-origin-resource-policy']).toBe('same-site');
    expect(image['x-content-type-options']).toBe('nosniff');
  });
});
