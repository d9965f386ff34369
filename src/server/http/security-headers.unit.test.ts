import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers.ts';

async function headersOf(options: Parameters<typeof securityHeaders>[0]) {
  const app = Fastify();
  registerSecurityHeaders(app, securityHeaders(options));
  app.get('/', async () => ({ ok: true }));
  app.get('/image', async (_request, reply) =>
    reply.header('cross-origin-resource-policy', 'same-site').send('x'),
  );
  const [plain, image] = [await app.inject('/'), await app.inject('/image')];
  await app.close();
  return { plain: plain.headers, image: image.headers };
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

  it('lets a route set its own value of one of them', async () => {
    const { image } = await headersOf({ https: false });
    expect(image['cross-origin-resource-policy']).toBe('same-site');
    expect(image['x-content-type-options']).toBe('nosniff');
  });
});
