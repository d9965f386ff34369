import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/browser.ts';
import { siteInBrowser } from './support/site-in-browser.ts';

const site = siteInBrowser();

describe('messages in Chromium', () => {
  it('a guest writes to a cast, who sees it unread, opens it and answers', async () => {
    const guest = await site.signIn('guest');
    await guest.goto(`${site.server.url}/messages/demoCast1`);
    await guest.getByLabel('メッセージ', { exact: true }).fill('はじめまして。土曜日にお願いできますか？');
    await guest.getByRole('button', { name: '送信' }).click();
    await expect
      .poll(() => guest.getByRole('list', { name: 'これまでのメッセージ' }).textContent())
      .toContain('土曜日にお願いできますか');
    expect(await seriousAxeViolations(guest)).toEqual([]);

    const cast = await site.signIn('cast');
    await cast.goto(`${site.server.url}/messages`);
    await expect.poll(() => cast.getByRole('main').textContent()).toContain('未読 1');
    expect(await seriousAxeViolations(cast)).toEqual([]);
    await cast.getByRole('link', { name: '佐藤 太郎' }).click();
    await cast.waitForURL((url) => url.pathname === '/messages/demoGuest1');
    await cast.getByLabel('メッセージ', { exact: true }).fill('はい、大丈夫です！');
    await cast.getByRole('button', { name: '送信' }).click();
    await expect
      .poll(() => cast.getByRole('list', { name: 'これまでのメッセージ' }).textContent())
      .toContain('はい、大丈夫です！');

    await guest.reload();
    await expect
      .poll(() => guest.getByRole('list', { name: 'これまでのメッセージ' }).textContent())
      .toContain('はい、大丈夫です！');
  });
});
