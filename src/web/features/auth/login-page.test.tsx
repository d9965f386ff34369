import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { castMe, myPageHandlers, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const site = json(200, { data: siteInfo() });
const nobody = json(401, { message: 'Unauthenticated.' });

/** A server whose GET /me answers 401 until POST /login succeeds. */
function serverWithLogin(me = castMe()) {
  let signedIn = false;
  return createFakeApi({
    'GET /site': site,
    ...myPageHandlers,
    'GET /me': () => (signedIn ? json(200, { data: me }) : nobody),
    'POST /login': () => {
      signedIn = true;
      return json(200, { data: me });
    },
  });
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('メールアドレス'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
}

describe('login page', () => {
  it('shows labelled fields under a heading that uses the site’s role label', async () => {
    const api = createFakeApi({ 'GET /site': site, 'GET /me': nobody });
    renderApp('/cast/login', api.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: '先生ログイン' })).toBeTruthy();
    expect(screen.getByLabelText('メールアドレス').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('パスワード').getAttribute('type')).toBe('password');
  });

  it('shows a 422 under the field it concerns and as a danger notice', async () => {
    const api = createFakeApi({
      'GET /site': site,
      'GET /me': nobody,
      'POST /login': json(422, {
        message: 'メールアドレスまたはパスワードが正しくありません',
        errors: { email: ['メールアドレスまたはパスワードが正しくありません'] },
      }),
    });
    renderApp('/guest/login', api.fetch);
    await screen.findByRole('heading', { level: 1, name: '生徒ログイン' });

    fillAndSubmit('guest@example.com', 'wrong-password');

    const email = screen.getByLabelText('メールアドレス');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const fieldError = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(fieldError?.textContent).toBe('メールアドレスまたはパスワードが正しくありません');
    expect(screen.getByRole('alert').textContent).toContain(
      'メールアドレスまたはパスワードが正しくありません',
    );
    expect(api.calls.find((call) => call.path === '/login')?.body).toEqual({
      type: 'guest',
      email: 'guest@example.com',
      password: 'wrong-password',
    });
  });

  it('signs in and returns to the page that asked for it', async () => {
    renderApp('/cast/sales', serverWithLogin().fetch);
    expect(await screen.findByText('このページを表示するにはログインしてください。')).toBeTruthy();

    fillAndSubmit('cast@example.com', 'correct-password');

    expect(await screen.findByRole('heading', { level: 1, name: '売上・支払い' })).toBeTruthy();
  });

  it('goes to the role’s my-page when `from` points off the site', async () => {
    renderApp('/cast/login?from=%2F%2Fevil.example%2F', serverWithLogin().fetch);
    await screen.findByRole('heading', { level: 1, name: '先生ログイン' });

    fillAndSubmit('cast@example.com', 'correct-password');

    expect(await screen.findByRole('heading', { level: 1, name: '先生マイページ' })).toBeTruthy();
    expect(screen.getByText('ようこそ、山田先生さん')).toBeTruthy();
  });
});
