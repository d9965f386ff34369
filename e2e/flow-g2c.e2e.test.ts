import { describe, expect, it } from 'vitest';
import { systemClock } from '../src/server/clock.ts';
import { DEMO_SITE } from '../src/server/db/seed.ts';
import { createSiteService } from '../src/server/features/site/service.ts';
import {
  applyForService,
  expectNoSeriousAxeViolations,
  expectPaymentOffered,
  mainText,
  nextStep,
  open,
  orderAndComplete,
  pay,
  regionText,
  review,
  saveTestCard,
  sendEstimate,
  takeAction,
} from './support/entry-journey.ts';
import { screenshot } from './support/screenshots.ts';
import { siteInBrowser } from './support/site-in-browser.ts';

const site = siteInBrowser(async (server) => {
  // The operator turns the site around as the console's payment settings do: guests supply and casts
  // pay, and the roles are named for it. The demo's 10 % fee stays.
  await createSiteService(server.database.db, systemClock).saveSettings({
    ...DEMO_SITE,
    castName: 'クライアント',
    guestName: 'ワーカー',
    payment: { ...DEMO_SITE.payment, flowType: 'g2c' },
  });
});

describe('a g2c entry in Chromium, the guest supplying and the cast paying', () => {
  it('lets the guest estimate, do and report the work, and the cast approve, order and pay with their card', async () => {
    const [cast, guest] = await Promise.all([site.signIn('cast'), site.signIn('guest')]);
    await saveTestCard(cast, site.server.url, 'cast');

    const entryId = await applyForService(guest, site.server.url, 'demoService01', {
      flowLead: '申し込んだあと、あなたからクライアントへ見積もりを送ります。',
      doneLead: '続いて、申し込みの詳細からクライアントへ見積もりを送ってください。',
    });
    const castEntry = `${site.server.url}/cast/entries/${entryId}`;
    const guestEntry = `${site.server.url}/guest/entries/${entryId}`;

    // The new entry waits for the guest, who supplies: the my-page says so and the estimate form is theirs.
    await open(guest, `${site.server.url}/guest/my-page`, '件の対応待ち');
    await open(guest, guestEntry, '申し込み中');
    expect(await regionText(guest, '申し込みの状況')).toContain(
      'あなたの役割見積もりと作業を担当し、クライアントから代金を受け取ります',
    );
    expect(await regionText(guest, 'いまできること')).toContain('クライアントに届く見積もりです。');
    await expectNoSeriousAxeViolations(guest);
    await screenshot(guest, 'flow-g2c-supplier-estimate');
    await sendEstimate(guest, '見積もりを送る', { unitPrice: '3000', quantity: '3' }, '見積もり提示済み');

    // The cast reads the guest's estimate and approves it.
    await open(cast, `${site.server.url}/cast/entries?actionRequiredOnly=true`, '対応待ち');
    await cast.locator(`a[href="/cast/entries/${entryId}"]`).waitFor();
    expect(await mainText(cast)).toContain('ワーカー');
    await expectNoSeriousAxeViolations(cast);
    await open(cast, castEntry, '見積もり提示済み');
    expect(await regionText(cast, '申し込みの状況')).toContain('ワーカーに発注し、代金をお支払いします');
    expect(await mainText(cast)).toContain('ワーカーの見積もり（初回）');
    expect(await mainText(cast)).toContain('9,900');
    expect(await regionText(cast, 'いまできること')).toContain(
      '承認するとワーカーに伝わり、ワーカーから最終見積もりが届きます。',
    );
    expect(await nextStep(cast)).toBe('見積もりが届きました。あなたの承認を待っています。');
    expect(await nextStep(guest)).toBe('クライアントの見積もりの承認を待っています。');
    await expectNoSeriousAxeViolations(cast);
    await takeAction(cast, '見積もりを承認する', '見積もり提示済み');
    await open(guest, guestEntry, '見積もり提示済み');
    expect(await nextStep(guest)).toBe('見積もりが承認されました。あなたの最終見積もりを待っています。');

    const supplier = { page: guest, entryUrl: guestEntry, roleName: 'ワーカー' };
    const payer = { page: cast, entryUrl: castEntry, roleName: 'クライアント' };
    await orderAndComplete(supplier, payer, 'entry-g2c');
    await screenshot(guest, 'flow-g2c-supplier-receipt');

    // The cast pays with the card they saved.
    await expectPaymentOffered(payer, supplier);
    await expectNoSeriousAxeViolations(cast);
    await screenshot(cast, 'flow-g2c-payment');
    await pay(cast, '￥13,200');
    await expect.poll(() => mainText(cast)).toContain('支払い済み');

    // The guest hears of it by mail, and both review.
    const paidMail = await site.server.smtp.mailTo('guest@example.com', (m) =>
      m.subject.includes('支払い済み'),
    );
    expect(paidMail.text).toContain(guestEntry.replace(site.server.url, ''));
    await review(cast, 5, '丁寧な作業で助かりました。');
    await open(guest, guestEntry, '支払い済み');
    expect(await regionText(guest, 'お受け取り')).toContain('クライアントのお支払いが済みました。');
    await review(guest, 4, 'わかりやすいご依頼でした。');
    await expect.poll(() => mainText(guest)).toContain('丁寧な作業で助かりました。');
    await expectNoSeriousAxeViolations(guest);

    await open(cast, castEntry, 'レビュー済み');
    const timeline = cast.getByRole('region', { name: '経過' });
    await expect.poll(() => timeline.getByRole('listitem').count()).toBe(9);
    expect(await timeline.textContent()).toContain('ワーカー: 完了を報告しました');
    expect(await timeline.textContent()).toContain('あなた: 支払いました');
    await screenshot(cast, 'flow-g2c-reviewed');
  });
});
