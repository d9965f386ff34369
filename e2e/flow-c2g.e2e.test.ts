import { describe, expect, it } from 'vitest';
import {
  applyForService,
  expectNoSeriousAxeViolations,
  expectPaymentOffered,
  mainText,
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

const site = siteInBrowser();

/**
 * The demo site is c2g: the cast (サポーター) estimates, does the work and is paid; the guest (ご依頼者)
 * orders and pays with a saved card. The demo keeps a regular fee of 10 %.
 */
describe('a c2g entry in Chromium, the cast supplying and the guest paying', () => {
  it('goes from the entry form through estimates, order, completion and payment to both reviews', async () => {
    const [cast, guest] = await Promise.all([site.signIn('cast'), site.signIn('guest')]);
    await saveTestCard(guest, site.server.url, 'guest');

    const entryId = await applyForService(guest, site.server.url, 'demoService01', {
      flowLead: '申し込みはサポーターに届きます。サポーターの見積もりを承認して発注し',
      doneLead: 'サポーターからの見積もりをお待ちください。',
    });
    const castEntry = `${site.server.url}/cast/entries/${entryId}`;
    const guestEntry = `${site.server.url}/guest/entries/${entryId}`;

    // The cast finds it waiting in the list and estimates: the estimate goes to the guest.
    await open(cast, `${site.server.url}/cast/entries?actionRequiredOnly=true`, '対応待ち');
    await cast.locator(`a[href="/cast/entries/${entryId}"]`).waitFor();
    await expectNoSeriousAxeViolations(cast);
    await open(cast, castEntry, '申し込み中');
    expect(await regionText(cast, '申し込みの状況')).toContain(
      'あなたの役割見積もりと作業を担当し、ご依頼者から代金を受け取ります',
    );
    expect(await regionText(cast, 'いまできること')).toContain('ご依頼者に届く見積もりです。');
    await expectNoSeriousAxeViolations(cast);
    await sendEstimate(cast, '見積もりを送る', { unitPrice: '3000', quantity: '3' }, '見積もり提示済み');

    await open(guest, guestEntry, '見積もり提示済み');
    expect(await regionText(guest, '申し込みの状況')).toContain('サポーターに発注し、代金をお支払いします');
    expect(await mainText(guest)).toContain('サポーターの見積もり（初回）');
    expect(await mainText(guest)).toContain('9,900');
    expect(await regionText(guest, 'いまできること')).toContain(
      '承認するとサポーターに伝わり、サポーターから最終見積もりが届きます。',
    );
    await expectNoSeriousAxeViolations(guest);
    await takeAction(guest, '見積もりを承認する', '見積もり提示済み');

    const supplier = { page: cast, entryUrl: castEntry, roleName: 'サポーター' };
    const payer = { page: guest, entryUrl: guestEntry, roleName: 'ご依頼者' };
    await orderAndComplete(supplier, payer);
    expect(await regionText(cast, 'お受け取り')).toContain('ご依頼者のお支払いを待っています。');
    await screenshot(cast, 'flow-c2g-supplier-receipt');

    // The guest pays: the amount with its tax, the card, and what happens if nobody pays.
    const payment = await expectPaymentOffered(payer, supplier);
    expect(payment).toContain('登録済みのカードで￥13,200を自動で決済します。');
    await expectNoSeriousAxeViolations(guest);
    await screenshot(guest, 'flow-c2g-payment');
    await pay(guest, '￥13,200');
    await expect.poll(() => mainText(guest)).toContain('支払い済み');

    // Both review; each sees the other's once both have written.
    await review(guest, 5, 'とても丁寧に掃除していただきました。');
    await open(cast, castEntry, '支払い済み');
    expect(await regionText(cast, 'お受け取り')).toContain('ご依頼者のお支払いが済みました。');
    await review(cast, 4, 'わかりやすくご依頼いただき助かりました。');
    await expect.poll(() => mainText(cast)).toContain('とても丁寧に掃除していただきました。');
    await expectNoSeriousAxeViolations(cast);

    await open(guest, guestEntry, 'レビュー済み');
    await expect.poll(() => mainText(guest)).toContain('わかりやすくご依頼いただき助かりました。');
    const timeline = guest.getByRole('region', { name: '経過' });
    await expect.poll(() => timeline.getByRole('listitem').count()).toBe(9);
    expect(await timeline.textContent()).toContain('サポーター: マッチング成立から完了報告済みへ');
    await screenshot(guest, 'flow-c2g-reviewed');

    await guest.goto(`${site.server.url}/guest/services/demoService01`);
    await expect.poll(() => mainText(guest)).toContain('とても丁寧に掃除していただきました。');
  });
});
