import { useParams } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { FieldValuesList } from '../form-schemas/field-values-list.tsx';
import { useFormSchema } from '../form-schemas/use-form-schema.ts';
import { useLayoutFields } from '../layouts/use-layout-fields.ts';
import { ReviewList } from '../reviews/review-list.tsx';
import { ServiceCard } from '../services/service-card.tsx';
import { SERVICE_SCHEMA_PATH } from '../services/use-services.ts';
import { useFeatureOn } from '../site/feature-switch.ts';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { ConsultLink } from './consult-link.tsx';
import { hasShownValues } from './has-shown-values.ts';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileSection } from './profile-section.tsx';
import { CAST_PROFILE_SCHEMA_PATH, useCastProfile } from './use-profiles.ts';

/**
 * A cast's public profile: what the cast shows of themselves (the public fields of their profile form),
 * their published services, the reviews guests wrote, and the way to consult them.
 */
export function CastProfilePage() {
  const t = useT();
  const site = useSite();
  const { castId = '' } = useParams();
  const cast = useCastProfile(castId);
  const fields = useFormSchema(CAST_PROFILE_SCHEMA_PATH);
  const cardFields = useLayoutFields('services/index', SERVICE_SCHEMA_PATH);
  const reviewsOn = useFeatureOn('review');
  return (
    <article className="profile">
      <ProfileHeader
        nickname={cast.nickname}
        avatarUrl={cast.avatarUrl}
        customerAccountType={cast.customerAccountType}
        registeredAt={cast.registeredAt}
        rating={cast.rating}
        cancellationsLastYear={cast.cancellationsLastYear}
      >
        <ConsultLink castId={cast.id} />
      </ProfileHeader>
      <ProfileSection title={t('profiles.about')}>
        {hasShownValues(fields, cast.values) ? (
          <FieldValuesList fields={fields} values={cast.values} />
        ) : (
          <p>{t('profiles.noValues')}</p>
        )}
      </ProfileSection>
      <ProfileSection title={t('profiles.services', { name: cast.nickname })}>
        {cast.services.length === 0 ? (
          <p>{t('profiles.noServices')}</p>
        ) : (
          <ul className="card-grid">
            {cast.services.map((service) => (
              <ServiceCard
                key={service.id}
                service={service}
                fields={cardFields}
                headingLevel={3}
                showCast={false}
              />
            ))}
          </ul>
        )}
      </ProfileSection>
      {reviewsOn && (
        <ProfileSection title={t('profiles.reviewsFrom', { role: roleLabel(site, 'guest') })}>
          <ReviewList reviews={cast.reviews} />
          {cast.rating.count > cast.reviews.length && (
            <p>{t('profiles.newestReviews', { shown: cast.reviews.length, count: cast.rating.count })}</p>
          )}
        </ProfileSection>
      )}
    </article>
  );
}
