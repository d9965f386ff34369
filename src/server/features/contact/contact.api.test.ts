import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMail } from '../../../../test/helpers/contact.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { newPublicId } from '../../db/ids.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const signIn = async (email: string, locale: string) =>
  expect((await t.agent().loginOperator({ email, locale })).statusCode).toBe(200);

describe("contact mails in the operator's language", () => {
  it('are Japanese before any operator has signed in, then in the language the console was signed in with', async () => {
    expect((await contactMail(t, '高橋 京子')).subject).toContain('お問い合わせ（supplier）: 高橋 京子 様');

    await signIn('operator@example.com', 'en');
    const english = await contactMail(t, 'Kyoko Takahashi');
    expect(english.subject).toMatch(/^\[.+\] Contact \(supplier\) from Kyoko Takahashi$/);
    expect(english.text).toContain('A message came through the contact form.');
    expect(english.text).not.toMatch(/お名前/);

    await signIn('operator@example.com', 'ja');
    expect((await contactMail(t, '田中 一郎')).subject).toContain('お問い合わせ（supplier）: 田中 一郎 様');
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
    expect((await contactMail(t, 'Ichiro Tanaka')).subject).toMatch(
      / Contact \(supplier\) from Ichiro Tanaka$/,
    );
  });
});
