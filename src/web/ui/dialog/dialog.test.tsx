import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { createLocaleStore } from '../../i18n/locale-store.ts';
import { Dialog } from './dialog.tsx';

afterEach(cleanup);

/** A page with a button that opens a dialog holding a form. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <I18nProvider localeStore={createLocaleStore(null)}>
      <button type="button" onClick={() => setOpen(true)}>
        開く
      </button>
      {open && (
        <Dialog title="スカウト" onClose={() => setOpen(false)}>
          <label>
            件名
            <input />
          </label>
          <button type="button">送る</button>
        </Dialog>
      )}
    </I18nProvider>
  );
}

function openDialog() {
  render(<Page />);
  const opener = screen.getByRole('button', { name: '開く' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'スカウト' }) };
}

describe('the dialog', () => {
  it('is a modal named by its heading that takes the focus to its first field and makes the page inert', () => {
    const { opener, dialog } = openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('件名'));
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
  });

  it('keeps Tab inside, both ways', () => {
    const { dialog } = openDialog();
    const close = screen.getByRole('button', { name: '閉じる' });
    const last = screen.getByRole('button', { name: '送る' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape and on its close button, and gives the focus back to the opener', () => {
    const { opener, dialog } = openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(opener.closest('[inert]')).toBeNull();

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
