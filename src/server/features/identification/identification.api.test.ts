import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherAccount } from '../../../../test/helpers/entries.ts';
import { submitIdentification } from '../../../../test/helpers/identification.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { DEMO_SITE } from '../../db/seed.ts';
import { createDiskFileStore } from '../../storage/file-store.ts';
import { createSiteService } from '../site/service.ts';
import { createUploadsService } from '../uploads/service.ts';
import { createIdentificationService } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function uploadPdf(agent: Agent, isPrivate: boolean): Promise<string> {
  const boundary = 'b0undary';
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="isPrivate"\r\n\r\n${isPrivate}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 document\r\n--${boundary}--\r\n`,
  );
  const response = await agent.request('POST', '/api/customer-files', body, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
  return response.json().data.id;
}

function operator() {
  const site = createSiteService(t.database.db, t.clock);
  const uploads = createUploadsService(t.database.db, t.clock, createDiskFileStore('/nonexistent'));
  return createIdentificationService({
    db: t.database.db,
    clock: t.clock,
    site,
    uploads,
    mailer: t.app.mailOutbox,
    appOrigin: 'http://localhost',
  });
}

describe('identification', () => {
  it('is required per role by the site setting', async () => {
    const cast = t.agent();
    await cast.login('cast');
    const guest = t.agent();
    await guest.login('guest');
    expect((await cast.get('/api/customers/me/identification')).json()).toEqual({
      data: { status: 'not_required', submission: null },
    });

    await createSiteService(t.database.db, t.clock).saveSettings({
      ...DEMO_SITE,
      features: [...DEMO_SITE.features, { value: 'identification_cast' }],
    });
    expect((await cast.get('/api/customers/me/identification')).json().data.status).toBe('required');
    expect((await guest.get('/api/customers/me/identification')).json().data.status).toBe('not_required');
  });

  it('goes pending → returned with a reason → resubmitted → approved, and then refuses a new submission', async () => {
    const cast = t.agent();
    await cast.login('cast');
    const documentId = await uploadPdf(cast, true);
    const submitted = await cast.put('/api/customers/me/identification', {
      documentType: 'drivers_license',
      uploadIds: [documentId],
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({
      status: 'required',
      submission: { documentType: 'drivers_license', reviewStatus: 'pending', reason: '' },
    });

    await t.database.db
      .transaction()
      .execute((trx) =>
        operator().review(trx, 'demoCast1', { approve: false, reason: '画像が不鮮明です。' }),
      );
    expect((await cast.get('/api/customers/me/identification')).json().data.submission).toMatchObject({
      reviewStatus: 'returned',
      reason: '画像が不鮮明です。',
    });

    const again = await cast.put('/api/customers/me/identification', {
      documentType: 'passport',
      uploadIds: [documentId],
    });
    expect(again.json().data.submission).toMatchObject({
      documentType: 'passport',
      reviewStatus: 'pending',
      reason: '',
    });

    await t.database.db
      .transaction()
      .execute((trx) => operator().review(trx, 'demoCast1', { approve: true }));
    expect((await cast.get('/api/customers/me/identification')).json().data).toMatchObject({
      status: 'registered',
      submission: { reviewStatus: 'approved' },
    });

    const late = await cast.put('/api/customers/me/identification', {
      documentType: 'passport',
      uploadIds: [documentId],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('本人確認はすでに完了しています。');
  });

  it("accepts only the caller's own private documents", async () => {
    const guest = t.agent();
    await guest.login('guest');
    const cast = t.agent();
    await cast.login('cast');
    const castsDocument = await uploadPdf(cast, true);
    const publicDocument = await uploadPdf(guest, false);
    for (const uploadIds of [[castsDocument], [publicDocument], []]) {
      const response = await guest.put('/api/customers/me/identification', {
        documentType: 'passport',
        uploadIds,
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['uploadIds']);
    }
    expect((await t.agent().get('/api/customers/me/identification')).statusCode).toBe(401);
  });
});

describe("the operator's mail", () => {
  const mailsAbout = async (nickname: string) => {
    await t.app.mailOutbox.idle();
    return t.smtp.mails.filter((m) => m.to.includes(DEMO_SITE.contactEmail) && m.subject.includes(nickname));
  };
  const idOf = async (agent: Agent) => (await agent.get('/api/me')).json().data.id as string;

  it('tells the operator in Japanese, before any has signed in, each time documents start to wait, with their console page', async () => {
    const guest = await otherAccount(t, 'guest', 'shinsei');
    const id = await idOf(guest);
    await submitIdentification(guest);
    const mail = await t.smtp.mailTo(DEMO_SITE.contactEmail, (m) => m.subject.includes('shinsei'));
    expect(mail.subject).toBe(
      '【ツナグ 暮らしのサポート】本人確認書類が提出されました: shinseiさん（ご依頼者）',
    );
    expect(mail.text).toContain('ご依頼者のshinseiさんが本人確認書類を提出しました。');
    expect(mail.text).toContain(`http://localhost:3000/admin/identifications/${id}`);

    // New documents for a submission already waiting: still one item in the queue, no second mail.
    await submitIdentification(guest);
    expect(await mailsAbout('shinsei')).toHaveLength(1);

    // Sent back, then submitted again: it waits again.
    await t.database.db
      .transaction()
      .execute((trx) => operator().review(trx, id, { approve: false, reason: '画像が不鮮明です。' }));
    await submitIdentification(guest);
    expect(await mailsAbout('shinsei')).toHaveLength(2);
  });

  it('is in English when the operator signed in to the console in English', async () => {
    expect((await t.agent().loginOperator({ locale: 'en' })).statusCode).toBe(200);
    const cast = await otherAccount(t, 'cast', 'kakunin');
    await submitIdentification(cast);
    const mail = await t.smtp.mailTo(DEMO_SITE.contactEmail, (m) => m.subject.includes('kakunin'));
    expect(mail.subject).toBe('[Tsunagu Home Help] Identity documents submitted: kakunin (Helper)');
    expect(mail.text).toContain('kakunin (Helper) has submitted identity documents.');
    expect(mail.text).toContain(`http://localhost:3000/admin/identifications/${await idOf(cast)}`);
  });
});
