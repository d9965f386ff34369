import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../spa/document.ts';
import type { OutboxMailer } from './outbox-mailer.ts';

/** GET /dev/mails: the development outbox, for reading sign-up and reset codes without a mail server. */
export function registerDevMailsPage(app: FastifyInstance, outbox: OutboxMailer) {
  app.get('/dev/mails', { schema: { hide: true } }, async (_request, reply) => {
    const items = outbox
      .mails()
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>To: ${escapeHtml(m.to)} · ${m.sentAt.toISOString()}</p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head><body><main><h1>Outbox (development)</h1>${items || '<p>No mail yet.</p>'}</main></body></html>`,
      );
  });
}
