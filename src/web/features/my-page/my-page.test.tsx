import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { castMe, guestMe, myPageHandlers } from '../../testing/fixtures.ts';
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
});
