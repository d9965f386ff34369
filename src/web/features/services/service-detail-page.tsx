import { Fragment, Suspense } from 'react';
import { useParams } from 'react-router';
import type { LayoutBlock } from '../../../core/contract/layouts.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { PlainText } from '../content/plain-text.tsx';
import { FieldValuesList } from '../form-schemas/field-values-list.tsx';
import { useLayout } from '../layouts/use-layout.ts';
import { useLayoutFields } from '../layouts/use-layout-fields.ts';
import { RatingText } from '../reviews/rating-text.tsx';
import { useFeatureOn } from '../site/feature-switch.ts';
import { PageHeading } from '../site/page-heading.tsx';
import { BlockSection } from './block-section.tsx';
import { ServiceBookingCard } from './service-booking-card.tsx';
import { ServiceCalendarSection } from './service-calendar-section.tsx';
import { ServiceGallery } from './service-gallery.tsx';
import { ServiceMenusTable } from './service-menus-table.tsx';
import { ServiceReviews } from './service-reviews.tsx';
import { SERVICE_SCHEMA_PATH, type ServiceDetail, useService } from './use-services.ts';
import './service-detail.css';

function DetailBlock({ block, service }: { block: LayoutBlock; service: ServiceDetail }) {
  const t = useT();
  const fields = useLayoutFields('services/detail', SERVICE_SCHEMA_PATH);
  const reviewsOn = useFeatureOn('review');
  switch (block.type) {
    case 'images':
      return <ServiceGallery title={service.title} imageUrls={service.imageUrls} />;
    case 'description':
      return (
        <BlockSection block={block}>
          <PlainText text={service.description} />
        </BlockSection>
      );
    case 'custom_fields':
      return (
        <BlockSection block={block}>
          <FieldValuesList fields={fields} values={service.values} />
        </BlockSection>
      );
    case 'menus':
      return (
        <BlockSection block={{ ...block, title: block.title || t('services.menus') }}>
          <ServiceMenusTable menus={service.menus} />
        </BlockSection>
      );
    case 'reviews':
      return !reviewsOn ? null : (
        <BlockSection block={{ ...block, title: block.title || t('reviews.title') }}>
          <RatingText rating={service.rating} />
          <Suspense fallback={<p>{t('app.loading')}</p>}>
            <ServiceReviews serviceId={service.id} limit={block.limit ?? 5} />
          </Suspense>
        </BlockSection>
      );
    default:
      return null;
  }
}

/** The layout's blocks that belong in the booking card rather than in the page's column. */
const BOOKING_BLOCKS: ReadonlySet<LayoutBlock['type']> = new Set(['cast', 'entry_button']);

/**
 * One service, its blocks in the order of the operator's layout: photos, description, details, menus
 * and reviews in the page's column, the calendar of free times after the menus where entries book one; the cast and
 * the entry button in the booking card beside it (service-detail.css: two columns on a desktop, one on a
 * phone).
 */
export function ServiceDetailPage() {
  const { serviceId = '' } = useParams();
  const service = useService(serviceId);
  const { blocks } = useLayout('services/detail');
  const columnBlocks = blocks.filter((block) => !BOOKING_BLOCKS.has(block.type));
  // The calendar follows the menus, whose duration sizes its slots (the last block without them).
  const calendarAfter =
    service.hourType === 'other'
      ? (columnBlocks.find((block) => block.type === 'menus') ?? columnBlocks.at(-1))
      : undefined;
  return (
    <article className="service-page">
      <PageHeading>{service.title}</PageHeading>
      <div className="service-page__main">
        {columnBlocks.map((block) => (
          <Fragment key={block.type}>
            <DetailBlock block={block} service={service} />
            {block === calendarAfter && <ServiceCalendarSection service={service} />}
          </Fragment>
        ))}
        {service.hourType === 'other' && columnBlocks.length === 0 && (
          <ServiceCalendarSection service={service} />
        )}
      </div>
      <ServiceBookingCard
        service={service}
        castBlock={blocks.find((block) => block.type === 'cast')}
        entryBlock={blocks.find((block) => block.type === 'entry_button')}
      />
    </article>
  );
}
