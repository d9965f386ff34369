import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { useLocale } from '../../../i18n/i18n-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { fetchSchemas, schemasKey } from './schemas-query.ts';
import { useRoleNames } from './use-role-names.ts';
import './schemas.css';

/** /admin/schemas: every form the site asks customers to fill in, each opening its editor. */
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

  return (
    <>
      <ConsoleHeading lead={t('schemas.list.lead')}>{t('schemas.list.title')}</ConsoleHeading>
      {schemas.data && roles && (
        <div className="table-scroll card">
          <table className="table schemas-table">
            <thead>
              <tr>
                <th scope="col">{t('schemas.list.form')}</th>
                <th scope="col">{t('schemas.list.purpose')}</th>
                <th scope="col" className="schemas-table__number">
                  {t('schemas.list.fields')}
                </th>
                <th scope="col" className="schemas-table__number">
                  {t('schemas.list.retired')}
                </th>
                <th scope="col">{t('schemas.list.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {schemas.data.data.map((schema) => {
                const name = t(`schemas.form.${schema.key}`, roles);
                return (
                  <tr key={schema.key}>
                    <th scope="row">
                      <Link to={consolePath(`schemas/${schema.slug}`)}>{name}</Link>
                      <div>
                        <code className="schemas-key">{schema.key}</code>
                      </div>
                    </th>
                    <td>
                      <span className="schema-tag">{t(`schemas.purpose.${schema.purpose}`)}</span>
                    </td>
                    <td className="schemas-table__number">{schema.fieldCount}</td>
                    <td className="schemas-table__number">{schema.retiredCount}</td>
                    <td>
                      {schema.updatedAt ? date.format(new Date(schema.updatedAt)) : t('schemas.list.default')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
