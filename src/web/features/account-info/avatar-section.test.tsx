import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountInfo } from '../../../core/contract/account-info.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { castMe, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const info: AccountInfo = {
  id: 'cast01',
  type: 'cast',
  customerAccountType: 'individual',
  email: 'cast@example.com',
  nickname: '山田 花子',
  notificationTiming: 'always',
  profile: {},
  avatarUrl: '/api/uploads/avatar1',
};

describe('the profile picture on the account page', () => {
  it('shows the picture and removes it through PUT /me/avatar, leaving the initials', async () => {
    const api = createFakeApi({
      'GET /site': json(200, { data: siteInfo() }),
      'GET /me': json(200, { data: castMe() }),
      'GET /casts/me/account-info': json(200, { data: info }),
      'GET /schemas/casts/edit': json(200, { data: { fields: [] } }),
      'PUT /me/avatar': json(200, { data: { avatarUrl: null } }),
    });
    renderApp('/cast/account-info', api.fetch);
    const section = within(
      await screen.findByRole('region', { name: 'プロフィール写真' }, { timeout: 5000 }),
    );
    const picture = document.querySelector('.avatar img');
    expect(picture?.getAttribute('src')).toBe('/api/uploads/avatar1');
    expect((section.getByLabelText('写真を選ぶ') as HTMLInputElement).accept).toContain('image/jpeg');

    fireEvent.click(section.getByRole('button', { name: '写真を外す' }));
    await screen.findByText('プロフィール写真を外しました');
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/me/avatar',
      body: { imageId: null },
    });
    await waitFor(() => expect(section.queryByRole('button', { name: '写真を外す' })).toBeNull());
    expect(document.querySelector('.avatar')?.textContent).toBe('山');
  });
});
