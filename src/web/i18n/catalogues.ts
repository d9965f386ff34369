import { DEFAULT_LOCALE, format, type Locale, type MessageParams } from '../../core/i18n.ts';
import type { MessageKey } from './ja.ts';

export type { MessageKey };
export type Translate = (key: MessageKey, params?: MessageParams) => string;
type Messages = Record<MessageKey, string>;

/**
 * Each language's messages are a chunk of their own, fetched when a reader needs them (the app's start
 * and the server entry load the reader's language before the first draw), so that a visitor's first page
 * carries one catalogue, the reader's, and none besides (issue 28: ≤ 160 KB of script, React included).
 */
const loaded: Partial<Record<Locale, Messages>> = {};
const loading = new Map<Locale, Promise<void>>();
const LOADERS: Record<Locale, () => Promise<Messages>> = {
  ja: async () => (await import('./ja.ts')).ja,
  en: async () => (await import('./en.ts')).en,
};

export function isCatalogueLoaded(locale: Locale): boolean {
  return loaded[locale] !== undefined;
}

/** Fetches a language's messages once; every caller of the same language waits for the same promise. */
export function loadCatalogue(locale: Locale): Promise<void> {
  if (loaded[locale]) return Promise.resolve();
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

/**
 * The messages of `locale`, or while that language has not arrived yet (one just chosen:
 * i18n-context.tsx keeps the page in the language it was in meanwhile) the default language's, or else
 * those of the language the page was first drawn in.
 */
export function translatorFor(locale: Locale): Translate {
  const messages = loaded[locale] ?? loaded[DEFAULT_LOCALE] ?? Object.values(loaded)[0];
  if (!messages)
    throw new Error(`no messages loaded for ${locale}: loadCatalogue comes before the first draw`);
  return (key, params) => format(messages[key], params);
}
