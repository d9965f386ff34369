import { useT } from '../../i18n/i18n-context.tsx';
import { useMe } from '../session/me-query.ts';
import { useFavoriteToggle } from './use-services.ts';

/** The heart: a toggle button for signed-in guests, nothing for anyone else. */
export function FavoriteButton({
  serviceId,
  favorited,
  title,
}: {
  serviceId: string;
  favorited: boolean;
  title: string;
}) {
  const t = useT();
  const me = useMe();
  const toggle = useFavoriteToggle();
  if (me?.type !== 'guest') return null;
  return (
    <button
      type="button"
      className="button button--secondary favorite-button"
      aria-pressed={favorited}
      aria-label={t('services.favorite', { title })}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ serviceId, favorite: !favorited })}
    >
      <span aria-hidden="true">{favorited ? '♥' : '♡'}</span>{' '}
      {favorited ? t('services.favorited') : t('services.addFavorite')}
    </button>
  );
}
