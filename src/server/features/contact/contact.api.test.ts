import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { newPublicId } from '../../db/ids.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A contact form sent by a visitor reading Japanese; the mail the operator receives for it. */
async function contactMail(name: string) {
  const sent = await t.agent().post(
    '/api/contact',
    {
      kind: 'supplier',
      name,
      email: 'kyoko@example.com',
      company: '',
      body: '出店について相談したいです。',
    },
    { 'accept-language': 'ja' },
  );
  expect(sent.statusCode).toBe(204);
  return t.smtp.mailTo('support@example.com', (mail) => mail.subject.includes(name));
}

const signIn = async (email: string, locale: string) =>
  expect(
    (
      await t
        .agent()
        .post('/api/admin/login', { email, password: 'tsunagu-demo' }, { 'accept-language': locale })
    ).statusCode,
  ).toBe(200);

describe("contact mails in the operator's language", () => {
  it('are Japanese before any operator has signed in, then in the language the console was signed in with', async () => {
    expect((await contactMail('高橋 京子')).subject).toContain('お問い合わせ（supplier）: 高橋 京子 様');

    await signIn('operator@example.com', 'en');
    const english = await contactMail('Kyoko Takahashi');
    expect(english.subject).toMatch(/^\[.+\] Contact \(supplier\) from Kyoko Takahashi$/);
    expect(english.text).toContain('A message came through the contact form.');
    expect(english.text).not.toMatch(/お名前/);

    await signIn('operator@example.com', 'ja');
    expect((await contactMail('田中 一郎')).subject).toContain('お問い合わせ（supplier）: 田中 一郎 様');
  });

  it("follow the operator whose address is the site's contact address, whoever signed in last", async () => {
    const db = t.database.db;
    const demo = await db.selectFrom('operators').select('password_hash').executeTakeFirstOrThrow();
    await db
      .insertInto('operators')
      .values({
        id: newPublicId(),
        email: 'support@example.com',
        email_normalized: 'support@example.com',
        password_hash: demo.password_hash,
        name: '窓口',
      })
      .execute();
    await signIn('support@example.com', 'en');
    await signIn('operator@example.com', 'ja');
    expect((await contactMail('Ichiro Tanaka')).subject).toMatch(/ Contact \(supplier\) from Ichiro Tanaka$/);
  });
});
