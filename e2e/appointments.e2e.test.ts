import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Agent } from '../test/helpers/test-app.ts';
import { expectStatus, saveCardByApi } from './support/api-arrange.ts';
import { mainText } from './support/entry-journey.ts';
import { expectGoodOnPhone, onPhone } from './support/on-phone.ts';
import { screenshot } from './support/screenshots.ts';
import { siteInBrowser } from './support/site-in-browser.ts';

// The demo site books times (serviceHourType `other`, Asia/Tokyo); its cast owns demoService01.
const site = siteInBrowser();
const SERVICE = 'demoService01';
const WEEKDAYS = ['月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日', '日曜日'];
/** Axe on each page and two downloads take longer than a test's default minute. */
const JOURNEY_TIMEOUT_MS = 180_000;

/** An instant as iCalendar writes it in UTC: 20300116T010000Z. */
const icsStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Downloads the appointment's iCalendar file from the entry page and returns its DTSTART. */
async function downloadedStart(page: Page, block: Locator): Promise<string | undefined> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    block.getByRole('link', { name: 'カレンダーに追加（.ics）' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toContain('BEGIN:VEVENT');
  return /^DTSTART:(\S+)$/m.exec(text)?.[1];
}

describe('appointments in Chromium', () => {
  it(
    'a cast opens hours and instant booking; a guest on a phone books a free time, matched at once; both see the time and download it',
    async () => {
      for (const role of ['cast', 'guest'] as const) {
        const agent = new Agent(site.server.app);
        expectStatus(await agent.login(role));
        await saveCardByApi(site.server, agent);
      }

      // The cast opens every weekday from the my page's link, Saturday mornings only.
      const cast = await onPhone(site, 'cast');
      await cast.getByRole('link', { name: '営業時間' }).click();
      await cast.waitForURL((url) => url.pathname === '/cast/availability');
      await cast.getByText('時刻はすべてAsia/Tokyoの時刻です。').waitFor();
      for (const day of WEEKDAYS) await cast.getByRole('button', { name: `${day}に時間帯を追加` }).click();
      await cast.getByLabel('土曜日 時間帯1の開始').selectOption('09:00');
      await cast.getByLabel('土曜日 時間帯1の終了').selectOption('12:00');
      await expectGoodOnPhone(cast, 'opening hours');
      await screenshot(cast, 'availability', { docs: true });
      await cast.getByRole('button', { name: '営業時間を保存' }).click();
      await cast.getByText('営業時間を保存しました（毎週の時間帯7件・変更した日0日）').waitFor();
      await cast.reload();
      expect(await cast.getByLabel('土曜日 時間帯1の終了').inputValue()).toBe('12:00');

      // …and confirms bookings of the service at once.
      await cast.goto(`${site.server.url}/cast/services/${SERVICE}`);
      const rules = cast.getByRole('group', { name: '予約の受け方' });
      await rules.getByLabel('すぐに予約を確定する').check();
      await expectGoodOnPhone(cast, 'service form with the booking rules');
      await cast.getByRole('button', { name: '保存する' }).click();
      await cast.getByText('サービスを保存しました').waitFor();

      // The guest picks the first free time on the service page's calendar.
      const guest = await onPhone(site, 'guest');
      await guest.goto(`${site.server.url}/guest/services/${SERVICE}`);
      const calendar = guest.getByRole('region', { name: '予約できる日時' });
      await calendar.getByText('すぐに予約が確定します').waitFor();
      const slot = calendar.getByRole('link', { name: /で申し込む$/ }).first();
      await slot.waitFor();
      await expectGoodOnPhone(guest, 'service calendar');
      await screenshot(guest, 'service-calendar', { docs: true });
      const startsAt = new URL((await slot.getAttribute('href')) ?? '', site.server.url).searchParams.get(
        'startsAt',
      );
      expect(startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      await slot.click();

      await guest.waitForURL((url) => url.pathname === `/guest/services/${SERVICE}/entry`);
      await expect.poll(() => mainText(guest)).toContain('（Asia/Tokyo）');
      expect(await guest.getByLabel('希望日時（任意）').count()).toBe(0);
      await guest.getByLabel(/ご依頼内容/).fill('キッチンのおそうじをお願いします。');
      await expectGoodOnPhone(guest, 'entry form with the chosen time');
      await guest.getByRole('button', { name: '確認へ進む' }).click();
      await guest.getByRole('button', { name: '送信する' }).click();
      await expect.poll(() => mainText(guest)).toContain('予約が確定しました（マッチング成立）');
      await guest.getByRole('link', { name: '申し込みの詳細を見る' }).click();
      await guest.waitForURL((url) => /^\/guest\/entries\/\w+$/.test(url.pathname));
      const entryId = new URL(guest.url()).pathname.split('/').at(-1);

      // Matched at once: both parties see the confirmed time, and its file starts when the slot did.
      const guestBlock = guest.getByRole('region', { name: '予約日時（確定）' });
      await guestBlock.waitFor();
      expect(await mainText(guest)).toContain('マッチング成立');
      const shown = (await guestBlock.locator('time').first().textContent()) ?? '';
      expect(shown).toContain('Asia/Tokyo');
      await expectGoodOnPhone(guest, 'entry with its appointment (guest)');
      await screenshot(guest, 'entry-appointment', { docs: true });
      expect(await downloadedStart(guest, guestBlock)).toBe(icsStamp(startsAt ?? ''));

      await cast.goto(`${site.server.url}/cast/entries/${entryId}`);
      const castBlock = cast.getByRole('region', { name: '予約日時（確定）' });
      await castBlock.waitFor();
      expect(await castBlock.locator('time').first().textContent()).toBe(shown);
      await expectGoodOnPhone(cast, 'entry with its appointment (cast)');
      expect(await downloadedStart(cast, castBlock)).toBe(icsStamp(startsAt ?? ''));
    },
    JOURNEY_TIMEOUT_MS,
  );
});
