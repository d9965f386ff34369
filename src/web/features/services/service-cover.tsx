import { useT } from '../../i18n/i18n-context.tsx';
import { ResponsiveImage } from '../../ui/image/responsive-image.tsx';

/** A card's width in the catalogue grid: the whole phone, half a tablet, a column on a desk. */
const CARD_SIZES = '(min-width: 64rem) 22rem, (min-width: 40rem) 50vw, 100vw';

/**
 * The first photo of a service in a 4:3 frame, or a quiet placeholder of the same shape when it has
 * none, so cards with and without photos line up. `priority` for the card a list opens on: its photo is
 * what the screen shows largest, so it loads first rather than lazily.
 */
export function ServiceCover({
  title,
  imageUrl,
  priority = false,
}: {
  title: string;
  imageUrl: string | undefined;
  priority?: boolean;
}) {
  const t = useT();
  return imageUrl ? (
    <ResponsiveImage
      className="service-cover"
      src={imageUrl}
      alt={t('services.image', { title, number: 1 })}
      width={4}
      height={3}
      sizes={CARD_SIZES}
      fit="cover"
      priority={priority}
    />
  ) : (
    <div className="service-cover service-cover--empty" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="40" height="40" focusable="false" aria-hidden="true">
        <path
          fill="currentColor"
          d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v8.6l3.3-3.3a1 1 0 0 1 1.4 0L12 14.6l2.3-2.3a1 1 0 0 1 1.4 0L19 15.6V7H5Zm10 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z"
        />
      </svg>
    </div>
  );
}
