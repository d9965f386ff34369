import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { catalogueHandlers, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

function siteWithTheme(siteThemeId: string) {
  // The server should never send an unknown id; the cast is how this test sends one anyway.
  const site = siteInfo({ design: { siteThemeId: siteThemeId as 'pop_color01' } });
  return createFakeApi({
    'GET /site': json(200, { data: site }),
    'GET /me': json(401, { message: 'x' }),
    ...catalogueHandlers,
  });
}

describe('the site theme', () => {
  it('applies the theme of the site settings to :root', async () => {
    renderApp('/', siteWithTheme('rich_color03').fetch);
    await screen.findByTestId('site-name');

    const root = document.documentElement.style;
    expect(root.getPropertyValue('--color-primary')).toBe('#3d0c11');
    expect(root.getPropertyValue('--color-secondary')).toBe('#7d5a14');
    expect(root.getPropertyValue('--color-background')).toBe('#fbf6f3');
    expect(root.getPropertyValue('--font-family')).toMatch(/^'Noto Serif JP'/);
  });

  it('refuses an unknown theme with the invalid-theme message instead of falling back', async () => {
    renderApp('/', siteWithTheme('neon_color99').fetch);

    expect(await screen.findByText('不正なテーマです')).toBeTruthy();
    expect(screen.queryByTestId('site-name')).toBeNull();
  });
});
