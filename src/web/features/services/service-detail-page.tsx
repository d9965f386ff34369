import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import type { LayoutBlock } from '../../../core/contract/layouts.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Avatar } from '../../ui/avatar/avatar.tsx';
import { PageHeading } from '../../ui/layout/page-heading.tsx';
import { PlainText } from '../content/plain-text.tsx';
import { FieldValuesList } from '../form-schemas/field-values-list.tsx';
import { useLayout } from '../layouts/use-layout.ts';
import { useLayoutFields } from '../layouts/use-layout-fields.ts';
import { ConsultLink } from '../profiles/consult-link.tsx';
import { castProfilePath } from '../profiles/profile-paths.ts';
import { RatingText } from '../reviews/rating-text.tsx';
import { useFeatureOn } from '../site/feature-switch.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { ServiceGallery } from './service-gallery.tsx';
import { ServiceMenusTable } from './service-menus-table.tsx';
import { ServiceReviews } from './service-reviews.tsx';
import { SERVICE_SCHEMA_PATH, type ServiceDetail, useService } from './use-services.ts';
import './service-detail.css';

/** A block with its operator heading, when it has one. */
function Block({ block, children }: { block: LayoutBlock; children: React.ReactNode }) {
  const id = `block-${block.type}`;
  return (
    <section aria-labelledby={block.title ? id : undefined}>
      {block.title && <h2 id={id}>{block.title}</h2>}
      {children}
    </section>
  );
}

function DetailBlock({ block, service }: { block: LayoutBlock; service: ServiceDetail }) {
  const t = useT();
  const fields = useLayoutFields('services/detail', SERVICE_SCHEMA_PATH);
  const reviewsOn = useFeatureOn('review');
  switch (block.type) {
    case 'images':
      return <ServiceGallery title={service.title} imageUrls={service.imageUrls} />;
    case 'description':
      return (
        <Block block={block}>
          <PlainText text={service.description} />
        </Block>
      );
    case 'custom_fields':
      return (
        <Block block={block}>
          <FieldValuesList fields={fields} values={service.values} />
        </Block>
      );
    case 'menus':
      return (
        <Block block={{ ...block, title: block.title || t('services.menus') }}>
          <ServiceMenusTable menus={service.menus} />
        </Block>
      );
    case 'cast':
      return (
        <Block block={block}>
          <p className="avatar-line">
            <Avatar name={service.cast.nickname} imageUrl={service.cast.avatarUrl} size="small" />
            <span>
              {t('services.by')} <Link to={castProfilePath(service.cast.id)}>{service.cast.nickname}</Link>
            </span>
          </p>
          <ConsultLink castId={service.cast.id} />
        </Block>
      );
    case 'reviews':
      return !reviewsOn ? null : (
        <Block block={{ ...block, title: block.title || t('reviews.title') }}>
          <RatingText rating={service.rating} />
          <Suspense fallback={<p>{t('app.loading')}</p>}>
            <ServiceReviews serviceId={service.id} limit={block.limit ?? 5} />
          </Suspense>
        </Block>
      );
    case 'entry_button':
      return (
        // On a phone this bar stays at the bottom of the screen while the page scrolls (service-detail.css).
        <p className="service-entry-bar">
          <Link className="button button--primary" to={`/guest/services/${service.id}/entry`}>
            {block.title || t('services.entry')}
          </Link>
        </p>
      );
    default:
      return null;
  }
}

/** One service, its blocks in the order of the operator's layout (images, menus, reviews, entry…). */
export function ServiceDetailPage() {
  const { serviceId = '' } = useParams();
  const service = useService(serviceId);
  const { blocks } = useLayout('services/detail');
  return (
    <article className="narrow narrow--wide">
      <PageHeading>{service.title}</PageHeading>
      <FavoriteButton serviceId={service.id} favorited={service.favorited} title={service.title} />
      {blocks.map((block) => (
        <DetailBlock key={block.type} block={block} service={service} />
      ))}
    </article>
  );
}
