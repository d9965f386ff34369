import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import type { LayoutBlock } from '../../../core/contract/layouts.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { PageHeading } from '../../ui/layout/page-heading.tsx';
import { PlainText } from '../content/plain-text.tsx';
import { FieldValuesList } from '../form-schemas/field-values-list.tsx';
import { useLayout } from '../layouts/use-layout.ts';
import { useLayoutFields } from '../layouts/use-layout-fields.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { RatingText } from './rating-text.tsx';
import { ServiceMenusTable } from './service-menus-table.tsx';
import { ServiceReviews } from './service-reviews.tsx';
import { SERVICE_SCHEMA_PATH, type ServiceDetail, useService } from './use-services.ts';

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
  switch (block.type) {
    case 'images':
      return service.imageUrls.length === 0 ? null : (
        <div className="upload-list">
          {service.imageUrls.map((url, index) => (
            <img key={url} src={url} alt={t('services.image', { title: service.title, number: index + 1 })} />
          ))}
        </div>
      );
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
          <p>{t('services.by', { name: service.cast.nickname })}</p>
        </Block>
      );
    case 'reviews':
      return (
        <Block block={{ ...block, title: block.title || t('reviews.title') }}>
          <RatingText rating={service.rating} />
          <Suspense fallback={<p>{t('app.loading')}</p>}>
            <ServiceReviews serviceId={service.id} limit={block.limit ?? 5} />
          </Suspense>
        </Block>
      );
    case 'entry_button':
      return (
        <p>
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
