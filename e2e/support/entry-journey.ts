import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from './browser.ts';
import { phoneFitProblems } from './phone-fit.ts';
import { screenshot } from './screenshots.ts';

/**
 * The steps of an entry as a person takes them in the browser, shared by the journeys of both flow types
 * (who takes which step is the test's business: in c2g the cast estimates and the guest pays, in g2c the
 * other way round).
 */
export const main = (page: Page) => page.getByRole('main');

export async function mainText(page: Page): Promise<string> {
  return (await main(page).textContent()) ?? '';
}

/** Opens a page and waits until it shows `expected`. */
export async function open(page: Page, url: string, expected: string) {
  await page.goto(url);
  await expect.poll(() => mainText(page)).toContain(expected);
}

export async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** The page fits a 390 px phone: no sideways scroll, no target under 24×24 px. */
export async function expectFitsPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await phoneFitProblems(page)).toEqual([]);
  if (size) await page.setViewportSize(size);
}

/** The text of a region of the page (a section named by its heading). */
export async function regionText(page: Page, name: string): Promise<string> {
  const region = page.getByRole('region', { name, exact: true });
  await region.waitFor();
  return (await region.textContent()) ?? '';
}

/** Registers the sandbox's always-succeeding test card on the signed-in account's card page. */
export async function saveTestCard(page: Page, siteUrl: string, role: 'cast' | 'guest') {
  await page.goto(`${siteUrl}/${role}/account-info/credit-card`);
  await page.getByLabel('カード番号').fill('4242 4242 4242 4242');
  await page.getByLabel('有効期限（MM/YY）').fill('12/30');
  await page.getByLabel('セキュリティコード').fill('123');
  await page.getByRole('button', { name: 'カードを登録する' }).click();
  await expect.poll(() => mainText(page)).toContain('登録済み');
}

