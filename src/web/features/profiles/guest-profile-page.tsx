import { Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { LayoutBlock } from '../../../core/contract/layouts.ts';
import type { GuestProfile } from '../../../core/contract/profiles.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { MESSAGES_PATH } from '../../paths.ts';
import { Pager } from '../../ui/pager.tsx';
import { pageParam } from '../../ui/url-page.ts';
import { FieldValuesList } from '../form-schemas/field-values-list.tsx';
import { useFormSchema } from '../form-schemas/use-form-schema.ts';
import { GuestFavoriteButton } from '../guests/guest-favorite-button.tsx';
import { useLayout } from '../layouts/use-layout.ts';
import { useLayoutFields } from '../layouts/use-layout-fields.ts';
import { ReviewList } from '../reviews/review-list.tsx';
import { ScoutButton } from '../scouts/scout-button.tsx';
import { useMe } from '../session/me-query.ts';
import { useFeatureOn } from '../site/feature-switch.ts';
import { useSite } from '../site/site-query.ts';
import { hasShownValues } from './has-shown-values.ts';
import { ProfileHeader } from './profile-header.tsx';
import { guestProfilePath } from './profile-paths.ts';
import { ProfileSection } from './profile-section.tsx';
import {
  BELONGINGS_SCHEMA_PATH,
  GUEST_PROFILE_SCHEMA_PATH,
  useGuestProfile,
  useGuestReviews,
} from './use-profiles.ts';

/**
 * A guest's public profile: what the guest has chosen to show, in the blocks of the operator's
 * guests/detail layout, the public fields of their belongings, and for a signed-in cast the heart, the
 * scout and the conversation.
 */
export function GuestProfilePage() {
  const t = useT();
  const { guestId = '' } = useParams();
  const guest = useGuestProfile(guestId);
  const { blocks } = useLayout('guests/detail');
  const me = useMe();
  const messagesOn = useFeatureOn('message');
  return (
    <article className="profile">
      <ProfileHeader
        nickname={guest.nickname}
        avatarUrl={guest.avatarUrl}
        customerAccountType={guest.customerAccountType}
        registeredAt={guest.registeredAt}
        rating={guest.rating}
      >
        {me?.type === 'cast' && (
          <>
            <GuestFavoriteButton guestId={guest.id} favorited={guest.favorited} nickname={guest.nickname} />
            <ScoutButton guestId={guest.id} nickname={guest.nickname} />
            {messagesOn && (
              <Link className="button button--secondary" to={`${MESSAGES_PATH}/${guest.id}`}>
                {t('profiles.message')}
              </Link>
            )}
          </>
        )}
      </ProfileHeader>
      {blocks.map((block) => (
        <GuestBlock key={block.type} block={block} guest={guest} />
      ))}
      <Belongings belongings={guest.belongings} />
    </article>
  );
}

function GuestBlock({ block, guest }: { block: LayoutBlock; guest: GuestProfile }) {
  const t = useT();
  const fields = useLayoutFields('guests/detail', GUEST_PROFILE_SCHEMA_PATH);
  const reviewsOn = useFeatureOn('review');
  // The profile block is the header above: always first, as it holds the page's heading.
  switch (block.type) {
    case 'custom_fields':
      return (
        <ProfileSection title={block.title || t('profiles.about')}>
          {hasShownValues(fields, guest.values) ? (
            <FieldValuesList fields={fields} values={guest.values} />
          ) : (
            <p>{t('profiles.noValues')}</p>
          )}
        </ProfileSection>
      );
    case 'reviews':
      return !reviewsOn ? null : (
        <ProfileSection title={block.title || t('reviews.title')}>
          <Suspense fallback={<p>{t('app.loading')}</p>}>
            <GuestReviews guestId={guest.id} perPage={block.limit ?? 5} />
          </Suspense>
        </ProfileSection>
      );
    default:
      return null;
  }
}

/** The reviews casts wrote about the guest, a page at a time (the page is kept in the URL). */
function GuestReviews({ guestId, perPage }: { guestId: string; perPage: number }) {
  const t = useT();
  const [params] = useSearchParams();
  const page = pageParam(params);
  const { data, meta } = useGuestReviews(guestId, page, perPage);
  return (
    <>
      <ReviewList reviews={data} />
      <Pager
        label={t('profiles.reviewPages')}
        page={page}
        lastPage={meta.lastPage}
        path={guestProfilePath(guestId)}
        params={params}
      />
    </>
  );
}

/** The public fields of the guest's belongings (their pets, children…: the site names them). */
function Belongings({ belongings }: { belongings: GuestProfile['belongings'] }) {
  const site = useSite();
  const fields = useFormSchema(BELONGINGS_SCHEMA_PATH);
  const shown = belongings.filter((belonging) => hasShownValues(fields, belonging.values));
  if (shown.length === 0) return null;
  return (
    <ProfileSection title={site.guestBelongingTitle}>
      <ul className="card-grid">
        {shown.map((belonging) => (
          <li key={belonging.id} className="card">
            <FieldValuesList fields={fields} values={belonging.values} />
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
