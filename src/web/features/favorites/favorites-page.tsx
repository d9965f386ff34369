import { useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { publicServicesResponse } from '../../../core/contract/services.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { useLayoutFields } from '../layouts/use-layout-fields.ts';
import { ServiceCard } from '../services/service-card.tsx';
import { SERVICE_SCHEMA_PATH } from '../services/use-services.ts';
import { PageHeading } from '../site/page-heading.tsx';

/** The guest's hearted services, newest first. */
export function FavoritesPage() {
  const t = useT();
  const client = useApiClient();
  const { data } = useSuspenseQuery({
    queryKey: [...queryKeys.services, 'favorites'],
    queryFn: ({ signal }) =>
      client.get<z.infer<typeof publicServicesResponse>>('/guests/me/services/favorites', {
        query: { perPage: 100 },
        signal,
      }),
  }).data;
  const fields = useLayoutFields('services/index', SERVICE_SCHEMA_PATH);
  return (
    <>
      <PageHeading>{t('favorites.title')}</PageHeading>
      {data.length === 0 ? (
        <p>{t('favorites.empty')}</p>
      ) : (
        <ul className="card-grid">
          {data.map((service) => (
            <ServiceCard key={service.id} service={service} fields={fields} />
          ))}
        </ul>
      )}
    </>
  );
}