/** A reservation a month ahead at 10:00, as a datetime-local field takes it (bookings open a year ahead). */
function inAMonthAtTen(): string {
  const day = new Date(Date.now() + 30 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T10:00`;
}

/** The guest applies for a service from its page's entry button (fillEntryForm says the rest). */
export async function applyForService(
  guest: Page,
  siteUrl: string,
  serviceId: string,
  expectations: { flowLead: string; doneLead: string },
): Promise<string> {
  await guest.goto(`${siteUrl}/guest/services/${serviceId}`);
  await guest.getByRole('link', { name: 'このサービスに申し込む' }).click();
  return fillEntryForm(guest, serviceId, expectations);
}

/**
 * On the entry form of a service, checks the form's explanation of how the entry proceeds and that an
 * empty form stays on the form with each required field saying so; then fills the one date field and the
 * request, sends them and returns the new entry's id from its page.
 */
export async function fillEntryForm(
  guest: Page,
  serviceId: string,
  expectations: { flowLead: string; doneLead: string },
): Promise<string> {
  await guest.waitForURL((url) => url.pathname === `/guest/services/${serviceId}/entry`);
  await expect.poll(() => mainText(guest)).toContain(expectations.flowLead);
  await guest.getByRole('button', { name: '確認へ進む' }).click();
  await expect.poll(() => mainText(guest)).toContain('入力してください。');
  expect(await guest.getByRole('heading', { level: 2, name: '申し込み内容の入力' }).count()).toBe(1);
  expect(await guest.locator('input[type="date"], input[type="time"]').count()).toBe(0);
  await guest.getByLabel('希望日時（任意）').fill(inAMonthAtTen());
  await guest.getByLabel(/ご依頼内容/).fill('キッチンと浴室を中心にお願いします。');
  await expectNoSeriousAxeViolations(guest);
  await guest.getByRole('button', { name: '確認へ進む' }).click();
  await expect.poll(() => mainText(guest)).toContain('キッチンと浴室を中心にお願いします。');
  await guest.getByRole('button', { name: '送信する' }).click();
  await expect.poll(() => mainText(guest)).toContain(expectations.doneLead);
  await guest.getByRole('link', { name: '申し込みの詳細を見る' }).click();
  await guest.waitForURL((url) => /^\/guest\/entries\/\w+$/.test(url.pathname));
  await expect.poll(() => mainText(guest)).toContain('申し込み中');
  return new URL(guest.url()).pathname.split('/').at(-1) ?? '';
}

/** Fills the first line of the estimate form titled `title` and sends it; waits for the new status. */
export async function sendEstimate(
  page: Page,
  title: string,
  line: { unitPrice: string; quantity: string },
  nextStatus: string,
) {
  const form = page.getByRole('form', { name: title });
  await form.getByLabel('内容').first().fill('作り置き（3時間）');
  await form.getByLabel('単価（税抜・円）').first().fill(line.unitPrice);
  await form.getByLabel('数量').first().fill(line.quantity);
  await form.getByRole('button', { name: title }).click();
  await expect.poll(() => mainText(page)).toContain(nextStatus);
}

/** The dialog a step opens, named by the step; resolves once it shows. */
export async function stepDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name, exact: true });
  await dialog.waitFor();
  return dialog;
}

/** Confirms the step in its dialog and waits for the dialog to close. */
export async function confirmStep(page: Page, name: string) {
  const dialog = await stepDialog(page, name);
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

/** Whose move it is, as the sentence under the entry page's stepper says it. */
export async function nextStep(page: Page): Promise<string> {
  const progress = page.getByRole('list', { name: '進み具合' });
  await progress.waitFor();
  return (await page.locator('.entry-progress__next').textContent()) ?? '';
}

/** The milestone the entry page's stepper marks as current (without the words for screen readers). */
export async function currentStep(page: Page): Promise<string> {
  const current = page
    .getByRole('list', { name: '進み具合' })
    .locator('[aria-current="step"] .stepper__label');
  return current.evaluate((label) => label.firstChild?.textContent ?? '');
}

/** Takes a step of the "いまできること" section, confirming it in its dialog, and waits for its status. */
export async function takeAction(page: Page, name: string, nextStatus: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await confirmStep(page, name);
  await expect
    .poll(async () => (await page.getByRole('status').allTextContents()).join())
    .toContain(`「${name}」を受け付けました`);
  await expect.poll(() => mainText(page)).toContain(nextStatus);
}

/** Pays from the payment step with the button that names the amount. */
export async function pay(page: Page, amount: string) {
  await page.getByRole('button', { name: `${amount}を支払う` }).click();
  await confirmStep(page, '支払う');
  await expect.poll(() => mainText(page)).toContain('お支払いが済みました。');
}

/** Writes a review of the counterpart and waits until it shows as the viewer's own. */
export async function review(page: Page, stars: number, comment: string) {
  await page.getByRole('radio', { name: `★${stars}` }).check();
  await page.getByLabel('コメント').fill(comment);
  await page.getByRole('button', { name: 'レビューを送信' }).click();
  await expect.poll(() => mainText(page)).toContain('あなたのレビュー');
}

/** One side of an entry in a journey: the signed-in page, its entry page and the role name the other side sees. */
export interface JourneyParty {
  page: Page;
  entryUrl: string;
  /** How the site names this side's role (the flow types' demo sites name them differently). */
  roleName: string;
}

/**
 * From the first estimate approved to the work reported done, the same in both flow types: the supplier
 * sends the final estimate of 3,000 yen × 4 (13,200 yen with tax), the payer orders, the supplier approves
 * the order and sees what they receive after the demo's 10 % fee, then reports completion. The stepper
 * says whose move it is at each step; `shots` names the screenshots of those steps.
 */
export async function orderAndComplete(supplier: JourneyParty, payer: JourneyParty, shots: string) {
  await open(supplier.page, supplier.entryUrl, '最終見積もりを送る');
  await sendEstimate(
    supplier.page,
    '最終見積もりを送る',
    { unitPrice: '3000', quantity: '4' },
    '最終見積もり提示済み',
  );

  expect(await nextStep(supplier.page)).toBe(`${payer.roleName}の発注を待っています。`);
  await open(payer.page, payer.entryUrl, '最終見積もり提示済み');
  expect(await nextStep(payer.page)).toBe('最終見積もりが届きました。あなたの発注を待っています。');
  await screenshot(payer.page, `${shots}-last-estimated`);
  expect(await regionText(payer.page, 'いまできること')).toContain(
    `最終見積もりの内容で${supplier.roleName}に発注します。`,
  );
  await takeAction(payer.page, '発注する', '発注済み');

  await open(supplier.page, supplier.entryUrl, '発注済み');
  expect(await nextStep(supplier.page)).toBe('発注が届きました。あなたの承認を待っています。');
  await screenshot(supplier.page, `${shots}-ordered`);
  expect(await regionText(supplier.page, 'いまできること')).toContain(
    `${payer.roleName}のお支払い額として確定します。`,
  );
  await takeAction(supplier.page, '発注を承認する', 'マッチング成立');
  const receipt = await regionText(supplier.page, 'お受け取り');
  expect(receipt).toContain(`${payer.roleName}のお支払い額（税込）￥13,200`);
  expect(receipt).toContain('手数料（10%）-￥1,320');
  expect(receipt).toContain('お受け取り額￥11,880');
  expect(await nextStep(supplier.page)).toBe(
    'マッチングが成立しました。作業が終わったら完了を報告してください。',
  );
  await screenshot(supplier.page, `${shots}-matched`);
  await takeAction(supplier.page, '完了を報告する', '完了報告済み');
}

/** The payer's payment step once the work is reported: the amount with its tax and the saved card. */
export async function expectPaymentOffered(payer: JourneyParty, supplier: JourneyParty) {
  await open(payer.page, payer.entryUrl, '完了報告済み');
  const payment = await regionText(payer.page, 'お支払い');
  expect(payment).toContain('お支払い額（税込）￥13,200');
  expect(payment).toContain('うち消費税￥1,200');
  expect(payment).toContain(`${supplier.roleName}から完了の報告が届きました。`);
  await expect
    .poll(() => regionText(payer.page, 'お支払い'))
    .toContain('登録済みのカード（Visa 下4桁 4242）');
  return payment;
}
