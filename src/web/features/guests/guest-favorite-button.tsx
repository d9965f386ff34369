import { useT } from '../../i18n/i18n-context.tsx';
import { FavoriteToggle } from '../../ui/favorite-toggle.tsx';
import { useMe } from '../session/me-query.ts';
import { useFeatureOn } from '../site/feature-switch.ts';
import { useGuestFavoriteToggle } from './use-guests.ts';

/** The heart of a guest: for signed-in casts while favorites are on, nothing for anyone else. */
export function GuestFavoriteButton({
  guestId,
  favorited,
  nickname,
}: {
  guestId: string;
  favorited: boolean;
  nickname: string;
}) {
  const t = useT();
  const me = useMe();
  const on = useFeatureOn('favorite');
  const toggle = useGuestFavoriteToggle();
  if (me?.type !== 'cast' || !on) return null;
  return (
    <FavoriteToggle
      label={t('guests.favorite', { name: nickname })}
      favorited={favorited}
      pending={toggle.isPending}
      onToggle={(favorite) => toggle.mutate({ guestId, favorite })}
    />
  );
}
