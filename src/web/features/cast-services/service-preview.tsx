import type { OwnService, PublicService } from '../../../core/contract/services.ts';
import { uploadPath } from '../../../core/upload-paths.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { useLayoutFields } from '../layouts/use-layout-fields.ts';
import { ServiceCard } from '../services/service-card.tsx';
import { SERVICE_SCHEMA_PATH } from '../services/use-services.ts';
import { useMe } from '../session/me-query.ts';

/**
 * My service as a card of the catalogue, before or after publishing: the same card guests see, with
 * the catalogue layout's fields. Inert, since its links lead nowhere while it is a draft.
 */
export function ServicePreview({ service }: { service: OwnService }) {
  const t = useT();
  const me = useMe();
  const fields = useLayoutFields('services/index', SERVICE_SCHEMA_PATH);
  const card: PublicService = {
    id: service.id,
    title: service.title,
    description: service.description,
    chargeMethod: service.chargeMethod,
    imageUrls: service.imageIds.map(uploadPath),
    values: service.values,
    minPrice: service.minPrice,
    cast: { id: me?.id ?? '', nickname: me?.nickname ?? '', avatarUrl: null },
    favoriteCount: 0,
    rating: { average: null, count: 0 },
    favorited: false,
    publishedAt: service.publishedAt ?? service.updatedAt,
  };
  return (
    <section className="card" aria-labelledby="preview-heading">
      <h2 id="preview-heading">{t('castServices.preview')}</h2>
      <p>{t('castServices.preview.text')}</p>
      <ul className="plain-list service-preview" inert>
        <ServiceCard service={card} fields={fields} headingLevel={3} />
      </ul>
    </section>
  );
}
