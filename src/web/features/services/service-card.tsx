import { Link } from 'react-router';
import type { PublicService } from '../../../core/contract/services.ts';
import type { FormField } from '../../../core/forms/form-schema.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Avatar } from '../../ui/avatar/avatar.tsx';
import { HydrateLater } from '../../ui/hydrate-later.tsx';
import { FieldValuesList } from '../form-schemas/field-values-list.tsx';
import { castProfilePath } from '../profiles/profile-paths.ts';
import { RatingText } from '../reviews/rating-text.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { ServiceCover } from './service-cover.tsx';
import { Yen } from './yen.tsx';
import './service-card.css';

/**
 * A service in a list: its cover photo, title, cast (to their profile), the layout's fields, rating,
 * lowest price and the heart. On a page the server drew, each card is hydrated in a task of its own.
 */
export function ServiceCard(props: ServiceCardProps) {
  return (
    <HydrateLater>
      <ServiceCardContent {...props} />
    </HydrateLater>
  );
}

interface ServiceCardProps {
  service: PublicService;
  /** The custom fields the page's layout shows on cards. */
  fields: readonly FormField[];
  headingLevel?: 2 | 3;
  /** False where every card is the same cast's (their profile). */
  showCast?: boolean;
  /** The first card of a list: its cover loads first (ServiceCover). */
  priority?: boolean;
}

function ServiceCardContent({
  service,
  fields,
  headingLevel = 2,
  showCast = true,
  priority = false,
}: ServiceCardProps) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="card service-card">
      <ServiceCover title={service.title} imageUrl={service.imageUrls[0]} priority={priority} />
      <Heading className="service-card__title">
        <Link to={`/guest/services/${service.id}`}>{service.title}</Link>
      </Heading>
      {showCast && (
        <p className="avatar-line">
          <Avatar name={service.cast.nickname} imageUrl={service.cast.avatarUrl} size="small" />
          <Link to={castProfilePath(service.cast.id)}>{service.cast.nickname}</Link>
        </p>
      )}
      <FieldValuesList fields={fields} values={service.values} />
      <div className="service-card__foot">
        <RatingText rating={service.rating} />
        {service.minPrice && (
          <p className="service-card__price">
            {t('services.from')} <Yen amount={service.minPrice.includingTax} /> {t('services.taxIncluded')}
          </p>
        )}
      </div>
      <FavoriteButton serviceId={service.id} favorited={service.favorited} title={service.title} />
    </li>
  );
}
