import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousAxeViolations } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { signInAs, signInAsOperator } from './support/sign-in.ts';
import { type SiteServer, startSiteServer } from './support/site-server.ts';

let site: SiteServer;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSiteServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

async function openMenu(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'コンソールメニュー' }).getByRole('link', { name }).click();
}

describe('services and entries in the console', () => {
  it('shows the dashboard, finds a service and unpublishes it with a reason the cast then reads', async () => {
    const page = await signInAsOperator(browser, site.url);
    await expect.poll(() => heading(page)).toBe('ダッシュボード');
    await page.getByRole('heading', { name: '対応待ち' }).waitFor();
    await page.getByRole('heading', { name: '過去30日間' }).waitFor();
    expect(await page.getByRole('link', { name: '本人確認の審査へ' }).getAttribute('href')).toBe(
      '/admin/identifications',
    );
    expect(await page.getByRole('link', { name: 'お問い合わせへ' }).getAttribute('href')).toBe(
      '/admin/contacts',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'console-dashboard');

    await openMenu(page, 'サービス');
    await expect.poll(() => heading(page)).toBe('サービス');
    await page.getByLabel('タイトルに含む語').fill('水まわり');
    await page.getByRole('button', { name: '検索' }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === '水まわり');
    const found = page.getByRole('table').getByRole('link');
    await expect.poll(() => found.allTextContents()).toEqual(['水まわり集中おそうじ']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'console-services');

    await found.first().click();
    await expect.poll(() => heading(page)).toBe('水まわり集中おそうじ');
    await page.getByRole('button', { name: '非公開にする…' }).click();
    const reason = page.getByLabel('サポーターに伝える理由');
    await expect.poll(() => reason.evaluate((element) => element === document.activeElement)).toBe(true);
    // Only spaces: the server's message shows under the field.
    await reason.fill('   ');
    await page.getByRole('button', { name: '理由を送って非公開にする' }).click();
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    await reason.fill('掲載写真に他の方の顔が写っています。差し替えてから公開してください。');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'console-service');
    await page.getByRole('button', { name: '理由を送って非公開にする' }).click();
    await page.getByText('運営による直近の非公開').waitFor();
    await page.getByText('掲載写真に他の方の顔が写っています。差し替えてから公開してください。').waitFor();
    expect(await page.getByRole('button', { name: '非公開にする…' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const cast = await signInAs(browser, site.url, 'cast');
    await cast.goto(`${site.url}/cast/notices`);
    await cast.getByText('サービス「水まわり集中おそうじ」を運営が非公開にしました').first().waitFor();
    const mail = await site.smtp.mailTo('cast@example.com', (m) =>
      m.subject.includes('水まわり集中おそうじ'),
    );
    expect(mail.text).toContain('掲載写真に他の方の顔が写っています。');
  });

  it('opens an entry, reads its timeline and cancels it with a reason', async () => {
    const page = await signInAsOperator(browser, site.url);
    await openMenu(page, 'エントリー');
    await expect.poll(() => heading(page)).toBe('エントリー');
    await page.getByRole('checkbox', { name: '申し込み中' }).check();
    await page.getByLabel('ご依頼者（ID またはニックネームの一部）').fill('demoGuest1');
    await page.getByRole('button', { name: '検索' }).click();
    await page.waitForURL((url) => url.searchParams.get('statuses') === 'entered');
    const rows = page.getByRole('table').getByRole('link');
    await expect.poll(() => rows.allTextContents()).toEqual(['水まわり集中おそうじ']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'console-entries');

    await rows.first().click();
    await expect.poll(() => heading(page)).toBe('エントリー demoEntryWaitingCast');
    const timeline = page.getByRole('region', { name: '経過' }).getByRole('listitem');
    await expect.poll(() => timeline.count()).toBe(1);
    expect(await timeline.first().textContent()).toContain('申し込み中');

    await page.getByRole('button', { name: 'キャンセルする…' }).click();
    await page
      .getByLabel('サポーターとご依頼者に伝える理由')
      .fill('ご依頼の内容が利用規約に反するため、運営でキャンセルしました。');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '理由を送ってキャンセルする' }).click();
    await expect.poll(() => timeline.count()).toBe(2);
    expect(await timeline.last().textContent()).toContain('申し込み中 → 運営によるキャンセル');
    expect(await timeline.last().textContent()).toContain('運営（');
    await page.getByText('このエントリーはすでに終了しているため、キャンセルできません。').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'console-entry');

    // The English catalogue, once.
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => heading(page)).toBe('Entry demoEntryWaitingCast');
    const englishTimeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
    expect(await englishTimeline.last().textContent()).toContain('Entered → Canceled by an operator');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'console-entry.en');
    await page.getByRole('button', { name: '日本語' }).click();

    const guest = await signInAs(browser, site.url, 'guest');
    await guest.goto(`${site.url}/guest/entries/demoEntryWaitingCast`);
    await guest.getByText('ご依頼の内容が利用規約に反するため、運営でキャンセルしました。').first().waitFor();
  });
});
