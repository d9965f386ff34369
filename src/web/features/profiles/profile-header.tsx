import type { ReactNode } from 'react';
import type { RatingSummary } from '../../../core/contract/reviews.ts';
import type { CustomerAccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Avatar } from '../../ui/avatar/avatar.tsx';
import { NoticeDate } from '../notices/notice-date.tsx';
import { RatingText } from '../reviews/rating-text.tsx';
import { PageHeading } from '../site/page-heading.tsx';
import './profiles.css';

/**
 * The top of a profile: avatar, name as the page's heading, account type, since when, the rating of the
 * reviews received, and the actions.
 */
export function ProfileHeader({
  nickname,
  avatarUrl,
  customerAccountType,
  registeredAt,
  rating,
  cancellationsLastYear,
  children,
}: {
  nickname: string;
  avatarUrl: string | null;
  customerAccountType: CustomerAccountType;
  registeredAt: string;
  rating: RatingSummary;
  /** A cast's cancellations of matched entries in the last 12 months (casts' profiles only). */
  cancellationsLastYear?: number;
  /** What the viewer can do with this person (consult, favorite, scout, message). */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <header className="profile-header">
      <Avatar name={nickname} imageUrl={avatarUrl} size="large" />
      <div className="profile-header__text">
        <PageHeading>{nickname}</PageHeading>
        <p className="profile-header__meta">
          {t(`signup.customerAccountType.${customerAccountType}`)}
          {' · '}
          {t('profiles.since')} <NoticeDate iso={registeredAt} />
        </p>
        <RatingText rating={rating} />
        {cancellationsLastYear !== undefined && (
          <p className="profile-header__meta">
            {t('profiles.cancellationsLastYear', { count: cancellationsLastYear })}
          </p>
        )}
        {children && <div className="actions">{children}</div>}
      </div>
    </header>
  );
}
