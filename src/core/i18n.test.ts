import { describe, expect, it } from 'vitest';
import { createTranslator, format, localeFromAcceptLanguage } from './i18n.ts';

describe('i18n', () => {
  it('defaults to Japanese and picks English only when the caller prefers it', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('ja');
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9')).toBe('ja');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,ja;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('ja,en;q=0.5')).toBe('ja');
    expect(localeFromAcceptLanguage('de;q=1,en;q=0.3,ja;q=0.2')).toBe('en');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('{cast}ログイン', { cast: 'サポーター' })).toBe('サポーターログイン');
    expect(format('{count}件 {missing}', { count: 3 })).toBe('3件 {missing}');
  });

  it('translates from the catalogue of the chosen locale', () => {
    const catalogues = { ja: { hello: 'こんにちは {name}' }, en: { hello: 'Hello {name}' } };
    expect(createTranslator(catalogues, 'ja')('hello', { name: '花子' })).toBe('こんにちは 花子');
    expect(createTranslator(catalogues, 'en')('hello', { name: 'Hanako' })).toBe('Hello Hanako');
  });
});
