import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { createLocaleStore } from '../../i18n/locale-store.ts';
import { Sheet } from './sheet.tsx';

afterEach(cleanup);

/** A page with a menu button that opens a drawer of two links. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <I18nProvider localeStore={createLocaleStore(null)}>
      <button type="button" onClick={() => setOpen(true)}>
        メニュー
      </button>
      {open && (
        <Sheet side="end" title="メニュー一覧" onClose={() => setOpen(false)}>
          <a href="/guest/services">サービスを探す</a>
          <a href="/notices">お知らせ</a>
        </Sheet>
      )}
    </I18nProvider>
  );
}

function openSheet() {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'メニュー' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, sheet: screen.getByRole('dialog', { name: 'メニュー一覧' }) };
}

describe('the sheet', () => {
  it('is a modal named by its title that takes the focus to its first link and makes the page inert', () => {
    const { opener, sheet } = openSheet();
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'サービスを探す' }));
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(sheet.closest('[inert]')).toBeNull();
  });

  it('keeps Tab inside, both ways', () => {
    const { sheet } = openSheet();
    const close = screen.getByRole('button', { name: '閉じる' });
    const last = screen.getByRole('link', { name: 'お知らせ' });
    last.focus();
    fireEvent.keyDown(sheet, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(sheet, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape, on its close button and on the shade, giving the focus back to the opener', () => {
    const { opener, sheet } = openSheet();
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(opener.closest('[inert]')).toBeNull();

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    const shade = document.querySelector('.sheet-shade');
    if (!shade) throw new Error('no shade');
    fireEvent.click(shade);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
