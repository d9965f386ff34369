import { DEFAULT_LOCALE, isLocale, type Locale } from '../../core/i18n.ts';

const STORAGE_KEY = 'tsunagu.locale';

type LocaleStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The selected language, outside React so that the API client can send it as Accept-Language.
 * Persisted in localStorage; an unreadable or unknown stored value falls back to Japanese.
 */
export function createLocaleStore(storage: LocaleStorage | null) {
  let locale = readStored(storage);
  const listeners = new Set<() => void>();
  return {
    get: (): Locale => locale,
    set(next: Locale) {
      if (next === locale) return;
      locale = next;
      try {
        storage?.setItem(STORAGE_KEY, next);
      } catch {
        // Private browsing can refuse storage; the choice still holds for this visit.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type LocaleStore = ReturnType<typeof createLocaleStore>;

function readStored(storage: LocaleStorage | null): Locale {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
