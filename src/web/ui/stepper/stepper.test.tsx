import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { createLocaleStore } from '../../i18n/locale-store.ts';
import { Stepper } from './stepper.tsx';

afterEach(cleanup);

describe('the stepper', () => {
  it('is an ordered list named by its label, the step it is at marked current, and each state written', () => {
    render(
      <I18nProvider localeStore={createLocaleStore(null)}>
        <Stepper
          label="進み具合"
          steps={[
            { label: '申し込み', state: 'done' },
            { label: '見積もり', state: 'current' },
            { label: '支払い', state: 'upcoming' },
          ]}
        />
      </I18nProvider>,
    );
    const list = screen.getByRole('list', { name: '進み具合' });
    expect(list.tagName).toBe('OL');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓申し込み（完了）',
      '2見積もり（現在）',
      '3支払い',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });

  it('marks the step where a process stopped', () => {
    render(
      <I18nProvider localeStore={createLocaleStore(null)}>
        <Stepper
          label="進み具合"
          steps={[
            { label: '申し込み', state: 'done' },
            { label: '見積もり', state: 'stopped' },
          ]}
        />
      </I18nProvider>,
    );
    const stopped = screen.getAllByRole('listitem')[1];
    expect(stopped?.getAttribute('aria-current')).toBe('step');
    expect(stopped?.textContent).toBe('×見積もり（ここで終了）');
  });
});
