import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

afterEach(cleanup);

function renderTabs() {
  render(
    <Tabs
      label="サービス"
      tabs={[
        { id: 'about', label: '概要', content: <p>概要の本文</p> },
        { id: 'menus', label: 'メニュー', content: <p>メニューの本文</p> },
        { id: 'reviews', label: 'レビュー', content: <p>レビューの本文</p> },
      ]}
    />,
  );
  return screen.getByRole('tablist', { name: 'サービス' });
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('tabs', () => {
  it('show the first panel, named by its tab, with only the selected tab in the Tab order', () => {
    renderTabs();
    expect(selected().textContent).toBe('概要');
    expect(screen.getByRole('tabpanel', { name: '概要' }).textContent).toBe('概要の本文');
    expect(screen.queryByRole('tabpanel', { name: 'メニュー' })).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('move and select with the arrow keys (wrapping), Home and End, keeping the focus on the tab', () => {
    const list = renderTabs();
    screen.getByRole('tab', { name: '概要' }).focus();
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected().textContent).toBe('メニュー');
    expect(document.activeElement).toBe(selected());
    expect(screen.getByRole('tabpanel').textContent).toBe('メニューの本文');
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected().textContent).toBe('レビュー');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected().textContent).toBe('概要');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected().textContent).toBe('レビュー');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '概要' }));
  });

  it('select on click', () => {
    renderTabs();
    fireEvent.click(screen.getByRole('tab', { name: 'レビュー' }));
    expect(screen.getByRole('tabpanel', { name: 'レビュー' }).textContent).toBe('レビューの本文');
  });
});
