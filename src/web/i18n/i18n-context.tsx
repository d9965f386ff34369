import {
  createContext,
  type ReactNode,
  use,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { Locale } from '../../core/i18n.ts';
import { isCatalogueLoaded, loadCatalogue, type Translate, translatorFor } from './catalogues.ts';
import type { LocaleStore } from './locale-store.ts';

interface I18nValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ localeStore, children }: { localeStore: LocaleStore; children: ReactNode }) {
  const locale = useSyncExternalStore(localeStore.subscribe, localeStore.get, localeStore.get);
  // The first language of the page may not have arrived yet (only Japanese is in the first script):
  // drawing (and hydrating) waits for it, so that the first paint is already in the reader's language.
  if (!isCatalogueLoaded(locale)) use(loadCatalogue(locale));
  const value = useMemo(
    () => ({ locale, setLocale: localeStore.set, t: translatorFor(locale) }),
    [locale, localeStore],
  );

  // Screen readers and the browser's hyphenation and fonts follow <html lang>.
  useEffect(() => {
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
