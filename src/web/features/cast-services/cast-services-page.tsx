import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { Badge } from '../../ui/badge/badge.tsx';
import { EmptyState } from '../../ui/empty-state/empty-state.tsx';
import { Yen } from '../services/yen.tsx';
import { PageHeading } from '../site/page-heading.tsx';
import { useOwnServices } from './use-own-services.ts';

const NEW_PATH = '/cast/services/new';

/** My services with their status and lowest price, and the way to a new one. */
export function CastServicesPage() {
  const t = useT();
  const { data } = useOwnServices();
  return (
    <div className="narrow narrow--wide">
      <PageHeading>{t('page.castServices')}</PageHeading>
      {data.length === 0 ? (
        <EmptyState
          title={t('castServices.empty')}
          text={t('castServices.empty.text')}
          action={{ to: NEW_PATH, label: t('castServices.new') }}
        />
      ) : (
        <>
          <p>
            <Link className="button button--primary" to={NEW_PATH}>
              {t('castServices.new')}
            </Link>
          </p>
          <ul className="plain-list">
            {data.map((service) => (
              <li key={service.id} className="card">
                <h2>
                  <Link to={`/cast/services/${service.id}`}>{service.title}</Link>
                </h2>
                <p>
                  <Badge tone={service.status === 'publish' ? 'success' : 'neutral'}>
                    {t(`castServices.badge.${service.status}`)}
                  </Badge>{' '}
                  {service.minPrice ? (
                    <>
                      {t('services.from')} <Yen amount={service.minPrice.includingTax} />{' '}
                      {t('services.taxIncluded')}
                    </>
                  ) : (
                    t('castServices.noPrice')
                  )}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
