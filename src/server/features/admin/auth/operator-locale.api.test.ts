import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../../../../test/helpers/test-app.ts';

let t: TestApp;
let operator: Agent;
beforeAll(async () => {
  t = await createTestApp();
  operator = t.agent();
  const signedIn = await operator.post(
    '/api/admin/login',
    { email: 'operator@example.com', password: 'tsunagu-demo' },
    { 'accept-language': 'ja' },
  );
  expect(signedIn.statusCode).toBe(200);
});
afterAll(() => t?.close());

/** A contact form a visitor reading Japanese sends; the mail it makes at the site's contact address. */
async function contactMail(name: string) {
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

const inJapanese = (name: string) => new RegExp(`^【.+】お問い合わせ（.+）: ${name} 様$`);

describe('PUT /admin/me/locale', () => {
  it("turns the operator's mails to the language chosen in the console at once, without signing in again", async () => {
    expect((await contactMail('Hanako Sato')).subject).toMatch(inJapanese('Hanako Sato'));

    const english = await operator.put('/api/admin/me/locale', { locale: 'en' });
    expect(english.statusCode).toBe(200);
    expect(english.json().data).toEqual({ locale: 'en' });
    const inEnglish = await contactMail('Taro Yamada');
    expect(inEnglish.subject).toMatch(/^\[.+\] Contact \(supplier\) from Taro Yamada$/);
    expect(inEnglish.text).toContain('A message came through the contact form.');

    expect((await operator.put('/api/admin/me/locale', { locale: 'ja' })).statusCode).toBe(200);
    expect((await contactMail('Jiro Suzuki')).subject).toMatch(inJapanese('Jiro Suzuki'));
  });

  it('refuses an unknown language under its field (422) and keeps the last choice', async () => {
    const bad = await operator.put('/api/admin/me/locale', { locale: 'fr' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['locale']);
    expect((await contactMail('Saburo Ito')).subject).toMatch(inJapanese('Saburo Ito'));
  });

  it("is the console's own: 401 signed out, 403 to a cast, neither changing the language", async () => {
    expect((await t.agent().put('/api/admin/me/locale', { locale: 'en' })).statusCode).toBe(401);
    const cast = t.agent();
    expect((await cast.login('cast')).statusCode).toBe(200);
    expect((await cast.put('/api/admin/me/locale', { locale: 'en' })).statusCode).toBe(403);
    expect((await contactMail('Shiro Kato')).subject).toMatch(inJapanese('Shiro Kato'));
  });
});
