import type { RetiredField } from '../../../../core/forms/form-schema.ts';
import { useLocale } from '../../../i18n/i18n-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';

/** Fields taken off the form: their answers are kept; one can be put back (same key, same type). */
export function RetiredFields({
  retired,
  onRestore,
}: {
  retired: RetiredField[];
  onRestore: (field: RetiredField) => void;
}) {
  const t = useAdminT();
  const { locale } = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Tokyo' });
  return (
    <section className="card schema-retired" aria-labelledby="schema-retired-heading">
      <h2 id="schema-retired-heading">{t('schemas.retired.title')}</h2>
      <p className="schema-settings__hint">{t('schemas.retired.lead')}</p>
      <ul className="schema-retired__list">
        {retired.map((field) => (
          <li key={field.key}>
            <span>
              <strong>{field.label}</strong> <code>{field.key}</code> · {t(`schemas.type.${field.type}`)} ·{' '}
              {t('schemas.retired.removedAt', { date: date.format(new Date(field.retiredAt)) })}
            </span>
            <button
              type="button"
              className="button button--secondary schema-small-button"
              onClick={() => onRestore(field)}
            >
              {t('schemas.retired.restore', { label: field.label })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
