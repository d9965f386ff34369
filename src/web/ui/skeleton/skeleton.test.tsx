import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { createLocaleStore } from '../../i18n/locale-store.ts';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { CardGridSkeleton, PageSkeleton } from './skeleton.tsx';

afterEach(cleanup);

function renderWithI18n(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <I18nProvider localeStore={createLocaleStore(null)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('skeletons', () => {
  const busy = () => screen.getByText('読み込み中…').closest('[aria-busy="true"]');

  it('say 読み込み中 to assistive technology, marked busy, and show the shapes of the page', () => {
    renderWithI18n(<PageSkeleton />);
    expect(busy()?.textContent).toBe('読み込み中…');
    expect(busy()?.querySelectorAll('.skeleton-card')).toHaveLength(3);
  });

  it('draw as many cards as a list will show', () => {
    renderWithI18n(<CardGridSkeleton count={4} />);
    expect(busy()?.querySelectorAll('.skeleton-card')).toHaveLength(4);
  });
});

describe('the empty state', () => {
  it('says what is missing and offers the next step as a link', () => {
    renderWithI18n(
      <EmptyState
        title="お気に入りのサービスはまだありません。"
        text="気になるサービスのハートを押すと、ここに並びます。"
        action={{ to: '/guest/services', label: 'サービスを探す' }}
      />,
    );
    expect(screen.getByText('お気に入りのサービスはまだありません。')).toBeTruthy();
    expect(screen.getByText('気になるサービスのハートを押すと、ここに並びます。')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'サービスを探す' }).getAttribute('href')).toBe('/guest/services');
  });
});
