import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/**
 * A contact form a visitor reading Japanese sends; the mail it makes at the site's contact address,
 * told apart from others by the sender's name in its subject.
 */
export async function contactMail(t: TestApp, name: string) {
  const sent = await t.agent().post(
    '/api/contact',
    {
      kind: 'supplier',
      name,
      email: 'visitor@example.com',
      company: '',
      body: '出店について相談したいです。',
    },
    { 'accept-language': 'ja' },
  );
  expect(sent.statusCode).toBe(204);
  return t.smtp.mailTo('support@example.com', (mail) => mail.subject.includes(name));
}
