import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/browser.ts';
import {
  confirmStep,
  currentStep,
  fillEntryForm,
  mainText,
  nextStep,
  open,
  saveTestCard,
  sendEstimate,
  stepDialog,
  takeAction,
} from './support/entry-journey.ts';
import { phoneFitProblems } from './support/phone-fit.ts';
import { screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { siteInBrowser } from './support/site-in-browser.ts';

const site = siteInBrowser();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Axe at two sizes on each of some twenty pages takes longer than a test's default minute. */
const JOURNEY_TIMEOUT_MS = 300_000;

/**
 * The page as it stands, at both sizes: no serious axe violation at either, and on the phone no sideways
 * scroll and no target under 24×24 px. The page is left at the size it had.
 */
async function expectGoodAtBothSizes(page: Page, what: string) {
  const size = page.viewportSize() ?? PHONE;
  await page.setViewportSize(PHONE);
  expect({ what, phone: await phoneFitProblems(page) }).toEqual({ what, phone: [] });
  expect({ what, axe: await seriousAxeViolations(page) }).toEqual({ what, axe: [] });
  await page.setViewportSize(DESKTOP);
  expect({ what, axe: await seriousAxeViolations(page) }).toEqual({ what, axe: [] });
  await page.setViewportSize(size);
}

/**
 * Loads the pictures below the fold too, so that a whole-page screenshot shows them rather than their
 * placeholders (a full-page capture does not scroll, so lazy images would never start).
 */
async function loadAllImages(page: Page) {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
  });
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)), {
      timeout: 10_000,
    })
    .toBe(true);
}

/**
 * A dialog or sheet open on the phone starts below the toasts' band (--notice-band, ui/notices/notices.css),
 * so a toast raised meanwhile cannot cover its buttons.
 */
async function expectClearOfToasts(page: Page, modal: Locator) {
  const band = await page.evaluate(
    () =>
      (Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--notice-band')) /
        100) *
      window.innerHeight,
  );
  expect(band).toBeGreaterThan(0);
  const box = (await modal.boundingBox()) ?? { y: -1 };
  expect(box.y).toBeGreaterThanOrEqual(band - 0.5);
}

/** Where the entry stands on the guest's page: the stepper's current milestone and whose move it is. */
async function expectStepper(page: Page, milestone: string, next: string) {
  await expect.poll(() => nextStep(page)).toBe(next);
  expect(await currentStep(page)).toBe(milestone);
}

/**
 * Issue 12's acceptance journey. The demo site is c2g: the cast (サポーター, at a desktop in a page of
 * their own) estimates; the guest (ご依頼者, on a 390×844 phone) approves and orders; the cast's approval
 * of the order books it (マッチング成立).
 */
