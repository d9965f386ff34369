import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCard } from '../../../../test/helpers/entries.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { DEMO_SITE } from '../../db/seed.ts';
import { createSiteService } from '../site/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('withdrawal', () => {
  it('closes the account: no sign-in, personal data erased, e-mail free to register again', async () => {
    const agent = t.agent();
    await agent.login('guest');
    await agent.post('/api/guests/me/belongings', { values: { name: 'ポチ', kind: 'dog' } });
    const otherDevice = t.agent();
    await otherDevice.login('guest');

    const response = await agent.patch('/api/guests/me/withdraw');
    expect(response.statusCode).toBe(204);
    expect((await agent.get('/api/me')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/me')).statusCode).toBe(401);

    const signIn = await t.agent().login('guest');
    expect(signIn.statusCode).toBe(422);
    expect(signIn.json().message).toBe('メールアドレスまたはパスワードが正しくありません。');

    const row = await t.database.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', 'demoGuest1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'withdrawn', nickname: '', profile: {} });
    expect(row.email).not.toContain('guest@example.com');
    const belongings = await t.database.db
      .selectFrom('guest_belongings')
      .selectAll()
      .where('account_id', '=', 'demoGuest1')
      .execute();
    expect(belongings).toEqual([]);

    const again = await t
      .agent()
      .post('/api/customers/emails/send-code', { type: 'guest', email: 'guest@example.com' });
    expect(again.statusCode).toBe(200);
    const mail = await t.smtp.mailTo('guest@example.com');
    expect(mail.subject).toContain('メールアドレスの確認コード');
  });

  it('is refused for a signed-out caller and the wrong role', async () => {
    expect((await t.agent().patch('/api/casts/me/withdraw')).statusCode).toBe(401);
    const cast = t.agent();
    await cast.login('cast');
    expect((await cast.patch('/api/guests/me/withdraw')).statusCode).toBe(403);
    expect((await cast.get('/api/me')).statusCode).toBe(200);
  });
});

describe('withdrawal of a cast', () => {
  it('takes their services out of the catalogue', async () => {
    const cast = t.agent();
    await cast.login('cast');
    const created = await cast.post('/api/services', {
      title: '退会前のサービス',
      description: '説明',
      status: 'publish',
      chargeMethod: 'unit_price',
      values: { category: 'cooking', area: 'tokyo' },
      menus: [{ name: '基本', price: 5000 }],
    });
    const id = created.json().data.id;
    expect((await t.agent().get(`/api/services/${id}`)).statusCode).toBe(200);
    expect((await cast.patch('/api/casts/me/withdraw')).statusCode).toBe(204);
    expect((await t.agent().get(`/api/services/${id}`)).statusCode).toBe(404);
  });
});

describe('withdrawal while money is owed', () => {
  it('is refused while a paid listing runs, with the reason, and allowed once it is cancelled', async () => {
    const busy = await createTestApp();
    try {
      const site = createSiteService(busy.database.db, busy.clock);
      await site.saveSettings({
        ...DEMO_SITE,
        payment: { ...DEMO_SITE.payment, serviceListingFeeMonthly: 980 },
      });
      const cast = busy.agent();
      await cast.login('cast');
      await saveCard(busy, cast);
      const created = await cast.post('/api/services', {
        title: '掲載中のサービス',
        description: '説明',
        status: 'publish',
        chargeMethod: 'unit_price',
        values: { category: 'cooking', area: 'tokyo' },
        menus: [{ name: '基本', price: 5000 }],
      });
      const refused = await cast.patch('/api/casts/me/withdraw');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        '進行中の取引または未精算の金額があるため、退会できません。取引を完了してから再度お試しください。',
      );
      expect((await cast.get('/api/me')).statusCode).toBe(200);

      await cast.post(`/api/services/${created.json().data.id}/cancel-listing`);
      expect((await cast.patch('/api/casts/me/withdraw')).statusCode).toBe(204);
    } finally {
      await busy.close();
    }
  });
});
