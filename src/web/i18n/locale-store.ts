import { DEFAULT_LOCALE, isLocale, type Locale } from '../../core/i18n.ts';
import { loadCatalogue } from './catalogues.ts';

const STORAGE_KEY = 'tsunagu.locale';

type LocaleStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The selected language, outside React so that the API client can send it as Accept-Language.
 * Persisted in localStorage; with no choice stored yet, the browser's preferred languages decide (the
 * first one the site speaks), and Japanese otherwise. A new choice takes effect once its messages have
 * arrived (catalogues.ts), so the page never shows a language half-loaded.
 */
export function createLocaleStore(storage: LocaleStorage | null, preferred: readonly string[] = []) {
  let locale = readStored(storage) ?? fromPreferred(preferred);
  /** The latest choice, which may still be waiting for its messages. */
  let chosen = locale;
  const listeners = new Set<() => void>();
  return {
    get: (): Locale => locale,
    set(next: Locale) {
      if (next === chosen) return;
      chosen = next;
      try {
        storage?.setItem(STORAGE_KEY, next);
      } catch {
        // Private browsing can refuse storage; the choice still holds for this visit.
      }
      // A download that fails leaves the page in the language it has; the choice is kept for next time.
      loadCatalogue(next).then(
        () => {
          if (chosen !== next || locale === next) return;
          locale = next;
          for (const listener of listeners) listener();
        },
        () => {},
      );
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type LocaleStore = ReturnType<typeof createLocaleStore>;

function readStored(storage: LocaleStorage | null): Locale | null {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

function fromPreferred(preferred: readonly string[]): Locale {
  return preferred.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLocale) ?? DEFAULT_LOCALE;
}
