import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SchemaSummary } from '../../../../core/contract/admin/schemas.ts';
import { SCHEMA_PURPOSES } from '../../../../core/forms/schema-keys.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { useLocale } from '../../../i18n/i18n-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { fetchSchemas, schemasKey } from './schemas-query.ts';
import { useRoleNames } from './use-role-names.ts';
import './schemas.css';

/** /admin/schemas: every form the site asks customers to fill in, grouped by purpose, each opening its editor. */
export function SchemasPage() {
  const t = useAdminT();
  const api = useApiClient();
  const { locale } = useLocale();
  const roles = useRoleNames();
  const schemas = useQuery({ queryKey: schemasKey, queryFn: () => fetchSchemas(api) });
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Tokyo',
  });
  const describe = (schema: SchemaSummary) =>
    [
      t('schemas.list.fields', { count: schema.fieldCount }),
      ...(schema.retiredCount > 0 ? [t('schemas.list.retired', { count: schema.retiredCount })] : []),
      schema.updatedAt
        ? t('schemas.list.updated', { date: date.format(new Date(schema.updatedAt)) })
        : t('schemas.list.default'),
    ].join(' · ');

  return (
    <>
      <ConsoleHeading lead={t('schemas.list.lead')}>{t('schemas.list.title')}</ConsoleHeading>
      {schemas.data && roles && (
        <div className="schemas-groups">
          {SCHEMA_PURPOSES.map((purpose) => {
            const group = schemas.data.data.filter((schema) => schema.purpose === purpose);
            if (group.length === 0) return null;
            return (
              <section key={purpose} className="card schemas-group" aria-labelledby={`schemas-${purpose}`}>
                <h2 id={`schemas-${purpose}`}>{t(`schemas.purpose.${purpose}`)}</h2>
                <ul className="schemas-list">
                  {group.map((schema) => (
                    <li key={schema.key} className="schemas-list__item">
                      <Link to={consolePath(`schemas/${schema.slug}`)} className="schemas-list__name">
                        {t(`schemas.form.${schema.key}`, roles)}
                      </Link>
                      <span className="schemas-list__meta">{describe(schema)}</span>
                      <code className="schemas-key">{schema.key}</code>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </>
  );
}
