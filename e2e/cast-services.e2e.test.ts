import type { Page } from 'playwright-core';
import sharp from 'sharp';
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

/** A test photo made here (no network): a wide picture of one colour with a lighter band. */
async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 1200, height: 600, channels: 3, background } })
    .composite([
      {
        input: await sharp({ create: { width: 300, height: 600, channels: 3, background: '#ffffff' } })
          .png()
          .toBuffer(),
        left: 450,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const photos = (page: Page) => page.getByRole('group', { name: /^写真/ });
const photoIds = (page: Page) =>
  photos(page)
    .locator('li[data-photo]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-photo') ?? ''));

/** Chooses a picture, frames it in the crop dialog (zooming in with the keyboard when asked), uploads it. */
async function addPhoto(page: Page, file: Awaited<ReturnType<typeof photo>>, zoomSteps = 0) {
  const before = (await photoIds(page)).length;
  await photos(page).getByLabel('写真を追加').setInputFiles(file);
  const crop = page.getByRole('dialog', { name: '写真の範囲を決める' });
  await crop.waitFor();
  const zoom = crop.getByRole('slider', { name: '拡大' });
  // The sliders are disabled until the picture has loaded: a key pressed before lands nowhere.
  await expect.poll(() => zoom.isEnabled()).toBe(true);
  await zoom.focus();
  for (let step = 0; step < zoomSteps; step++) await page.keyboard.press('ArrowRight');
  if (zoomSteps > 0) expect(Number(await zoom.inputValue())).toBeGreaterThan(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await crop.getByRole('button', { name: 'この範囲で使う' }).click();
  await crop.waitFor({ state: 'detached' });
  await expect.poll(async () => (await photoIds(page)).length).toBe(before + 1);
}

const publishing = (page: Page) => page.getByRole('region', { name: /公開設定|Publishing/ });
const menus = (page: Page) => page.getByRole('region', { name: /メニュー|Menus/ });

describe("a cast's service in Chromium", () => {
  it('is created as a draft, cannot be published before a priced menu, then is published and listed', async () => {
    const castApi = new Agent(site.server.app);
    expectStatus(await castApi.login('cast'));
    await saveCardByApi(site.server, castApi);
    const cast = await site.signIn('cast');
    // Notices fade in; without motion, axe never measures the contrast of one halfway in.
    await cast.emulateMedia({ reducedMotion: 'reduce' });
    await cast.goto(`${site.server.url}/cast/services`);
    await cast.getByRole('link', { name: '新しいサービスを出品' }).click();
    await cast.waitForURL((url) => url.pathname === '/cast/services/new');
    await cast.getByLabel('サービス名').fill(TITLE);
    await cast
      .getByLabel('サービスの説明')
      .fill('季節の素材で練り切りを2つ作ります。道具はすべてお貸しします。');
    await cast.getByLabel(/カテゴリ/).selectOption('lessons');
    await cast.getByLabel(/主な活動エリア/).selectOption('tokyo');

    // Two photos, the first zoomed in its crop dialog; then the second is made the cover.
    await addPhoto(cast, await photo('kitchen.jpg', '#8a5a44'), 20);
    await addPhoto(cast, await photo('sweets.jpg', '#3f7f5f'));
    const [first = '', second = ''] = await photoIds(cast);
    const uploaded = await castApi.get(`/api/uploads/${first}`);
    const framed = await sharp(uploaded.rawPayload).metadata();
    expect((framed.width ?? 0) / (framed.height ?? 1)).toBeCloseTo(4 / 3, 2);
    expect(framed.width).toBeLessThan(1200);
    expect(await photos(cast).getByRole('listitem').first().textContent()).toContain('表紙');
    await photos(cast).getByRole('button', { name: '写真 2 を表紙にする' }).click();
    await expect.poll(() => photoIds(cast)).toEqual([second, first]);
    expect(await photos(cast).getByRole('button', { name: '写真 1 を前へ' }).isDisabled()).toBe(true);
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
    expect(await photoIds(cast)).toEqual([second, first]);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await cast.setViewportSize(viewport);
      expect(await seriousAxeViolations(cast)).toEqual([]);
    }
    await cast.setViewportSize({ width: 390, height: 844 });
    expect(await phoneFitProblems(cast)).toEqual([]);
    await cast.setViewportSize({ width: 1280, height: 800 });
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
    await screenshot(cast, 'cast-service-editor', { docs: true });

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
    // The card shows the cover (the photo made cover), loaded from its sized variants.
    const card = guest.getByRole('listitem').filter({ has: guest.getByRole('link', { name: TITLE }) });
    const cover = card.getByRole('img', { name: `${TITLE}の写真 1` });
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      new RegExp(`/api/uploads/${second}/w/\\d+\\.(avif|webp)$`),
    );
    expect(await cover.locator('xpath=../source[@type="image/avif"]').getAttribute('srcset')).toContain(
      `/api/uploads/${second}/w/640.avif 640w`,
    );
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await guest.setViewportSize(viewport);
      expect(await seriousAxeViolations(guest)).toEqual([]);
    }
    await guest.getByRole('link', { name: TITLE }).click();
    await guest.waitForURL((url) => url.pathname === `/guest/services/${serviceId}`);
    await expect.poll(() => guest.getByRole('main').textContent()).toContain('練り切り2個');
    // The gallery: the cover first and loaded at once, the other photo lazily.
    const gallery = guest.getByRole('main').getByRole('img', { name: new RegExp(`^${TITLE}の写真`) });
    expect(await gallery.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')))).toEqual([
      'eager',
      'lazy',
    ]);
    expect(await gallery.first().getAttribute('fetchpriority')).toBe('high');
    await expect
      .poll(() => gallery.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await gallery.first().evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
      `/api/uploads/${second}/w/`,
    );

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
