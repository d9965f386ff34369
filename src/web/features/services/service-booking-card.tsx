import { Link } from 'react-router';
import type { LayoutBlock } from '../../../core/contract/layouts.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Avatar } from '../../ui/avatar/avatar.tsx';
import { ConsultLink } from '../profiles/consult-link.tsx';
import { castProfilePath } from '../profiles/profile-paths.ts';
import { RatingText } from '../reviews/rating-text.tsx';
import { BlockSection } from './block-section.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import type { ServiceDetail } from './use-services.ts';
import { Yen } from './yen.tsx';

/**
 * What a guest needs to book, kept together: the lowest price, 申し込む, the rating, the cast with
 * 相談する, and the heart. The cast and the button appear when the operator's layout has their blocks.
 * On a desktop it is a card beside the page's column that stays in view; on a phone it dissolves into
 * the column and the price with the button becomes the bar at the bottom of the screen
 * (service-detail.css).
 */
export function ServiceBookingCard({
  service,
  castBlock,
  entryBlock,
}: {
  service: ServiceDetail;
  castBlock: LayoutBlock | undefined;
  entryBlock: LayoutBlock | undefined;
}) {
  const t = useT();
  return (
    <div className="card service-booking">
      <div className="service-entry-bar">
        {service.minPrice && (
          <p className="service-booking__price">
            {t('services.from')}{' '}
            <strong>
              <Yen amount={service.minPrice.includingTax} />
            </strong>{' '}
            {t('services.taxIncluded')}
          </p>
        )}
        {entryBlock && (
          <Link className="button button--primary" to={`/guest/services/${service.id}/entry`}>
            {entryBlock.title || t('services.entry')}
          </Link>
        )}
      </div>
      <div className="service-booking__rating">
        <RatingText rating={service.rating} />
      </div>
      {castBlock && (
        <BlockSection block={castBlock}>
          <p className="avatar-line">
            <Avatar name={service.cast.nickname} imageUrl={service.cast.avatarUrl} size="small" />
            <span>
              {t('services.by')} <Link to={castProfilePath(service.cast.id)}>{service.cast.nickname}</Link>
            </span>
          </p>
          <ConsultLink castId={service.cast.id} />
        </BlockSection>
      )}
      <FavoriteButton serviceId={service.id} favorited={service.favorited} title={service.title} />
    </div>
  );
}
