import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castEntry, enter, estimateBody, startEntriesWorld } from '../../../test/helpers/entries.ts';
import type { Agent, TestApp } from '../../../test/helpers/test-app.ts';
import { DEMO_SITE } from '../db/seed.ts';
import { createSiteService } from '../features/site/service.ts';

let t: TestApp;
let cast: Agent;
let guest: Agent;
let serviceId: string;

beforeAll(async () => {
  ({ t, cast, guest, serviceId } = await startEntriesWorld());
  await createSiteService(t.database.db, t.clock).saveSettings({
    ...DEMO_SITE,
    translations: { en: { name: 'Tsunagu Life Support', castName: 'Supporter', guestName: '' } },
  });
});
afterAll(() => t?.close());

const localeOf = async (email: string) =>
  (
    await t.database.db
      .selectFrom('accounts')
      .select('locale')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).locale;

describe('PUT /me/locale', () => {
  it('is refused signed out (401) and for an unknown language (422 under the field)', async () => {
    expect((await t.agent().put('/api/me/locale', { locale: 'en' })).statusCode).toBe(401);
    const bad = await cast.put('/api/me/locale', { locale: 'fr' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['locale']);
    expect(await localeOf('cast@example.com')).toBe('ja');
  });

  it("keeps the signed-in account's language", async () => {
    const saved = await guest.put('/api/me/locale', { locale: 'en' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ locale: 'en' });
    expect(await localeOf('guest@example.com')).toBe('en');
    expect((await guest.put('/api/me/locale', { locale: 'ja' })).statusCode).toBe(200);
    expect(await localeOf('guest@example.com')).toBe('ja');
  });
});

describe("entry e-mails in the recipient's language", () => {
  it('writes to an English-reading account in English (site texts in English, falling back) and to a Japanese one in Japanese', async () => {
    expect((await cast.put('/api/me/locale', { locale: 'en' })).statusCode).toBe(200);
    // The guest's request is in English, but the mail goes to the cast, who reads English by choice.
    const id = await enter(guest, serviceId);
    const toCast = await t.smtp.mailTo('cast@example.com', (m) => m.text.includes(id));
    expect(toCast.subject).toBe('[Tsunagu Life Support] Entry for "作り置き料理の代行": Entered');
    expect(toCast.text).not.toMatch(/申し込み/);

    const estimated = await cast.post(castEntry(id, '/estimates/initial'), estimateBody(), {
      'accept-language': 'en',
    });
    expect(estimated.statusCode).toBe(201);
    // The guest reads Japanese: the cast's English request does not change the guest's mail.
    const toGuest = await t.smtp.mailTo('guest@example.com', (m) => m.text.includes(id));
    expect(toGuest.subject).toContain(`【${DEMO_SITE.name}】「作り置き料理の代行」の申し込み`);
  });

  it('names a role without an English version by its Japanese name', async () => {
    const id = await enter(guest, serviceId);
    expect((await guest.put(`/api/guests/me/entries/${id}/cancel`, { reason: '予定変更' })).statusCode).toBe(
      200,
    );
    const toCast = await t.smtp.mailTo('cast@example.com', (m) => m.text.includes(id));
    expect(toCast.subject).toBe(
      `[Tsunagu Life Support] Entry for "作り置き料理の代行": Canceled by the ${DEMO_SITE.guestName}`,
    );
  });
});

describe('sign-up', () => {
  it("takes the account's language from the request, and writes its code mail in it", async () => {
    const agent = t.agent();
    const english = { 'accept-language': 'en-GB,en;q=0.9' };
    const email = 'english.reader@example.com';
    expect(
      (await agent.post('/api/customers/emails/send-code', { type: 'guest', email }, english)).statusCode,
    ).toBe(200);
    const mail = await t.smtp.mailTo(email);
    expect(mail.subject).toBe('[Tsunagu Life Support] Your confirmation code');
    const code = await t.smtp.codeSentTo(email);
    const verified = await agent.post('/api/customers/emails/verify-code', { type: 'guest', email, code });
    const registered = await agent.post(
      '/api/customers/registers',
      {
        registrationToken: verified.json().data.registrationToken,
        customerAccountType: 'individual',
        nickname: 'reader',
        password: 'correct horse battery',
        profile: {
          fullName: {
            lastName: '鈴木',
            firstName: '一郎',
            lastNameKana: 'スズキ',
            firstNameKana: 'イチロウ',
          },
          phone: '090-1234-5678',
        },
      },
      english,
    );
    expect(registered.statusCode, registered.body).toBe(200);
    expect(await localeOf(email)).toBe('en');
  });
});
