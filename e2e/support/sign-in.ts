import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/server/db/seed.ts';
import { refuseNativeDialogs } from './native-dialogs.ts';

/**
 * A demo account signed in through the login page, in a browser context of its own (its own cookies).
 */
export async function signInAs(browser: Browser, siteUrl: string, role: 'cast' | 'guest'): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
  refuseNativeDialogs(page);
  await page.goto(`${siteUrl}/${role}/login`);
  await page.getByLabel('メールアドレス').fill(`${role}@example.com`);
  await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL((url) => url.pathname === `/${role}/my-page`);
  return page;
}

/** The demo operator signed in through the console's sign-in page, in a browser context of its own. */
export async function signInAsOperator(browser: Browser, siteUrl: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
  refuseNativeDialogs(page);
  await page.goto(`${siteUrl}/admin`);
  await page.waitForURL((url) => url.pathname === '/admin/login');
  await page.getByLabel('メールアドレス').fill('operator@example.com');
  await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  return page;
}