describe('a guest on a phone books a service in Chromium', () => {
  it(
    'goes from the top page through the filter sheet, the sticky entry button, the step dialogs and the stepper to a booked entry',
    async () => {
      const visitor = await (await site.browser.newContext({ locale: 'ja-JP', viewport: PHONE })).newPage();
      await visitor.goto(site.server.url);
      await visitor.getByRole('main').getByRole('heading', { name: '最近のレビュー' }).waitFor();
      const popular = visitor.getByRole('region', { name: '人気のサービス' });
      await expect.poll(() => popular.locator('.service-card h3').count()).toBe(6);
      const newest = await visitor
        .getByRole('region', { name: '新着サービス' })
        .locator('.service-card h3')
        .allTextContents();
      const popularTitles = await popular.locator('.service-card h3').allTextContents();
      expect(popularTitles.filter((title) => newest.includes(title))).toEqual([]);
      await visitor.locator('main .service-card img').first().waitFor();
      await expectGoodAtBothSizes(visitor, 'top (visitor)');
      await loadAllImages(visitor);
      await screenshot(visitor, 'top', { docs: true });
      await visitor.context().close();

      const guest = await signInAs(site.browser, site.server.url, 'guest');
      await guest.setViewportSize(PHONE);
      await expect.poll(() => mainText(guest)).toContain('マイページ');
      await expectGoodAtBothSizes(guest, 'my-page');
      await saveTestCard(guest, site.server.url, 'guest');

      // From the top page to the catalogue, filtered in the bottom sheet.
      await guest.goto(site.server.url);
      await guest.getByRole('main').getByRole('link', { name: 'サービスを探す' }).click();
      await guest.waitForURL((url) => url.pathname === '/guest/services');
      await guest.getByRole('button', { name: '条件で絞り込む' }).click();
      const filters = guest.getByRole('dialog', { name: '条件で絞り込む' });
      await filters.getByLabel('カテゴリ').selectOption('housework');
      await expectClearOfToasts(guest, filters);
      await expectGoodAtBothSizes(guest, 'catalogue with the filter sheet open');
      await filters.getByRole('button', { name: '検索する' }).click();
      await guest.waitForURL((url) => url.searchParams.get('custom')?.includes('housework') ?? false);
      await expect.poll(() => filters.count()).toBe(0);
      const found = guest.getByRole('link', { name: '水まわり集中おそうじ', exact: true });
      await found.waitFor();
      expect(await mainText(guest)).not.toContain('作り置き料理の代行');
      await expectGoodAtBothSizes(guest, 'catalogue filtered');
      await loadAllImages(guest);
      await screenshot(guest, 'catalogue', { docs: true });

      // The service page keeps 申し込む in a bar at the bottom of the screen, in reach from the start.
      await found.click();
      await guest.waitForURL((url) => url.pathname === '/guest/services/demoService01');
      const apply = guest.getByRole('link', { name: 'このサービスに申し込む' });
      await apply.waitFor();
      const bar = (await apply.boundingBox()) ?? { y: -1, height: 0 };
      expect(bar.y + bar.height).toBeLessThanOrEqual(PHONE.height);
      expect(bar.y).toBeGreaterThan(PHONE.height / 2);
      await expectGoodAtBothSizes(guest, 'service');
      await loadAllImages(guest);
      await screenshot(guest, 'service', { docs: true });
      await apply.click();

      const entryId = await fillEntryForm(guest, 'demoService01', {
        flowLead: '申し込みはサポーターに届きます。サポーターの見積もりを承認して発注し',
        doneLead: 'サポーターからの見積もりをお待ちください。',
      });
      const guestEntry = `${site.server.url}/guest/entries/${entryId}`;
      const castEntry = `${site.server.url}/cast/entries/${entryId}`;
      await expectStepper(guest, '見積もり', 'サポーターの見積もりを待っています。');
      await expectGoodAtBothSizes(guest, 'entry: entered');
      await screenshot(guest, 'entry-1-entered', { docs: true });

      const cast = await signInAs(site.browser, site.server.url, 'cast');
      await cast.setViewportSize(DESKTOP);
      await open(cast, castEntry, '申し込み中');
      await expectStepper(cast, '見積もり', '新しい申し込みです。あなたの見積もりを待っています。');
      await expectGoodAtBothSizes(cast, 'cast entry: entered');
      await sendEstimate(cast, '見積もりを送る', { unitPrice: '3000', quantity: '3' }, '見積もり提示済み');

      // The guest approves the estimate in its dialog, which says what happens and for how much.
      await open(guest, guestEntry, '見積もり提示済み');
      await expectStepper(guest, '見積もりの承認', '見積もりが届きました。あなたの承認を待っています。');
      await expectGoodAtBothSizes(guest, 'entry: estimated');
      await screenshot(guest, 'entry-2-estimated', { docs: true });
      await guest.getByRole('button', { name: '見積もりを承認する', exact: true }).click();
      const approval = await stepDialog(guest, '見積もりを承認する');
      expect(await approval.textContent()).toContain('見積額￥9,900 （税込）');
      await expectClearOfToasts(guest, approval);
      await expectGoodAtBothSizes(guest, 'entry: the approval dialog');
      await screenshot(guest, 'entry-3-approve-dialog', { docs: true });
      await confirmStep(guest, '見積もりを承認する');
      await expectStepper(guest, '最終見積もり', 'サポーターの最終見積もりを待っています。');
      await expectGoodAtBothSizes(guest, 'entry: estimate approved');
      await screenshot(guest, 'entry-4-approved', { docs: true });

      await open(cast, castEntry, '最終見積もりを送る');
      await sendEstimate(
        cast,
        '最終見積もりを送る',
        { unitPrice: '3000', quantity: '4' },
        '最終見積もり提示済み',
      );
      await expectStepper(cast, '発注', 'ご依頼者の発注を待っています。');

      await open(guest, guestEntry, '最終見積もり提示済み');
      await expectStepper(guest, '発注', '最終見積もりが届きました。あなたの発注を待っています。');
      await expectGoodAtBothSizes(guest, 'entry: last estimated');
      await screenshot(guest, 'entry-5-last-estimated', { docs: true });
      await takeAction(guest, '発注する', '発注済み');
      await expectStepper(guest, '発注の承認', 'サポーターの発注の承認を待っています。');
      await expectGoodAtBothSizes(guest, 'entry: ordered');
      await screenshot(guest, 'entry-6-ordered', { docs: true });

      await open(cast, castEntry, '発注済み');
      await expectStepper(cast, '発注の承認', '発注が届きました。あなたの承認を待っています。');
      await takeAction(cast, '発注を承認する', 'マッチング成立');
      await expectGoodAtBothSizes(cast, 'cast entry: matched');

      // Booked: the guest's page says the work comes next, by the cast, for the amount fixed at the order.
      await open(guest, guestEntry, 'マッチング成立');
      await expectStepper(guest, '実施', 'サポーターの作業と完了の報告を待っています。');
      expect(await mainText(guest)).toContain('￥13,200');
      await expectGoodAtBothSizes(guest, 'entry: matched');
      await screenshot(guest, 'entry-7-matched', { docs: true });

      // The other pages of the journey on the phone: the entries list, the my-page and the messages.
      await open(guest, `${site.server.url}/guest/entries`, '水まわり集中おそうじ');
      await expectGoodAtBothSizes(guest, 'entries');
      await open(guest, `${site.server.url}/guest/my-page`, 'マイページ');
      await expectGoodAtBothSizes(guest, 'my-page after booking');
      await guest.goto(`${site.server.url}/messages`);
      await guest.getByRole('heading', { level: 1 }).waitFor();
      await guest.waitForLoadState('networkidle');
      await expectGoodAtBothSizes(guest, 'messages');
      await guest.goto(`${site.server.url}/messages/demoCast1`);
      await guest.getByRole('heading', { level: 1 }).waitFor();
      await guest.waitForLoadState('networkidle');
      await expectGoodAtBothSizes(guest, 'messages with the cast');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
