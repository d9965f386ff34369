import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field } from '../../../core/forms/form-schema.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { guestMe, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

function server() {
  return createFakeApi({
    'GET /site': json(200, { data: siteInfo() }),
    'GET /me': json(200, { data: guestMe() }),
    'GET /schemas/guests/belongings/edit': json(200, {
      data: { fields: [field({ key: 'name', type: 'text', label: '名前' })] },
    }),
    'GET /guests/me/belongings': json(200, { data: [{ id: 'b1', values: { name: 'はなこ' } }] }),
    'DELETE /guests/me/belongings/b1': { status: 204 },
  });
}

describe('belongings', () => {
  it('removes a belonging only once the dialog is confirmed, and keeps it when the guest changes their mind', async () => {
    const api = server();
    renderApp('/guest/account-info/belongings', api.fetch);
    fireEvent.click(await screen.findByRole('button', { name: '削除' }));
    const asked = within(screen.getByRole('dialog', { name: 'このお子さまを削除しますか？' }));
    expect(asked.getByText('名前: はなこ')).toBeTruthy();
    expect(asked.getByText('削除すると元に戻せません。')).toBeTruthy();
    fireEvent.click(asked.getByRole('button', { name: 'やめておく' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '削除' }));
    const again = within(screen.getByRole('dialog', { name: 'このお子さまを削除しますか？' }));
    fireEvent.click(again.getByRole('button', { name: '削除' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        '/guests/me/belongings/b1',
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
