import { useMutation } from '@tanstack/react-query';
import { LOCALES, type Locale } from '../../../core/i18n.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { useMe } from '../../features/session/me-query.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';

/** The public site's switch: a signed-in account keeps its choice, so that its e-mails come in it. */
export function LanguageSwitcher() {
  const me = useMe();
  return <LanguageChoice keepAt={me ? '/me/locale' : null} />;
}

/**
 * One button per language, each named in its own language and marked as such for screen readers. A
 * new choice is also PUT to `keepAt`, where the server keeps the signed-in caller's language for the
 * mails it writes to them (null: nobody is signed in, the choice stays in the browser).
 */
export function LanguageChoice({ keepAt }: { keepAt: string | null }) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const client = useApiClient();
  const keep = useMutation({
    mutationFn: ({ path, locale }: { path: string; locale: Locale }) => client.put(path, { locale }),
  });
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
            if (keepAt && option !== locale) keep.mutate({ path: keepAt, locale: option });
          }}
        >
          {t(`locale.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
