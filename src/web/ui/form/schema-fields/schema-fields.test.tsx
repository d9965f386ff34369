import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormValues } from '../../../../core/forms/field-values.ts';
import { type FormField, type FormFieldInput, field } from '../../../../core/forms/form-schema.ts';
import { I18nProvider } from '../../../i18n/i18n-context.tsx';
import { createLocaleStore } from '../../../i18n/locale-store.ts';
import { initialValues, SchemaFields } from './schema-fields.tsx';
import { type Uploader, UploaderProvider } from './uploader-context.tsx';

afterEach(cleanup);

const options = [
  { value: 'dog', label: '犬' },
  { value: 'cat', label: '猫' },
];

/** One field in a controlled form, reporting every value it produces. */
function Harness({
  f,
  errors,
  changes,
}: {
  f: FormField;
  errors: Record<string, string[]>;
  changes: FormValues[];
}) {
  const [values, setValues] = useState(initialValues([f]));
  return (
    <SchemaFields
      fields={[f]}
      values={values}
      onChange={(next) => {
        changes.push(next);
        setValues(next);
      }}
      errors={errors}
      prefix="profile"
    />
  );
}

function renderField(input: FormFieldInput, errors: Record<string, string[]> = {}, uploader?: Uploader) {
  const f = field(input);
  const changes: FormValues[] = [];
  render(
    <I18nProvider localeStore={createLocaleStore(null)}>
      <UploaderProvider uploader={uploader ?? (async () => ({ ok: true, id: 'up1' }))}>
        <Harness f={f} errors={errors} changes={changes} />
      </UploaderProvider>
    </I18nProvider>,
  );
  return { changes, last: () => changes.at(-1)?.[f.key] };
}

function expectError(control: HTMLElement, message: string) {
  expect(control.getAttribute('aria-invalid')).toBe('true');
  const describedBy = control.getAttribute('aria-describedby') ?? '';
  const text = describedBy
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
  expect(text).toContain(message);
}

