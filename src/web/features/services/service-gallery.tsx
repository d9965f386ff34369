import { useT } from '../../i18n/i18n-context.tsx';
import { ResponsiveImage } from '../../ui/image/responsive-image.tsx';

/**
 * A service's photos on its page: the cover across the column, loaded first since it is what the page
 * opens on, the others smaller below it, loaded as they scroll into view.
 */
export function ServiceGallery({ title, imageUrls }: { title: string; imageUrls: readonly string[] }) {
  const t = useT();
  if (imageUrls.length === 0) return null;
  return (
    <ul className="service-gallery">
      {imageUrls.map((url, index) => (
        <li key={url} className={index === 0 ? 'service-gallery__cover' : undefined}>
          <ResponsiveImage
            src={url}
            alt={t('services.image', { title, number: index + 1 })}
            width={4}
            height={3}
            sizes={index === 0 ? '(min-width: 42rem) 40rem, 100vw' : '(min-width: 42rem) 13rem, 33vw'}
            fit="cover"
            priority={index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
