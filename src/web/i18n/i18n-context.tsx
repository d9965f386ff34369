import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useSyncExternalStore,
} from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../core/i18n.ts';
import { isCatalogueLoaded, loadCatalogue, type Translate, translatorFor } from './catalogues.ts';
import type { LocaleStore } from './locale-store.ts';

interface I18nValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Only Japanese is in the first script; another language's messages are fetched when chosen. The app's
 * start (start-app.tsx, entry-server.tsx) loads the reader's language before the first draw, so the first
 * paint is already in it; a language chosen later shows once its messages have arrived, the page staying
 * in the language it was in meanwhile (never blank, never half translated).
 */
export function I18nProvider({ localeStore, children }: { localeStore: LocaleStore; children: ReactNode }) {
  const chosen = useSyncExternalStore(localeStore.subscribe, localeStore.get, localeStore.get);
  const [, messagesArrived] = useReducer((count: number) => count + 1, 0);
  const shown = useRef<Locale>(DEFAULT_LOCALE);
  if (isCatalogueLoaded(chosen)) shown.current = chosen;
  const locale = shown.current;
  useEffect(() => {
    // A failed download leaves the page in its language; choosing the language again tries again.
    if (!isCatalogueLoaded(chosen)) loadCatalogue(chosen).then(messagesArrived, () => {});
  }, [chosen]);
  const value = useMemo(
    () => ({ locale, setLocale: localeStore.set, t: translatorFor(locale) }),
    [locale, localeStore],
  );

  // Screen readers and the browser's hyphenation and fonts follow <html lang>, changed in the frame that
  // shows the new language.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return <I18nContext value={value}>{children}</I18nContext>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT and useLocale need an I18nProvider above them');
  return value;
}

export function useT(): Translate {
  return useI18n().t;
}

export function useLocale(): Pick<I18nValue, 'locale' | 'setLocale'> {
  const { locale, setLocale } = useI18n();
  return { locale, setLocale };
}
