import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/server/db/seed.ts';
import { Agent } from '../test/helpers/test-app.ts';
import { expectStatus } from './support/api-arrange.ts';
import { expectNoSeriousAxeViolations, main, mainText, open } from './support/entry-journey.ts';
import { screenshot } from './support/screenshots.ts';
import { siteInBrowser } from './support/site-in-browser.ts';

const site = siteInBrowser();

/** A phrase only the demo guest's self-introduction holds, for the search to find them by. */
const INTRODUCTION = '築40年の実家で、ぬか床と柴犬の世話を手伝ってくれる方を探しています。';

/**
 * The demo site calls casts サポーター and guests ご依頼者. The demo cast 山田 花子 finds the demo guest
 * 佐藤 太郎 by their self-introduction, keeps them as a favorite and scouts them; they talk, and the guest
 * goes from the cast's profile to the entry form of the scouted service.
 */
describe('people in Chromium', () => {
  it('a cast finds a guest by a custom filter, favorites and scouts them; they talk live; the guest enters from the scout', async () => {
    // What the guest has chosen to show: a self-introduction on their profile (their name stays private).
    const guestApi = new Agent(site.server.app);
    expectStatus(await guestApi.login('guest'));
    expectStatus(
      await guestApi.put('/api/guests/me/account-info', {
        nickname: '佐藤 太郎',
        notificationTiming: 'always',
        profile: {
          fullName: { lastName: '佐藤', firstName: '太郎', lastNameKana: 'サトウ', firstNameKana: 'タロウ' },
          introduction: INTRODUCTION,
        },
      }),
    );

    const [cast, guest] = await Promise.all([site.signIn('cast'), site.signIn('guest')]);
    const url = site.server.url;

    // The cast searches guests by the guests/search form's introduction field.
    await cast.getByRole('link', { name: 'ご依頼者を探す' }).click();
    await cast.waitForURL((u) => u.pathname === '/cast/guests');
    await cast.getByLabel('自己紹介に含む言葉').fill('ぬか床');
    await cast.getByRole('button', { name: '検索する' }).click();
    await expect.poll(() => cast.getByRole('status').first().textContent()).toBe('1人のご依頼者');
    expect(JSON.parse(new URL(cast.url()).searchParams.get('custom') ?? '{}')).toEqual({
      introduction: 'ぬか床',
    });
    const card = main(cast).getByRole('listitem').filter({ hasText: '佐藤 太郎' });
    expect(await card.textContent()).toContain(INTRODUCTION);
    await expectNoSeriousAxeViolations(cast);
    await screenshot(cast, 'people-guest-search');

    // …favorites them from the card…
    const heart = card.getByRole('button', { name: '佐藤 太郎さんをお気に入りにする' });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    // …and opens the profile: what the guest shows, never their private name.
    await card.getByRole('link', { name: '佐藤 太郎' }).click();
    await cast.waitForURL((u) => u.pathname === '/cast/guests/demoGuest1');
    await expect.poll(() => mainText(cast)).toContain(INTRODUCTION);
    expect(await mainText(cast)).not.toContain('サトウ');
    expect(
      await cast
        .getByRole('button', { name: '佐藤 太郎さんをお気に入りにする' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await expectNoSeriousAxeViolations(cast);
    await screenshot(cast, 'people-guest-profile');

    // The scout: a published service of the cast and a message, in a dialog.
    await cast.getByRole('button', { name: 'スカウトする' }).click();
    const dialog = cast.getByRole('dialog', { name: '佐藤 太郎さんをスカウト' });
    const service = dialog.getByLabel('スカウトするサービス');
    await service.selectOption({ index: 1 });
    const serviceId = await service.inputValue();
    const serviceTitle = (await service.locator('option:checked').textContent()) ?? '';
    await dialog.getByLabel('メッセージ').fill('ぬか床のお手入れ、ぜひお手伝いさせてください。');
    await expectNoSeriousAxeViolations(cast);
    await screenshot(cast, 'people-scout-dialog');
    await dialog.getByRole('button', { name: 'スカウトを送る' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => cast.getByRole('status').first().textContent())
      .toContain('佐藤 太郎さんにスカウトを送りました');

    // The favorite is on the cast's list, reached from the my-page.
    await cast.goto(`${url}/cast/my-page`);
    await cast.getByRole('link', { name: 'お気に入りのご依頼者' }).click();
    await expect.poll(() => mainText(cast)).toContain('佐藤 太郎');
    await expectNoSeriousAxeViolations(cast);

    // The cast keeps the conversation open, with the scout in it.
    await open(cast, `${url}/messages/demoGuest1`, 'ぬか床のお手入れ');

    // The guest finds the notice, then the conversation, and replies.
    await open(guest, `${url}/guest/notices`, '山田 花子さんからスカウトが届きました');
    await expectNoSeriousAxeViolations(guest);
    await guest.goto(`${url}/messages`);
    await guest.getByRole('link', { name: '山田 花子' }).click();
    await guest.waitForURL((u) => u.pathname === '/messages/demoCast1');
    await expect.poll(() => mainText(guest)).toContain('ぬか床のお手入れ、ぜひお手伝いさせてください。');
    await guest
      .getByLabel('メッセージ', { exact: true })
      .fill('ありがとうございます。来週の土曜日はいかがですか？');
    await guest.getByRole('button', { name: '送信' }).click();

    // The reply reaches the open thread without a reload.
    await expect
      .poll(() => cast.getByRole('list', { name: 'これまでのメッセージ' }).textContent(), { timeout: 5000 })
      .toContain('来週の土曜日はいかがですか');

    // The guest's scouts: who, which service, the words, and the way in.
    await open(guest, `${url}/guest/casts`, 'ぬか床のお手入れ');
    expect(await mainText(guest)).toContain(serviceTitle);
    await expectNoSeriousAxeViolations(guest);
    await screenshot(guest, 'people-scouts');

    // From the scouted service's page the guest opens the cast's profile…
    await guest.goto(`${url}/guest/services/${serviceId}`);
    await main(guest).getByRole('link', { name: '山田 花子' }).first().click();
    await guest.waitForURL((u) => u.pathname === '/guest/casts/demoCast1');
    await expect.poll(() => mainText(guest)).toContain('山田 花子さんのサービス');
    expect(await main(guest).getByRole('link', { name: '相談する' }).getAttribute('href')).toBe(
      '/messages/demoCast1',
    );
    await expectNoSeriousAxeViolations(guest);
    await screenshot(guest, 'people-cast-profile');

    // …and enters from the scouted service.
    await main(guest).getByRole('link', { name: serviceTitle, exact: true }).click();
    await guest.waitForURL((u) => u.pathname === `/guest/services/${serviceId}`);
    await guest.getByRole('link', { name: 'このサービスに申し込む' }).click();
    await guest.waitForURL((u) => u.pathname === `/guest/services/${serviceId}/entry`);
    await expect.poll(() => mainText(guest)).toContain(`${serviceTitle}への申し込み`);

    // The same profile in English.
    await guest.goto(`${url}/guest/casts/demoCast1`);
    await guest.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => mainText(guest)).toContain('Services by 山田 花子');
    await expectNoSeriousAxeViolations(guest);
    await screenshot(guest, 'people-cast-profile.en');
  });

  it('sends a visitor who wants to consult a cast to the guest login, and back to the conversation after it', async () => {
    const page = await (await site.browser.newContext({ locale: 'ja-JP' })).newPage();
    await open(page, `${site.server.url}/guest/casts/demoCast2`, '佐々木 健さんのサービス');
    await expectNoSeriousAxeViolations(page);
    await main(page).getByRole('link', { name: '相談する' }).click();
    await page.waitForURL(
      (u) => u.pathname === '/guest/login' && u.searchParams.get('from') === '/messages/demoCast2',
    );
    await page.getByLabel('メールアドレス').fill('guest@example.com');
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL((u) => u.pathname === '/messages/demoCast2');
    await expect.poll(() => mainText(page)).toContain('佐々木 健さんとのメッセージ');
  });
});
