import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-context.tsx';
import { createLocaleStore } from '../../../i18n/locale-store.ts';
import { MarkdownEditor } from './markdown-editor.tsx';

function Editor() {
  const [value, setValue] = useState('');
  return (
    <I18nProvider localeStore={createLocaleStore(null)}>
      <MarkdownEditor label="本文" name="body" value={value} onChange={setValue} errors={[]} />
    </I18nProvider>
  );
}

afterEach(cleanup);

describe('<MarkdownEditor>', () => {
  it('renders the preview as the operator types, with HTML kept as text', () => {
    render(<Editor />);
    const preview = screen.getByRole('region', { name: 'プレビュー（公開ページでの表示）' });
    expect(preview.textContent).toContain('本文を入力すると');

    fireEvent.change(screen.getByLabelText('本文'), {
      target: { value: '# 見出し\n\n**太字**と<b>タグ</b>' },
    });
    expect(preview.querySelector('.markdown h2')?.textContent).toBe('見出し');
    expect(preview.querySelector('strong')?.textContent).toBe('太字');
    expect(preview.querySelector('b')).toBeNull();
    expect(preview.textContent).toContain('<b>タグ</b>');
  });

  it('shows the server messages under the field, tied to it', () => {
    render(
      <I18nProvider localeStore={createLocaleStore(null)}>
        <MarkdownEditor
          label="本文"
          name="body"
          value=""
          onChange={() => {}}
          errors={['入力してください。']}
        />
      </I18nProvider>,
    );
    const field = screen.getByLabelText('本文');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '入力してください。',
    );
  });
});
