import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Agent } from '../test/helpers/test-app.ts';
import { expectStatus, saveCardByApi } from './support/api-arrange.ts';
import { mainText } from './support/entry-journey.ts';
import { expectGoodOnPhone, onPhone } from './support/on-phone.ts';
import { siteInBrowser } from './support/site-in-browser.ts';

// The demo site books times (serviceHourType `other`, Asia/Tokyo); its cast owns demoService01.
const site = siteInBrowser();
const SERVICE = 'demoService01';
const WEEKDAYS = ['月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日', '日曜日'];
/** Axe on each page takes longer than a test's default minute. */
const JOURNEY_TIMEOUT_MS = 180_000;

/** The appointment block's time, as the entry page shows it. */
async function shownTime(page: Page): Promise<string> {
  const block = page.getByRole('region', { name: '予約日時（確定）' });
  await block.waitFor();
  return (await block.locator('time').first().textContent()) ?? '';
}

describe('moving an appointment in Chromium', () => {
  it(
    'after an instant booking the guest proposes another free time on the entry page, the cast accepts it, and both see the new time',
    async () => {
      for (const role of ['cast', 'guest'] as const) {
        const agent = new Agent(site.server.app);
        expectStatus(await agent.login(role));
        await saveCardByApi(site.server, agent);
      }

      // The cast opens every day and confirms bookings of the service at once.
      const cast = await onPhone(site, 'cast');
      await cast.goto(`${site.server.url}/cast/availability`);
      await cast.getByText('時刻はすべてAsia/Tokyoの時刻です。').waitFor();
      for (const day of WEEKDAYS) await cast.getByRole('button', { name: `${day}に時間帯を追加` }).click();
      await cast.getByRole('button', { name: '営業時間を保存' }).click();
      await cast.getByText(/^営業時間を保存しました/).waitFor();
      await cast.goto(`${site.server.url}/cast/services/${SERVICE}`);
      await cast.getByRole('group', { name: '予約の受け方' }).getByLabel('すぐに予約を確定する').check();
      await cast.getByRole('button', { name: '保存する' }).click();
      await cast.getByText('サービスを保存しました').waitFor();

      // The guest books the first free time, matched at once.
      const guest = await onPhone(site, 'guest');
      await guest.goto(`${site.server.url}/guest/services/${SERVICE}`);
      await guest
        .getByRole('region', { name: '予約できる日時' })
        .getByRole('link', { name: /で申し込む$/ })
        .first()
        .click();
      await guest.waitForURL((url) => url.pathname === `/guest/services/${SERVICE}/entry`);
      await guest.getByLabel(/ご依頼内容/).fill('キッチンのおそうじをお願いします。');
      await guest.getByRole('button', { name: '確認へ進む' }).click();
      await guest.getByRole('button', { name: '送信する' }).click();
      await expect.poll(() => mainText(guest)).toContain('予約が確定しました（マッチング成立）');
      await guest.getByRole('link', { name: '申し込みの詳細を見る' }).click();
      await guest.waitForURL((url) => /^\/guest\/entries\/\w+$/.test(url.pathname));
      const entryPath = new URL(guest.url()).pathname.replace(/^\/guest/, '');
      const booked = await shownTime(guest);

      // The guest opens the calendar on the entry page and proposes the last free time of the first day shown.
      const open = guest.getByRole('button', { name: '日時の変更を提案する' });
      await open.click();
      expect(await open.getAttribute('aria-expanded')).toBe('true');
      const slot = guest.getByRole('button', { name: /を選ぶ$/ }).last();
      await slot.waitFor();
      await expectGoodOnPhone(guest, 'entry page with the calendar of free times');
      const label = (await slot.getAttribute('aria-label')) ?? '';
      const span = /(\d{2}:\d{2}〜\d{2}:\d{2})を選ぶ$/.exec(label)?.[1] ?? '';
      expect(span).not.toBe('');
      await slot.click();
      const dialog = guest.getByRole('dialog', { name: '日時の変更を提案する' });
      expect(await dialog.textContent()).toContain(span);
      await dialog.getByRole('button', { name: '提案する' }).click();
      await guest
        .getByText(/への変更を.+に提案しました$/)
        .first()
        .waitFor();
      await guest.getByText(/はまだ回答していません。$/).waitFor();
      await expectGoodOnPhone(guest, 'entry page with the guest’s proposal');
      expect(await shownTime(guest)).toBe(booked);

      // The cast sees who proposed which time, and accepts it.
      await cast.goto(`${site.server.url}/cast${entryPath}`);
      await cast.getByText(new RegExp(`${span} への変更の提案が届いています。$`)).waitFor();
      await expectGoodOnPhone(cast, 'entry page with the guest’s proposal (cast)');
      await cast.getByRole('button', { name: '承諾する' }).click();
      await cast.getByText(new RegExp(`^予約日時を .*${span} に変更しました$`)).waitFor();
      await expect.poll(() => shownTime(cast)).toContain(span);

      // The guest sees the new time too, with nothing left to answer.
      await guest.reload();
      expect(await shownTime(guest)).toContain(span);
      expect(await shownTime(guest)).not.toBe(booked);
      await guest.getByRole('button', { name: '日時の変更を提案する' }).waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
