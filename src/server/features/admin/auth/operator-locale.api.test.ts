import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMail } from '../../../../../test/helpers/contact.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../../test/helpers/test-app.ts';

let t: TestApp;
let operator: Agent;
beforeAll(async () => {
  t = await createTestApp();
  operator = t.agent();
  expect((await operator.loginOperator({ locale: 'ja' })).statusCode).toBe(200);
});
afterAll(() => t?.close());

const inJapanese = (name: string) => new RegExp(`^【.+】お問い合わせ（.+）: ${name} 様$`);

describe('PUT /admin/me/locale', () => {
  it("turns the operator's mails to the language chosen in the console at once, without signing in again", async () => {
    expect((await contactMail(t, 'Hanako Sato')).subject).toMatch(inJapanese('Hanako Sato'));

    const english = await operator.put('/api/admin/me/locale', { locale: 'en' });
    expect(english.statusCode).toBe(200);
    expect(english.json().data).toEqual({ locale: 'en' });
    const inEnglish = await contactMail(t, 'Taro Yamada');
    expect(inEnglish.subject).toMatch(/^\[.+\] Contact \(supplier\) from Taro Yamada$/);
    expect(inEnglish.text).toContain('A message came through the contact form.');

    expect((await operator.put('/api/admin/me/locale', { locale: 'ja' })).statusCode).toBe(200);
    expect((await contactMail(t, 'Jiro Suzuki')).subject).toMatch(inJapanese('Jiro Suzuki'));
  });

  it('refuses an unknown language under its field (422) and keeps the last choice', async () => {
    const bad = await operator.put('/api/admin/me/locale', { locale: 'fr' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['locale']);
    expect((await contactMail(t, 'Saburo Ito')).subject).toMatch(inJapanese('Saburo Ito'));
  });

  it("is the console's own: 401 signed out, 403 to a cast, neither changing the language", async () => {
    expect((await t.agent().put('/api/admin/me/locale', { locale: 'en' })).statusCode).toBe(401);
    const cast = t.agent();
    expect((await cast.login('cast')).statusCode).toBe(200);
    expect((await cast.put('/api/admin/me/locale', { locale: 'en' })).statusCode).toBe(403);
    expect((await contactMail(t, 'Shiro Kato')).subject).toMatch(inJapanese('Shiro Kato'));
  });
});
