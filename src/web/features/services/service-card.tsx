import { Link } from 'react-router';
import type { PublicService } from '../../../core/contract/services.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { Yen } from './yen.tsx';

export function ServiceCard({ service }: { service: PublicService }) {
  const t = useT();
  return (
    <li className="card service-card">
      <h2>
        <Link to={`/guest/services/${service.id}`}>{service.title}</Link>
      </h2>
      <p>{service.cast.nickname}</p>
      {service.minPrice && (
        <p>
          {t('services.from')} <Yen amount={service.minPrice.includingTax} /> {t('services.taxIncluded')}
        </p>
      )}
      <FavoriteButton serviceId={service.id} favorited={service.favorited} title={service.title} />
    </li>
  );
}
