import { describe, expect, it } from 'vitest';
import {
  applyForService,
  expectFitsPhone,
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
  stepDialog,
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
    expect(await nextStep(cast)).toBe('新しい申し込みです。あなたの見積もりを待っています。');
    await expectNoSeriousAxeViolations(cast);
    await screenshot(cast, 'entry-c2g-1-entered');
    await sendEstimate(cast, '見積もりを送る', { unitPrice: '3000', quantity: '3' }, '見積もり提示済み');

    await open(guest, guestEntry, '見積もり提示済み');
    expect(await regionText(guest, '申し込みの状況')).toContain('サポーターに発注し、代金をお支払いします');
    expect(await mainText(guest)).toContain('サポーターの見積もり（初回）');
    expect(await mainText(guest)).toContain('9,900');
    expect(await regionText(guest, 'いまできること')).toContain(
      '承認するとサポーターに伝わり、サポーターから最終見積もりが届きます。',
    );
    // The stepper says the entry waits for the guest, and the amount is the estimate that waits.
    expect(await nextStep(guest)).toBe('見積もりが届きました。あなたの承認を待っています。');
    expect(await regionText(guest, '申し込みの状況')).toContain('金額見積額 ￥9,900 （税込）');
    await expectNoSeriousAxeViolations(guest);
    await screenshot(guest, 'entry-c2g-2-estimated');
    await expectFitsPhone(guest);

    // Approving opens a dialog that says what happens, the estimate's amount and its deadline.
    await guest.getByRole('button', { name: '見積もりを承認する', exact: true }).click();
    const approval = await stepDialog(guest, '見積もりを承認する');
    expect(await approval.textContent()).toContain('見積額￥9,900 （税込）');
    expect(await approval.textContent()).toContain('期限');
    await expectNoSeriousAxeViolations(guest);
    await screenshot(guest, 'entry-c2g-3-approve-dialog');
    await approval.getByRole('button', { name: 'やめる' }).click();
    await takeAction(guest, '見積もりを承認する', '見積もり提示済み');
    await expect.poll(() => nextStep(guest)).toBe('サポーターの最終見積もりを待っています。');
    await screenshot(guest, 'entry-c2g-4-approved');

    const supplier = { page: cast, entryUrl: castEntry, roleName: 'サポーター' };
    const payer = { page: guest, entryUrl: guestEntry, roleName: 'ご依頼者' };
    await orderAndComplete(supplier, payer, 'entry-c2g');
    expect(await regionText(cast, 'お受け取り')).toContain('ご依頼者のお支払いを待っています。');
    await screenshot(cast, 'flow-c2g-supplier-receipt');

    // The guest pays: the amount with its tax, the card, and what happens if nobody pays.
    const payment = await expectPaymentOffered(payer, supplier);
    expect(payment).toContain('登録済みのカードで￥13,200を自動で決済します。');
    expect(await nextStep(guest)).toBe('完了の報告が届きました。あなたのお支払いを待っています。');
    await expectNoSeriousAxeViolations(guest);
    await screenshot(guest, 'entry-8-completion-reported', { docs: true });
    await guest.getByRole('button', { name: '￥13,200を支払う' }).click();
    const payDialog = await stepDialog(guest, '支払う');
    expect(await payDialog.textContent()).toContain('登録済みのカード（Visa 下4桁 4242）');
    expect(await payDialog.textContent()).toContain('金額￥13,200 （税込）');
    await screenshot(guest, 'entry-9-pay-dialog', { docs: true });
    await payDialog.getByRole('button', { name: 'やめる' }).click();
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
    const history = (await timeline.textContent()) ?? '';
    expect(history).toContain('あなた: 初回見積もりを承認しました');
    expect(history).toContain('あなた: 発注しました');
    expect(history).toContain('サポーター: 完了を報告しました');
    expect(history).not.toMatch(/から.*へ/);
    expect(await nextStep(guest)).toBe('取引が完了し、レビューが公開されました。');
    await screenshot(guest, 'entry-10-reviewed', { docs: true });

    // The same entry page in English: the stepper, whose move it is and the history.
    await guest.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => mainText(guest)).toContain('The deal is complete and its reviews are published.');
    expect(await mainText(guest)).toContain('approved the first estimate');
    await expectNoSeriousAxeViolations(guest);
    await screenshot(guest, 'entry-c2g-reviewed.en');
    await expectFitsPhone(guest);
    await guest.getByRole('button', { name: '日本語' }).click();

    await guest.goto(`${site.server.url}/guest/services/demoService01`);
    await expect.poll(() => mainText(guest)).toContain('とても丁寧に掃除していただきました。');
    // A whole lifecycle in two browsers, with screenshots at two sizes: more than the default minute.
  }, 180_000);
});
