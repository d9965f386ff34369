import { describe, expect, it } from 'vitest';
import { systemClock } from '../src/server/clock.ts';
import { DEMO_SITE } from '../src/server/db/seed.ts';
import { createSiteService } from '../src/server/features/site/service.ts';
import { Agent } from '../test/helpers/test-app.ts';
import { expectStatus, saveCardByApi } from './support/api-arrange.ts';
import { expectNoSeriousAxeViolations, open, regionText, saveTestCard } from './support/entry-journey.ts';
import { screenshot } from './support/screenshots.ts';
import { siteInBrowser } from './support/site-in-browser.ts';

const site = siteInBrowser(async (server) => {
  // A site that charges matching by a monthly plan and offers services charged by subscription.
  await createSiteService(server.database.db, systemClock).saveSettings({
    ...DEMO_SITE,
    payment: { ...DEMO_SITE.payment, castMatchingFeeType: 'subscription', castMatchingPlanMonthly: 2_200 },
    service: { ...DEMO_SITE.service, chargeMethods: ['unit_price', 'subscription'] },
  });
});

describe('billing in Chromium', () => {
  it('lets a cast subscribe to the matching plan on the my page, and either party follow and cancel a monthly entry', async () => {
    const cast = await site.signIn('cast');
    await saveTestCard(cast, site.server.url, 'cast');
    await open(cast, `${site.server.url}/cast/my-page`, 'マッチングプラン');
    expect(await regionText(cast, 'マッチングプラン')).toContain('現在、プランに加入していません');
    await cast.getByRole('button', { name: 'プランに加入する（￥2,200）' }).click();
    await expect.poll(() => regionText(cast, 'マッチングプラン')).toContain('継続中');
    expect(await regionText(cast, 'マッチングプラン')).toContain('お支払い済み1か月分');
    await expectNoSeriousAxeViolations(cast);
    await screenshot(cast, 'billing-matching-plan');

    // A monthly lesson, applied for and accepted through the API; its first month is charged by the sweep.
    const castApi = new Agent(site.server.app);
    const guestApi = new Agent(site.server.app);
    expectStatus(await castApi.login('cast'));
    expectStatus(await guestApi.login('guest'));
    await saveCardByApi(site.server, guestApi);
    const created = await castApi.post('/api/services', {
      title: '月謝制の家事サポート',
      description: '毎週2時間の家事を月額でお手伝いします。',
      status: 'publish',
      chargeMethod: 'subscription',
      values: { category: 'cooking', area: 'tokyo' },
      menus: [{ name: '週1回・月4回', price: 8000, unit: '月' }],
    });
    expectStatus(created, 201);
    const serviceId = created.json().data.id as string;
    const menus = await castApi.get(`/api/services/${serviceId}/menus`);
    const entered = await guestApi.post(`/api/services/${serviceId}/entries`, {
      action: 'confirm',
      idempotencyKey: 'e2eMonthlyEntry0001',
      serviceMenuId: menus.json().data[0].id,
      values: { request: '毎週土曜の午前にお願いします。' },
    });
    expectStatus(entered, 201);
    const entryId = entered.json().data.id as string;
    expectStatus(await castApi.post(`/api/casts/me/entries/${entryId}/approve`));
    await site.server.app.scheduler.tick();

    const guest = await site.signIn('guest');
    await open(guest, `${site.server.url}/guest/entries/${entryId}`, '定期契約');
    await expect.poll(() => regionText(guest, '定期契約')).toContain('継続中');
    const panel = await regionText(guest, '定期契約');
    expect(panel).toContain('￥8,800');
    expect(panel).toContain('1か月目');
    await expectNoSeriousAxeViolations(guest);
    await screenshot(guest, 'billing-entry-subscription');

    await guest.getByRole('button', { name: '定期契約を解約する' }).click();
    await expect.poll(() => regionText(guest, '定期契約')).toContain('で定期契約が終了し');
    await expectNoSeriousAxeViolations(guest);
    await screenshot(guest, 'billing-entry-subscription-cancel');
    await guest.getByRole('button', { name: '解約する', exact: true }).click();
    await expect.poll(() => regionText(guest, '定期契約')).toContain('解約済み（期間の終わりに終了）');

    // The cast sees the same subscription, cancelled, from their side.
    await open(cast, `${site.server.url}/cast/entries/${entryId}`, '定期契約');
    await expect.poll(() => regionText(cast, '定期契約')).toContain('解約済み（期間の終わりに終了）');
    expect(await regionText(cast, '定期契約')).toContain('ご依頼者のクレジットカードで毎月');
  });
});
