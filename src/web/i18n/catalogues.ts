import { format, type Locale, type MessageParams } from '../../core/i18n.ts';
import { ja, type MessageKey } from './ja.ts';

export type { MessageKey };
export type Translate = (key: MessageKey, params?: MessageParams) => string;
type Messages = Record<MessageKey, string>;

/**
 * Japanese, the default language, is in the first script; the others arrive as their own chunk when a
 * reader needs them, so that the first page carries one catalogue, not all (issue 13: ≤ 100 KB of script).
 */
const loaded: Partial<Record<Locale, Messages>> = { ja };
const loading = new Map<Locale, Promise<void>>();
const LOADERS: Record<Exclude<Locale, 'ja'>, () => Promise<Messages>> = {
  en: async () => (await import('./en.ts')).en,
};

export function isCatalogueLoaded(locale: Locale): boolean {
  return loaded[locale] !== undefined;
}

/** Fetches a language's messages once; every caller of the same language waits for the same promise. */
export function loadCatalogue(locale: Locale): Promise<void> {
  if (locale === 'ja' || loaded[locale]) return Promise.resolve();
  let promise = loading.get(locale);
  if (!promise) {
    promise = LOADERS[locale]().then(
      (messages) => {
        loaded[locale] = messages;
      },
      (error: unknown) => {
        // A failed download may succeed on the next attempt (the network came back).
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, promise);
  }
  return promise;
}

/** The messages of `locale`, or Japanese while that language has not arrived yet. */
export function translatorFor(locale: Locale): Translate {
  const messages = loaded[locale] ?? ja;
  return (key, params) => format(messages[key], params);
}
