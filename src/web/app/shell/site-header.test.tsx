import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteInfo } from '../../../core/contract/site.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { installFakeEventSource } from '../../testing/fake-event-source.ts';
import { castMe, catalogueHandlers, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const LOADED = { timeout: 5000 };

/** A signed-in cast on the top page; `unread` is how many conversations the server counts as unread. */
function signedIn(features: SiteInfo['features'], unread: { total: number }) {
  return createFakeApi({
    ...catalogueHandlers,
    'GET /site': json(200, { data: siteInfo({ features }) }),
    'GET /me': json(200, { data: castMe() }),
    'GET /messages': () =>
      json(200, {
        data: [],
        meta: { currentPage: 1, lastPage: unread.total, perPage: 1, total: unread.total },
      }),
  });
}

/** The visible count is hidden from screen readers, which read a sentence instead. */
const unreadName = (count: number) => new RegExp(`^メッセージ\\s?（未読のある会話 ${count}件）$`);
const nav = async () => within(await screen.findByRole('navigation', { name: 'メインメニュー' }, LOADED));

describe('site header', () => {
  it('counts the conversations with unread messages on the messages link, live', async () => {
    const streams = installFakeEventSource();
    const unread = { total: 2 };
    const api = signedIn([{ value: 'message' }], unread);
    renderApp('/', api.fetch);

    const menu = await nav();
    const link = await menu.findByRole('link', { name: unreadName(2) }, LOADED);
    expect(link.getAttribute('href')).toBe('/messages');
    expect(link.querySelector('.site-nav__badge')?.textContent).toBe('2');
    const count = api.calls.find((call) => call.path === '/messages');
    expect(count?.query.get('onlyUnread')).toBe('true');
    expect(count?.query.get('perPage')).toBe('1');
    expect(menu.getByRole('link', { name: 'お知らせ' }).getAttribute('href')).toBe('/cast/notices');

    unread.total = 3;
    const [stream] = streams;
    act(() => stream?.open());
    act(() =>
      stream?.send({
        counterpartId: 'guest02',
        message: {
          id: 'm9',
          body: 'よろしくお願いします。',
          fromMe: false,
          createdAt: '2026-11-22T01:00:00.000Z',
          readAt: null,
          service: null,
        },
      }),
    );
    expect(await menu.findByRole('link', { name: unreadName(3) })).toBeTruthy();

    unread.total = 0;
    act(() => stream?.drop());
    act(() => stream?.open());
    await waitFor(() => expect(menu.getByRole('link', { name: 'メッセージ' })).toBeTruthy());
    expect(menu.getByRole('link', { name: 'メッセージ' }).querySelector('.site-nav__badge')).toBeNull();
    expect(streams).toHaveLength(1);
  });

  it('shows no messages link and opens no stream while messages are switched off', async () => {
    const streams = installFakeEventSource();
    const api = signedIn([], { total: 2 });
    renderApp('/', api.fetch);

    const menu = await nav();
    expect(await menu.findByRole('link', { name: 'お知らせ' }, LOADED)).toBeTruthy();
    expect(menu.queryByRole('link', { name: /メッセージ/ })).toBeNull();
    expect(streams).toHaveLength(0);
    expect(api.calls.some((call) => call.path === '/messages')).toBe(false);
  });

  it('on a phone, opens the same links and the languages in a drawer from the menu button, which shows the unread count', async () => {
    installFakeEventSource();
    const api = signedIn([{ value: 'message' }], { total: 2 });
    renderApp('/', api.fetch);

    const button = await screen.findByRole('button', { name: /^メニュー\s?（未読のある会話 2件）$/ }, LOADED);
    button.focus();
    fireEvent.click(button);
    const drawer = within(screen.getByRole('dialog', { name: 'メニュー' }));
    expect(drawer.getByRole('link', { name: unreadName(2) }).getAttribute('href')).toBe('/messages');
    expect(drawer.getByRole('link', { name: 'お知らせ' })).toBeTruthy();
    expect(drawer.getByRole('button', { name: 'ログアウト' })).toBeTruthy();
    expect(drawer.getByRole('group', { name: '表示言語' })).toBeTruthy();

    fireEvent.click(drawer.getByRole('link', { name: 'サービスを探す' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
