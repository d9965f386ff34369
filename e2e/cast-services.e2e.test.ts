import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../src/server/clock.ts';
import { DEMO_SITE } from '../src/server/db/seed.ts';
import { createSiteService } from '../src/server/features/site/service.ts';
import { Agent } from '../test/helpers/test-app.ts';
import { expectStatus, saveCardByApi } from './support/api-arrange.ts';
import { seriousAxeViolations } from './support/browser.ts';
import { phoneFitProblems } from './support/phone-fit.ts';
import { screenshot } from './support/screenshots.ts';
import { siteInBrowser } from './support/site-in-browser.ts';

// A site that charges a monthly listing fee, so that publishing explains it and asks first.
const site = siteInBrowser(async (server) => {
  await createSiteService(server.database.db, systemClock).saveSettings({
    ...DEMO_SITE,
    payment: { ...DEMO_SITE.payment, serviceListingFeeMonthly: 980 },
  });
});
const TITLE = '季節の和菓子づくり教室';

const publishing = (page: Page) => page.getByRole('region', { name: /公開設定|Publishing/ });
const menus = (page: Page) => page.getByRole('region', { name: /メニュー|Menus/ });

describe("a cast's service in Chromium", () => {
  it('is created as a draft, cannot be published before a priced menu, then is published and listed', async () => {
    const castApi = new Agent(site.server.app);
    expectStatus(await castApi.login('cast'));
    await saveCardByApi(site.server, castApi);
    const cast = await site.signIn('cast');
    await cast.goto(`${site.server.url}/cast/services`);
    await cast.getByRole('link', { name: '新しいサービスを出品' }).click();
    await cast.waitForURL((url) => url.pathname === '/cast/services/new');
    await cast.getByLabel('サービス名').fill(TITLE);
    await cast
      .getByLabel('サービスの説明')
      .fill('季節の素材で練り切りを2つ作ります。道具はすべてお貸しします。');
    await cast.getByLabel(/カテゴリ/).selectOption('lessons');
    await cast.getByLabel(/主な活動エリア/).selectOption('tokyo');
    expect(await seriousAxeViolations(cast)).toEqual([]);
    await screenshot(cast, 'cast-service-new');
    await cast.getByRole('button', { name: '下書きとして保存' }).click();
    await cast.waitForURL(
      (url) => /^\/cast\/services\/\w+$/.test(url.pathname) && !url.pathname.endsWith('/new'),
    );
    const serviceId = new URL(cast.url()).pathname.split('/').at(-1) ?? '';

    // A draft without a priced menu: the button is there, disabled, and the reason is beside it.
    await expect.poll(() => publishing(cast).textContent()).toContain('下書き');
    const publish = publishing(cast).getByRole('button', { name: '公開する' });
    expect(await publish.isDisabled()).toBe(true);
    expect(await publishing(cast).textContent()).toContain(
      '料金を設定したメニューを1つ以上追加すると公開できます。',
    );
    expect(await cast.getByRole('region', { name: 'カタログでの見え方' }).textContent()).toContain(TITLE);
    expect(await seriousAxeViolations(cast)).toEqual([]);
    await screenshot(cast, 'cast-service-editor-draft');

    // A menu, then its price corrected in place.
    await menus(cast).getByLabel('メニュー名').fill('練り切り2個');
    await menus(cast).getByLabel('料金（税抜・円）').fill('3000');
    await menus(cast).getByLabel('単位（例: 回、時間）').fill('回');
    await menus(cast).getByRole('button', { name: 'メニューを追加' }).click();
    await expect.poll(() => menus(cast).textContent()).toContain('3,300 税込');
    await menus(cast).getByRole('button', { name: '「練り切り2個」を編集' }).click();
    const editing = cast.getByRole('listitem').filter({ hasText: '「練り切り2個」を編集' });
    await editing.getByLabel('料金（税抜・円）').fill('3500');
    await editing.getByLabel(/所要時間の目安/).selectOption('120m');
    await editing.getByRole('button', { name: 'メニューを保存' }).click();
    await expect.poll(() => menus(cast).textContent()).toContain('3,850 税込');

    // Publishing names the fee the saved card pays now, in the page's own dialog.
    expect(await publishing(cast).textContent()).toContain('公開中は掲載料が月額￥980かかります。');
    await publish.click();
    const paying = cast.getByRole('dialog', { name: 'サービスを公開しますか？' });
    await paying.waitFor();
    expect(await paying.textContent()).toContain('掲載料1か月分（￥980）');
    expect(await seriousAxeViolations(cast)).toEqual([]);
    await screenshot(cast, 'cast-service-publish-dialog');
    await paying.getByRole('button', { name: '掲載料を支払って公開する' }).click();
    await expect.poll(() => publishing(cast).textContent()).toContain('公開中');
    // The listing's controls follow once the service and its listing have been read again.
    await publishing(cast).getByRole('button', { name: '掲載をやめる' }).waitFor();
    expect(await publishing(cast).getByRole('button', { name: '掲載をやめる' }).count()).toBe(1);
    expect(await publishing(cast).getByRole('link', { name: '公開ページを見る' }).getAttribute('href')).toBe(
      `/guest/services/${serviceId}`,
    );
    expect(await seriousAxeViolations(cast)).toEqual([]);
    await screenshot(cast, 'cast-service-editor');

    // Unpublishing asks first, in the page's own dialog; keeping it published closes it.
    await publishing(cast).getByRole('button', { name: '非公開にする' }).click();
    const dialog = cast.getByRole('dialog', { name: 'サービスを非公開にしますか？' });
    await dialog.waitFor();
    expect(await seriousAxeViolations(cast)).toEqual([]);
    await dialog.getByRole('button', { name: 'やめておく' }).click();
    await dialog.waitFor({ state: 'detached' });

    // In the catalogue, for anyone.
    const guest = await site.signIn('guest');
    await guest.goto(`${site.server.url}/guest/services?keyword=${encodeURIComponent('和菓子')}`);
    await guest.getByRole('link', { name: TITLE }).click();
    await guest.waitForURL((url) => url.pathname === `/guest/services/${serviceId}`);
    await expect.poll(() => guest.getByRole('main').textContent()).toContain('練り切り2個');

    // The editor in English.
    await cast.evaluate(() => localStorage.setItem('tsunagu.locale', 'en'));
    await cast.reload();
    await expect.poll(() => publishing(cast).textContent()).toContain('Published');
    expect(await publishing(cast).getByRole('link', { name: 'View the public page' }).count()).toBe(1);
    expect(await seriousAxeViolations(cast)).toEqual([]);
    await screenshot(cast, 'cast-service-editor.en');

    // On a 390 px phone the list fits: no sideways scroll, no target under 24×24 px.
    await cast.setViewportSize({ width: 390, height: 844 });
    await cast.evaluate(() => localStorage.setItem('tsunagu.locale', 'ja'));
    await cast.goto(`${site.server.url}/cast/services`);
    await cast.getByRole('link', { name: TITLE }).waitFor();
    expect(await phoneFitProblems(cast)).toEqual([]);
    expect(await seriousAxeViolations(cast)).toEqual([]);
    await screenshot(cast, 'cast-services');
  });
});
