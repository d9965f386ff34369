import { useMutation } from '@tanstack/react-query';
import { LOCALES, type Locale } from '../../../core/i18n.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { useMe } from '../../features/session/me-query.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';

/**
 * One button per language, each named in its own language and marked as such for screen readers.
 * A signed-in account keeps the choice too, so that its e-mails come in the language it reads.
 */
export function LanguageSwitcher() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const me = useMe();
  const client = useApiClient();
  const keep = useMutation({ mutationFn: (next: Locale) => client.put('/me/locale', { locale: next }) });
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
          onClick={() => {
            setLocale(option);
            if (me && option !== locale) keep.mutate(option);
          }}
        >
          {t(`locale.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
