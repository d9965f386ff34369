import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json } from '../testing/fake-api.ts';
import { castMe, catalogueHandlers, guestMe, myPageHandlers, siteInfo } from '../testing/fixtures.ts';
import { renderApp } from '../testing/render-app.tsx';

const site = json(200, { data: siteInfo() });
const nobody = json(401, { message: 'Unauthenticated.' });

describe('the app shell', () => {
  it('shows the top page: one hero with the promise, sign-up for each role, what each role does', async () => {
    renderApp('/', createFakeApi({ 'GET /site': site, 'GET /me': nobody, ...catalogueHandlers }).fetch);

    // The hero's heading is the operator's promise (the top layout's hero block): the page's one <h1>.
    expect(
      await screen.findByRole('heading', { level: 1, name: '近くの先生を見つけよう' }, { timeout: 5000 }),
    ).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main.getByRole('link', { name: '生徒として登録する' }).getAttribute('href')).toBe('/guest/signup');
    const castSignup = main.getAllByRole('link', { name: '先生として登録する' });
    expect(castSignup[0]?.getAttribute('href')).toBe('/cast/signup');
    expect(main.getByRole('link', { name: 'まずはサービスを見てみる' }).getAttribute('href')).toBe(
      '/guest/services',
    );
    expect(main.getByRole('heading', { level: 2, name: '生徒と先生' })).toBeTruthy();
    expect(main.getByRole('heading', { level: 3, name: '生徒' })).toBeTruthy();
    expect(main.getByText('サービスを出品して依頼を受ける方')).toBeTruthy();
    expect(await main.findByRole('heading', { level: 2, name: '新着' })).toBeTruthy();
    // No services yet: the list says so and who can change it (the hero's call, then the empty state's).
    expect(main.getByText('まだサービスがありません')).toBeTruthy();
    expect(main.getAllByRole('link', { name: '先生として登録する' })).toHaveLength(2);
    expect(screen.getByTestId('site-name').textContent).toBe('つなぐ家庭教師');
    // The title is set by an effect after the heading renders; the top page's tab says the site's name.
    await waitFor(() => expect(document.title).toBe('つなぐ家庭教師'));
  });

  it('says so on every page while the draft settings are previewed, with the way out', async () => {
    renderApp(
      '/',
      createFakeApi({
        'GET /site': json(200, { data: siteInfo({ preview: true }) }),
        'GET /me': nobody,
        ...catalogueHandlers,
      }).fetch,
    );
    const banner = await screen.findByRole('region', { name: 'プレビュー' });
    expect(banner.textContent).toContain('プレビュー中');
    expect(within(banner).getByRole('link', { name: 'プレビューを終了' }).getAttribute('href')).toBe(
      '/view?end=1',
    );
  });

  it('shows no preview banner on the live site', async () => {
    renderApp('/', createFakeApi({ 'GET /site': site, 'GET /me': nobody, ...catalogueHandlers }).fetch);
    await screen.findByRole('heading', { level: 1, name: '近くの先生を見つけよう' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'プレビュー' })).toBeNull();
  });

  it('moves focus to the page content after an in-app navigation', async () => {
    renderApp('/', createFakeApi({ 'GET /site': site, 'GET /me': nobody, ...catalogueHandlers }).fetch);
    await screen.findByRole('heading', { level: 1, name: '近くの先生を見つけよう' }, { timeout: 5000 });

    fireEvent.click(
      await within(screen.getByRole('main')).findByRole('link', { name: 'まずはサービスを見てみる' }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'サービス一覧' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    await waitFor(() => expect(document.title).toBe('サービス一覧 | つなぐ家庭教師'));
  });

  it('sends a visitor of a protected page to the login page of its area, saying why', async () => {
    const app = renderApp('/cast/my-page', createFakeApi({ 'GET /site': site, 'GET /me': nobody }).fetch);

    expect(await screen.findByRole('heading', { level: 1, name: '先生ログイン' })).toBeTruthy();
    expect(screen.getByText('このページを表示するにはログインしてください。')).toBeTruthy();
    expect(app.router.state.location.search).toBe('?reason=unAuthorization&from=%2Fcast%2Fmy-page');
  });

  it('sends a signed-in user who opens the other role’s area to their own my-page', async () => {
    renderApp(
      '/cast/sales',
      createFakeApi({ 'GET /site': site, 'GET /me': json(200, { data: guestMe() }), ...myPageHandlers })
        .fetch,
    );

    expect(await screen.findByRole('heading', { level: 1, name: '生徒マイページ' })).toBeTruthy();
    expect(screen.getByText('ようこそ、佐藤さん')).toBeTruthy();
  });

  it('shows the 404 page for a path it does not know', async () => {
    const app = renderApp('/no/such/page', createFakeApi({ 'GET /site': site, 'GET /me': nobody }).fetch);

    expect(await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/404');
  });

  it('shows a public page inside the layout, whose footer leads to the fixed pages', async () => {
    renderApp(
      '/page',
      createFakeApi({
        'GET /site': site,
        'GET /me': nobody,
        'GET /fixed-page': json(200, { data: [{ slug: 'about', title: '運営について' }] }),
      }).fetch,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'ページ一覧' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '運営について' }).getAttribute('href')).toBe('/page/about');
    expect(screen.getByRole('navigation', { name: 'メインメニュー' })).toBeTruthy();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'ページ一覧' }).getAttribute('href')).toBe('/page');
  });

  it('logs out from the my-page and shows the login links again', async () => {
    let signedIn = true;
    const api = createFakeApi({
      'GET /site': site,
      ...myPageHandlers,
      ...catalogueHandlers,
      'GET /me': () => (signedIn ? json(200, { data: castMe() }) : nobody),
      'POST /logout': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    renderApp('/cast/my-page', api.fetch);
    await screen.findByText('ようこそ、山田先生さん');

    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'ログアウト' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: '近くの先生を見つけよう' }, { timeout: 5000 }),
    ).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'メインメニュー' }));
    expect(nav.getByRole('link', { name: '先生ログイン' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('ログアウトしました');
  });

  it('tells the user about a communication error through the one error handler', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    renderApp('/', failing);

    expect(await screen.findByRole('heading', { level: 1, name: 'エラーが発生しました' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('通信エラーが発生しました×閉じる'),
    );
  });

  it('switches to English: messages, <html lang>, the stored choice and Accept-Language', async () => {
    const api = createFakeApi({ 'GET /site': site, 'GET /me': nobody, 'POST /login': nobody });
    const app = renderApp('/guest/login', api.fetch);
    await screen.findByRole('heading', { level: 1, name: '生徒ログイン' });
    expect(document.documentElement.lang).toBe('ja');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: '生徒 log in' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(app.localeStore.get()).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe('/login'));
    expect(api.calls.at(-1)?.headers.get('Accept-Language')).toBe('en');
  });
});
