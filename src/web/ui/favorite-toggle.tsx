import { useT } from '../i18n/i18n-context.tsx';

/** The heart: a toggle button whose pressed state says whether the thing named by `label` is a favorite. */
export function FavoriteToggle({
  label,
  favorited,
  pending,
  onToggle,
}: {
  /** What pressing it does, naming the service or the person ("…をお気に入りにする"). */
  label: string;
  favorited: boolean;
  pending: boolean;
  onToggle: (favorite: boolean) => void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className="button button--secondary favorite-button"
      aria-pressed={favorited}
      aria-label={label}
      disabled={pending}
      onClick={() => onToggle(!favorited)}
    >
      <span aria-hidden="true">{favorited ? '♥' : '♡'}</span>{' '}
      {favorited ? t('favorites.on') : t('favorites.add')}
    </button>
  );
}
