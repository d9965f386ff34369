import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { castMe, earningsOf, guestMe, myPageHandlers } from '../../testing/fixtures.ts';
import { peopleHandlers, peopleSite } from '../../testing/people-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

async function menuLinks(path: string, me: ReturnType<typeof castMe>, off: string[] = []) {
  renderApp(
    path,
    createFakeApi({
      ...peopleHandlers,
      ...myPageHandlers,
      'GET /site': peopleSite(off),
      'GET /me': json(200, { data: me }),
    }).fetch,
  );
  const menu = within(await screen.findByRole('navigation', { name: 'メニュー' }));
  return Object.fromEntries(
    menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')] as const),
  );
}

describe('the my-page menu', () => {
  it("leads a cast to the guest search, their favorite guests and the cast's notices", async () => {
    const links = await menuLinks('/cast/my-page', castMe());
    expect(links).toMatchObject({
      生徒を探す: '/cast/guests',
      お気に入りの生徒: '/cast/my-page/favorites',
      先生向けお知らせ: '/cast/notices',
    });
  });

  it("leads a guest to the scouts, their favorites and the guest's notices", async () => {
    const links = await menuLinks('/guest/my-page', guestMe());
    expect(links).toMatchObject({
      先生からのスカウト: '/guest/casts',
      お気に入り: '/guest/my-page/favorites',
      生徒向けお知らせ: '/guest/notices',
    });
  });

  it('leaves out the favorites and the scouts while they are switched off', async () => {
    const links = await menuLinks('/guest/my-page', guestMe(), ['favorite', 'scout']);
    expect(links).not.toHaveProperty('お気に入り');
    expect(links).not.toHaveProperty('先生からのスカウト');
    expect(links).toHaveProperty('生徒向けお知らせ');
  });

  it('warns a cast who is paid for services and has no bank account, with the way to add one', async () => {
    renderApp(
      '/cast/my-page',
      createFakeApi({
        ...peopleHandlers,
        ...myPageHandlers,
        'GET /site': peopleSite([]),
        'GET /me': json(200, { data: castMe() }),
        'GET /casts/me/earnings': earningsOf(false),
      }).fetch,
    );
    const warning = await screen.findByRole('note', {}, { timeout: 5000 });
    expect(warning.textContent).toContain(
      '振込先口座が登録されていません。登録するまで、売上残高は締め日ごとに繰り越され',
    );
    expect(within(warning).getByRole('link', { name: '振込先口座を登録する' }).getAttribute('href')).toBe(
      '/cast/account-info/bank-account',
    );
  });

  it('says nothing of a bank account to a guest of a site where guests pay', async () => {
    await menuLinks('/guest/my-page', guestMe());
    expect(screen.queryByRole('note')).toBeNull();
  });
});