describe('schema form: one test per field type', () => {
  it('text: a labelled input, typed text, its message', () => {
    const r = renderField(
      { key: 'nick', type: 'text', label: 'ニックネーム', required: true },
      { 'profile.nick': ['入力してください。'] },
    );
    const input = screen.getByLabelText(/ニックネーム/);
    expect(screen.getByText('（必須）')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'はなこ' } });
    expect(r.last()).toBe('はなこ');
    expectError(input, '入力してください。');
  });

  it('text_area: multi-line text', () => {
    const r = renderField(
      { key: 'bio', type: 'text_area', label: '自己紹介', helpText: '得意なこと' },
      { 'profile.bio': ['長すぎます'] },
    );
    const area = screen.getByLabelText('自己紹介');
    expect(area.tagName).toBe('TEXTAREA');
    fireEvent.change(area, { target: { value: '一行目\n二行目' } });
    expect(r.last()).toBe('一行目\n二行目');
    expectError(area, '長すぎます');
    expectError(area, '得意なこと');
  });

  it('email: an e-mail input', () => {
    const r = renderField(
      { key: 'mail', type: 'email', label: '連絡先' },
      { 'profile.mail': ['メールアドレスの形式で入力してください。'] },
    );
    const input = screen.getByLabelText('連絡先') as HTMLInputElement;
    expect(input.type).toBe('email');
    fireEvent.change(input, { target: { value: 'a@example.com' } });
    expect(r.last()).toBe('a@example.com');
    expectError(input, 'メールアドレスの形式で入力してください。');
  });

  it('date: a date input giving YYYY-MM-DD', () => {
    const r = renderField(
      { key: 'day', type: 'date', label: '希望日' },
      { 'profile.day': ['正しい日付を入力してください。'] },
    );
    const input = screen.getByLabelText('希望日') as HTMLInputElement;
    expect(input.type).toBe('date');
    fireEvent.change(input, { target: { value: '2026-12-24' } });
    expect(r.last()).toBe('2026-12-24');
    expectError(input, '正しい日付を入力してください。');
  });

  it('time: a time input giving HH:MM', () => {
    const r = renderField({ key: 'at', type: 'time', label: '希望時刻' }, { 'profile.at': ['正しい時刻'] });
    const input = screen.getByLabelText('希望時刻') as HTMLInputElement;
    expect(input.type).toBe('time');
    fireEvent.change(input, { target: { value: '09:30' } });
    expect(r.last()).toBe('09:30');
    expectError(input, '正しい時刻');
  });

  it('birthday: a date input with the birthday autofill', () => {
    const r = renderField(
      { key: 'born', type: 'birthday', label: '生年月日' },
      { 'profile.born': ['今日より前の日付を入力してください。'] },
    );
    const input = screen.getByLabelText('生年月日') as HTMLInputElement;
    expect(input.autocomplete).toBe('bday');
    fireEvent.change(input, { target: { value: '1990-04-01' } });
    expect(r.last()).toBe('1990-04-01');
    expectError(input, '今日より前の日付を入力してください。');
  });

  it('price: whole yen as a number, anything else passed on for the server to name', () => {
    const r = renderField(
      { key: 'budget', type: 'price', label: '予算' },
      { 'profile.budget': ['整数を入力してください。'] },
    );
    const input = screen.getByLabelText('予算');
    fireEvent.change(input, { target: { value: '3000' } });
    expect(r.last()).toBe(3000);
    fireEvent.change(input, { target: { value: '30.5' } });
    expect(r.last()).toBe('30.5');
    expectError(input, '整数を入力してください。');
  });

  it('pull_down: a select of the options', () => {
    const r = renderField(
      { key: 'kind', type: 'pull_down', label: '種類', options },
      { 'profile.kind': ['選択肢の中から選んでください。'] },
    );
    const select = screen.getByLabelText('種類') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['選択してください', '犬', '猫']);
    fireEvent.change(select, { target: { value: 'cat' } });
    expect(r.last()).toBe('cat');
    expectError(select, '選択肢の中から選んでください。');
  });

  it('radio_button: a group with one choice', () => {
    const r = renderField(
      { key: 'kind', type: 'radio_button', label: '種類', options },
      { 'profile.kind': ['選んでください'] },
    );
    const group = screen.getByRole('group', { name: '種類' });
    fireEvent.click(within(group).getByLabelText('犬'));
    expect(r.last()).toBe('dog');
    expect(within(group).getByText('選んでください')).toBeTruthy();
    expect(within(group).getByLabelText('犬').getAttribute('aria-invalid')).toBe('true');
  });

  it('check_box: a group with several choices', () => {
    const r = renderField(
      { key: 'kinds', type: 'check_box', label: '飼っている動物', options },
      { 'profile.kinds': ['1件以内で選択してください。'] },
    );
    const group = screen.getByRole('group', { name: '飼っている動物' });
    fireEvent.click(within(group).getByLabelText('犬'));
    fireEvent.click(within(group).getByLabelText('猫'));
    expect(r.last()).toEqual(['dog', 'cat']);
    fireEvent.click(within(group).getByLabelText('犬'));
    expect(r.last()).toEqual(['cat']);
    expect(within(group).getByText('1件以内で選択してください。')).toBeTruthy();
  });

  it('name: family and given names with their readings, each with its message', () => {
    const r = renderField(
      { key: 'fullName', type: 'name', label: '氏名', required: true },
      { 'profile.fullName.lastNameKana': ['全角カタカナで入力してください。'] },
    );
    const group = screen.getByRole('group', { name: /氏名/ });
    fireEvent.change(within(group).getByLabelText('姓'), { target: { value: '山田' } });
    fireEvent.change(within(group).getByLabelText('名'), { target: { value: '花子' } });
    expect(r.last()).toEqual({ lastName: '山田', firstName: '花子', lastNameKana: '', firstNameKana: '' });
    expectError(within(group).getByLabelText('セイ（全角カタカナ）'), '全角カタカナで入力してください。');
  });

  it('address: postal code, prefecture, city and street', () => {
    const r = renderField(
      { key: 'home', type: 'address', label: '住所' },
      { 'profile.home.postalCode': ['郵便番号は7桁の数字'] },
    );
    const group = screen.getByRole('group', { name: '住所' });
    fireEvent.change(within(group).getByLabelText('郵便番号'), { target: { value: '150-0001' } });
    fireEvent.change(within(group).getByLabelText('都道府県'), { target: { value: '東京都' } });
    fireEvent.change(within(group).getByLabelText('市区町村'), { target: { value: '渋谷区' } });
    expect(r.last()).toEqual({
      postalCode: '150-0001',
      prefecture: '東京都',
      city: '渋谷区',
      line1: '',
      line2: '',
    });
    expect((within(group).getByLabelText('都道府県') as HTMLSelectElement).options).toHaveLength(48);
    expectError(within(group).getByLabelText('郵便番号'), '郵便番号は7桁の数字');
  });

  it('file_upload: uploads a chosen file and keeps its id; a refused file shows the server message', async () => {
    const uploader = vi.fn<Uploader>(async (file) =>
      file.name === 'bad.txt'
        ? { ok: false, messages: ['この形式のファイルはアップロードできません。'] }
        : { ok: true, id: 'img123' },
    );
    const r = renderField({ key: 'photo', type: 'file_upload', label: '写真', maxLength: 2 }, {}, uploader);
    const group = screen.getByRole('group', { name: '写真' });
    const picker = within(group).getByLabelText('ファイルを選ぶ');
    fireEvent.change(picker, { target: { files: [new File(['x'], 'pochi.png', { type: 'image/png' })] } });
    await waitFor(() => expect(r.last()).toEqual(['img123']));
    expect(uploader.mock.calls[0]?.[1]).toEqual({ imagesOnly: true, isPrivate: false });
    expect(within(group).getByRole('img', { name: 'アップロードした画像 1' }).getAttribute('src')).toBe(
      '/api/uploads/img123',
    );

    fireEvent.change(within(group).getByLabelText('ファイルを選ぶ'), {
      target: { files: [new File(['x'], 'bad.txt')] },
    });
    await waitFor(() =>
      expect(within(group).getByText('この形式のファイルはアップロードできません。')).toBeTruthy(),
    );
    expect(r.last()).toEqual(['img123']);

    fireEvent.click(within(group).getByRole('button', { name: 'ファイル 1 を取り除く' }));
    expect(r.last()).toEqual([]);
  });
});
