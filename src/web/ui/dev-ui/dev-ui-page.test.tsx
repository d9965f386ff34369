import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { THEME_IDS } from '../../../core/themes.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

describe('/dev/ui (development only)', () => {
  it('shows the components in each of the twelve themes, each with its family, and opens their overlays', async () => {
    renderApp(
      '/dev/ui',
      createFakeApi({ 'GET /site': json(200, { data: siteInfo() }), 'GET /me': json(401, { message: 'x' }) })
        .fetch,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'UI部品' }, { timeout: 5000 })).toBeTruthy();
    for (const id of THEME_IDS) {
      const section = screen.getByRole('region', { name: id });
      expect(section.dataset.themeFamily).toBe(id.slice(0, id.indexOf('_')));
      expect(within(section).getByRole('tablist', { name: id })).toBeTruthy();
    }
    const first = within(screen.getByRole('region', { name: 'business_color01' }));
    fireEvent.click(first.getByRole('button', { name: 'ドロワーを開く' }));
    expect(screen.getByRole('dialog', { name: 'メニュー' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'メニュー' }), { key: 'Escape' });

    const toasts = within(screen.getByRole('region', { name: 'トースト' }));
    fireEvent.click(toasts.getByRole('button', { name: 'エラーのトーストを出す' }));
    expect(screen.getByRole('alert').textContent).toContain('見本のお知らせです。');
    fireEvent.click(toasts.getByRole('button', { name: 'ダイアログを開いてトーストを出す' }));
    expect(screen.getByRole('dialog', { name: 'トースト' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('見本のお知らせです。');
  });

  it('shows the image parts: a picture to choose and frame, and the avatars as initials until then', async () => {
    renderApp(
      '/dev/ui',
      createFakeApi({ 'GET /site': json(200, { data: siteInfo() }), 'GET /me': json(401, { message: 'x' }) })
        .fetch,
    );
    const images = within(await screen.findByRole('region', { name: '画像' }, { timeout: 5000 }));
    expect((images.getByLabelText('画像を選ぶ') as HTMLInputElement).type).toBe('file');
    expect(images.getByText('JS')).toBeTruthy();
  });
});
