import { createTranslator, type Locale } from '../../core/i18n.ts';
import { en } from './en.ts';
import { ja, type ServerMessageKey } from './ja.ts';

export type { ServerMessageKey };
export const serverCatalogues: Record<Locale, Record<ServerMessageKey, string>> = { ja, en };

export function serverTranslator(locale: Locale) {
  return createTranslator(serverCatalogues, locale);
}
export type ServerTranslator = ReturnType<typeof serverTranslator>;

export function isServerMessageKey(key: string): key is ServerMessageKey {
  return Object.hasOwn(ja, key);
}
