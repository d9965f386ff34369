import { createTranslator, type Locale, type Translator } from '../../core/i18n.ts';
import { en } from './en.ts';
import { ja, type MessageKey } from './ja.ts';

export type { MessageKey };
export type Translate = Translator<MessageKey>;

export const catalogues: Record<Locale, Record<MessageKey, string>> = { ja, en };

export function translatorFor(locale: Locale): Translate {
  return createTranslator(catalogues, locale);
}
