import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../testing/fake-api.ts';
import { renderConsole } from '../../../testing/render-console.tsx';

const LOADED = { timeout: 5000 };

describe("the console's language switch", () => {
  it("keeps the signed-in operator's choice on the server (PUT /admin/me/locale), not an account's", async () => {
    const api = renderConsole('/admin/nowhere', {
      'PUT /admin/me/locale': json(200, { data: { locale: 'en' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'English' }, LOADED));

    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([
        expect.objectContaining({ path: '/admin/me/locale', body: { locale: 'en' } }),
      ]),
    );
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    // An operator's session is no account's: the frame never asks who the account is.
    expect(api.calls.filter((call) => call.path === '/me')).toEqual([]);
  });
});
