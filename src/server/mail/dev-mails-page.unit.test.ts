import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerDevMailsPage } from './dev-mails-page.ts';
import { createOutboxMailer } from './outbox-mailer.ts';

describe('development outbox', () => {
  it('keeps mails, prints them, and shows them escaped at /dev/mails, newest first', async () => {
    const printed: string[] = [];
    const outbox = createOutboxMailer((line) => printed.push(line));
    await outbox.send({ to: 'a@example.com', subject: '最初', text: 'コード: 123456', fromName: 'サイト' });
    await outbox.send({
      to: 'b@example.com',
      subject: '<script>次</script>',
      text: 'こんにちは',
      fromName: 'サイト',
    });
    expect(printed.join('\n')).toContain('コード: 123456');

    const app = Fastify();
    registerDevMailsPage(app, outbox);
    const page = await app.inject({ method: 'GET', url: '/dev/mails' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('&lt;script&gt;次&lt;/script&gt;');
    expect(page.body).not.toContain('<script>次');
    expect(page.body.indexOf('b@example.com')).toBeLessThan(page.body.indexOf('a@example.com'));
    expect(page.body).toContain('コード: 123456');
    await app.close();
  });
});
