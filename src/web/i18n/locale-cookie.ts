import { LOCALE_COOKIE } from '../../core/i18n.ts';
import type { LocaleStore } from './locale-store.ts';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Copies the reader's language into a cookie now and whenever it changes, so that the server draws the
 * next page in it: localStorage, where the choice is kept, never reaches the server.
 */
export function rememberLocaleForServer(store: LocaleStore) {
  const write = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
    document.cookie = `${LOCALE_COOKIE}=${store.get()}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  };
  write();
  store.subscribe(write);
}
