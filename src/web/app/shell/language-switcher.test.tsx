import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { castMe, catalogueHandlers, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const LOADED = { timeout: 5000 };
const site = siteInfo({ translations: { en: { name: 'Tsunagu', castName: 'Teacher' } } });

function api(me: 'signedIn' | 'signedOut') {
  return createFakeApi({
    ...catalogueHandlers,
    'GET /site': json(200, { data: site }),
    'GET /me': me === 'signedIn' ? json(200, { data: castMe() }) : json(401, { message: 'x' }),
    'PUT /me/locale': json(200, { data: { locale: 'en' } }),
  });
}

describe('language switcher', () => {
  it("shows the site name in English and keeps a signed-in account's choice (PUT /me/locale)", async () => {
    const signedIn = api('signedIn');
    renderApp('/', signedIn.fetch);
    fireEvent.click(await screen.findByRole('button', { name: 'English' }, LOADED));

    await screen.findByRole('link', { name: 'Tsunagu' }, LOADED);
    await waitFor(() =>
      expect(signedIn.calls.filter((call) => call.method === 'PUT')).toEqual([
        expect.objectContaining({ path: '/me/locale', body: { locale: 'en' } }),
      ]),
    );
  });

  it('asks nothing of the server for a visitor who is not signed in', async () => {
    const visitor = api('signedOut');
    renderApp('/', visitor.fetch);
    fireEvent.click(await screen.findByRole('button', { name: 'English' }, LOADED));
    await screen.findByRole('link', { name: 'Tsunagu' }, LOADED);
    expect(visitor.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
