import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { siteInBrowser } from './support/site-in-browser.ts';

const site = siteInBrowser();

const thread = (page: Page) => page.getByRole('list', { name: 'これまでのメッセージ' });
const messagesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: /^メッセージ/ });

/** Marks the loaded page, so that a test can tell it was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => document.body.setAttribute('data-unreloaded', ''));
const stillUnreloaded = (page: Page) => page.evaluate(() => document.body.hasAttribute('data-unreloaded'));

async function write(page: Page, body: string) {
  await page.getByLabel('メッセージ', { exact: true }).fill(body);
  await page.getByRole('button', { name: '送信' }).click();
}

describe('messages in Chromium', () => {
  it('a guest and a cast see each other’s messages arrive without reloading', async () => {
    const guest = await site.signIn('guest');
    const cast = await site.signIn('cast');
    await guest.goto(`${site.server.url}/messages/demoCast1`);
    await cast.goto(`${site.server.url}/messages`);
    await guest.getByRole('link', { name: '山田 花子' }).waitFor();
    expect(await guest.getByRole('link', { name: '山田 花子' }).getAttribute('href')).toBe(
      '/guest/casts/demoCast1',
    );
    await markPage(guest);
    await markPage(cast);

    await write(guest, 'はじめまして。土曜日にお願いできますか？');
    await expect.poll(() => thread(guest).textContent()).toContain('土曜日にお願いできますか');
    // The cast's header counts the conversation and the list shows it, live.
    await expect.poll(() => messagesLink(cast).textContent(), { timeout: 5000 }).toMatch(/^メッセージ1/);
    await expect.poll(() => cast.getByRole('main').textContent()).toContain('未読 1');
    expect(await seriousAxeViolations(cast)).toEqual([]);
    await screenshot(cast, 'messages-inbox-unread');

    await cast.getByRole('link', { name: '佐藤 太郎' }).first().click();
    await cast.waitForURL((url) => url.pathname === '/messages/demoGuest1');
    await expect.poll(() => thread(cast).textContent()).toContain('土曜日にお願いできますか');
    await expect.poll(() => messagesLink(cast).textContent()).toBe('メッセージ');

    await write(cast, 'はい、大丈夫です！何時からがよいですか？');
    await expect.poll(() => thread(guest).textContent(), { timeout: 5000 }).toContain('はい、大丈夫です！');
    await write(guest, '10時からでお願いします。');
    await expect
      .poll(() => thread(cast).textContent(), { timeout: 5000 })
      .toContain('10時からでお願いします。');
    // The cast has the thread open: what arrives there is read, so nothing is counted as unread.
    await expect.poll(() => messagesLink(cast).textContent()).toBe('メッセージ');

    expect(await thread(guest).getByRole('listitem').allTextContents()).toHaveLength(3);
    expect(await thread(cast).getByRole('listitem').allTextContents()).toHaveLength(3);
    expect(await stillUnreloaded(guest)).toBe(true);
    expect(await stillUnreloaded(cast)).toBe(true);
    expect(await seriousAxeViolations(guest)).toEqual([]);
    expect(await seriousAxeViolations(cast)).toEqual([]);
    await screenshot(guest, 'messages-thread-guest');
    await screenshot(cast, 'messages-thread-cast');
  });
});
