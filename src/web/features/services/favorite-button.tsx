import { useT } from '../../i18n/i18n-context.tsx';
import { FavoriteToggle } from '../../ui/favorite-toggle.tsx';
import { useMe } from '../session/me-query.ts';
import { useFeatureOn } from '../site/feature-switch.ts';
import { useFavoriteToggle } from './use-services.ts';

/** The heart of a service: for signed-in guests while favorites are on, nothing for anyone else. */
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
  const on = useFeatureOn('favorite');
  const toggle = useFavoriteToggle();
  if (me?.type !== 'guest' || !on) return null;
  return (
    <FavoriteToggle
      label={t('services.favorite', { title })}
      favorited={favorited}
      pending={toggle.isPending}
      onToggle={(favorite) => toggle.mutate({ serviceId, favorite })}
    />
  );
}
