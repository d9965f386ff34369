import { LOCALES } from '../../../core/i18n.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';

/** One button per language, each named in its own language and marked as such for screen readers. */
export function LanguageSwitcher() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  return (
    <fieldset className="language-switcher">
      <legend className="visually-hidden">{t('layout.language')}</legend>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-switcher__option"
          aria-pressed={option === locale}
          onClick={() => setLocale(option)}
        >
          {t(`locale.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
