import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { createLocaleStore } from '../../i18n/locale-store.ts';
import { Dialog } from '../dialog/dialog.tsx';
import { NoticeStoreProvider } from './notice-context.tsx';
import { NoticeList } from './notice-list.tsx';
import { createNoticeStore } from './notice-store.ts';

function renderNotices(page: ReactNode = null) {
  const store = createNoticeStore();
  render(
    <I18nProvider localeStore={createLocaleStore(null)}>
      <NoticeStoreProvider store={store}>
        {page}
        <NoticeList />
      </NoticeStoreProvider>
    </I18nProvider>,
  );
  return store;
}

describe('NoticeList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('announces danger notices as alerts and the others as status', () => {
    const store = renderNotices();
    act(() => {
      store.notify({ type: 'danger', message: '通信エラーが発生しました' });
      store.notify({ type: 'success', message: '保存しました' });
    });
    expect(screen.getByRole('alert').textContent).toContain('通信エラーが発生しました');
    expect(screen.getByRole('status').textContent).toContain('保存しました');
    expect(screen.getByRole('alert').textContent).not.toContain('保存しました');
  });

  it('disappears after 5000 ms', () => {
    const store = renderNotices();
    act(() => void store.notify({ type: 'info', message: 'お知らせです' }));
    expect(screen.queryByText('お知らせです')).not.toBeNull();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('お知らせです')).toBeNull();
  });

  it('stays announced and dismissible while a dialog makes the page inert', () => {
    const store = renderNotices(
      <Dialog title="承認の確認" onClose={() => {}}>
        <button type="button">承認する</button>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: '承認する' }).closest('[inert]')).toBeNull();
    act(() => void store.notify({ type: 'danger', message: '承認できませんでした' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('承認できませんでした');
    expect(alert.closest('[inert]')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: '閉じる' }));
    expect(screen.queryByText('承認できませんでした')).toBeNull();
  });

  it('can be dismissed at once', () => {
    const store = renderNotices();
    act(() => void store.notify({ type: 'warn', message: '注意してください' }));
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByText('注意してください')).toBeNull();
  });
});
