import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ValidationError } from '../../../api/errors.ts';
import { I18nProvider } from '../../../i18n/i18n-context.tsx';
import { createLocaleStore } from '../../../i18n/locale-store.ts';
import { ConfirmStep } from './confirm-step.tsx';

/** The step wired as a page wires it: `send` answers like the API (a 422 when the reason is refused). */
function Step({ send }: { send: (reason: string) => unknown }) {
  const [error, setError] = useState<unknown>(null);
  return (
    <I18nProvider localeStore={createLocaleStore(null)}>
      <ConfirmStep
        startLabel="非公開にする…"
        reasonLabel="キャストに伝える理由"
        question="「窓掃除」を公開サイトから外し、理由をキャストに送ります。"
        confirmLabel="理由を送って非公開にする"
        sendingLabel="非公開にしています…"
        pending={false}
        error={error}
        onConfirm={(reason) => setError(send(reason))}
        onEdit={() => setError(null)}
      />
    </I18nProvider>
  );
}

afterEach(cleanup);

describe('<ConfirmStep>', () => {
  it('asks on the page, with focus in the reason, and sends nothing until confirmed', () => {
    const confirm = vi.spyOn(window, 'confirm');
    const send = vi.fn(() => null);
    render(<Step send={send} />);
    expect(screen.queryByLabelText('キャストに伝える理由')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '非公開にする…' }));
    const reason = screen.getByLabelText('キャストに伝える理由');
    expect(document.activeElement).toBe(reason);
    expect(reason.closest('fieldset')?.getAttribute('aria-describedby')).toBe(
      screen.getByText('「窓掃除」を公開サイトから外し、理由をキャストに送ります。').id,
    );
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: '写真を差し替えてください。' } });
    fireEvent.click(screen.getByRole('button', { name: '理由を送って非公開にする' }));
    expect(send).toHaveBeenCalledWith('写真を差し替えてください。');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows a refused reason under the field until it is edited, and goes back with focus on its button', () => {
    render(
      <Step
        send={() => new ValidationError('入力内容に誤りがあります。', { reason: ['入力してください。'] })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '非公開にする…' }));
    const reason = screen.getByLabelText('キャストに伝える理由');
    fireEvent.change(reason, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: '理由を送って非公開にする' }));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('入力してください。').closest('ul')?.id).toBe(
      reason.getAttribute('aria-describedby'),
    );

    fireEvent.change(reason, { target: { value: '写真' } });
    expect(screen.queryByText('入力してください。')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByLabelText('キャストに伝える理由')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '非公開にする…' }));
  });

  it('without a reason, asks once and confirms with the focus on the confirming button', () => {
    const confirmed = vi.fn();
    render(
      <I18nProvider localeStore={createLocaleStore(null)}>
        <ConfirmStep
          startLabel="削除…"
          question="このページを削除します。元に戻せません。"
          confirmLabel="削除する"
          pending={false}
          onConfirm={confirmed}
        />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '削除…' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '削除する' }));
    fireEvent.click(screen.getByRole('button', { name: '削除する' }));
    expect(confirmed).toHaveBeenCalledWith('');
  });
});
