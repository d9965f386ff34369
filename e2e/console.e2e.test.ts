import type { Browser } from 'playwright-core';
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

describe('the operator console', () => {
  it('sends a visitor to its sign-in, signs the operator in and back out, and passes axe', async () => {
    const page = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
    await page.goto(`${site.url}/admin/audit-log`);
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/admin/audit-log');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'console-login');

    await page.getByLabel('メールアドレス').fill('operator@example.com');
    await page.getByLabel('パスワード').fill('wrong password');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect
      .poll(() => page.getByText('メールアドレスまたはパスワードが正しくありません。').count())
      .toBeGreaterThan(0);

    await page.getByLabel('パスワード').fill('tsunagu-demo');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/audit-log');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('監査ログ');
    expect(await page.getByText('運営担当 としてログイン中').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'console-audit-log');

    expect(await page.getByRole('button', { name: 'メニュー' }).isVisible()).toBe(false);
    // On a phone the menu folds behind a button, so the page itself comes first.
    await page.setViewportSize({ width: 390, height: 844 });
    const menuLink = page
      .getByRole('navigation', { name: 'コンソールメニュー' })
      .getByRole('link', { name: '監査ログ' });
    expect(await menuLink.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'メニュー' }).click();
    expect(await menuLink.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.goto(`${site.url}/admin`);
    await page.waitForURL((url) => url.pathname === '/admin/login');
  });

  it('keeps a cast out of the console', async () => {
    const cast = await signInAs(browser, site.url, 'cast');
    await cast.goto(`${site.url}/admin`);
    await cast.waitForURL((url) => url.pathname === '/admin/login');
  });

  it('is never loaded by the public pages', async () => {
    const page = await (await browser.newContext()).newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site.url}/`);
    await page.waitForLoadState('networkidle');
    const consoleDocument = await (await fetch(`${site.url}/admin`)).text();
    const consoleEntry = /src="(\/assets\/[^"]+\.js)"/.exec(consoleDocument)?.[1];
    expect(consoleEntry).toBeDefined();
    expect(requested.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
    expect(requested).not.toContain(consoleEntry);
    expect(requested.some((path) => /admin|console/.test(path))).toBe(false);
  });

  it('is not indexed', async () => {
    const response = await fetch(`${site.url}/admin/login`);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
    const operator = await signInAsOperator(browser, site.url);
    expect(operator.url()).toBe(`${site.url}/admin`);
  });
});
