import { useT } from '../../i18n/i18n-context.tsx';
import './skeleton.css';

/*
 * A skeleton is marked busy and says 読み込み中… to screen readers, without being a live region: the
 * page's one status region is the notices'.
 */

/** One grey shape standing for text or a block while it loads. */
function Bone({ shape, width }: { shape: 'heading' | 'text' | 'block'; width?: string }) {
  return <span className={`skeleton skeleton--${shape}`} style={width ? { width } : undefined} />;
}

/** The cards of a list while it loads (a service list, a search result). */
export function CardGridSkeleton({ count = 3 }: { count?: number }) {
  const t = useT();
  return (
    <div className="skeleton-group" aria-busy="true">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div className="skeleton-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the bones are all alike and never move
          <div key={index} className="skeleton-card">
            <Bone shape="block" />
            <Bone shape="text" width="80%" />
            <Bone shape="text" width="50%" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** A few lines of text while a section loads. */
export function TextSkeleton({ lines = 3 }: { lines?: number }) {
  const t = useT();
  return (
    <div className="skeleton-group" aria-busy="true">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the bones are all alike and never move
          <Bone key={index} shape="text" width={index === lines - 1 ? '60%' : undefined} />
        ))}
      </div>
    </div>
  );
}

/** A whole page while the app starts: the header bar, a heading, a lead and a grid of cards. */
export function PageSkeleton() {
  const t = useT();
  return (
    <div className="page-skeleton" aria-busy="true">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div aria-hidden="true">
        <div className="page-skeleton__header">
          <Bone shape="heading" width="10rem" />
        </div>
        <div className="page-skeleton__main">
          <Bone shape="heading" width="60%" />
          <Bone shape="text" />
          <Bone shape="text" width="70%" />
          <div className="skeleton-grid">
            {[0, 1, 2].map((index) => (
              <div key={index} className="skeleton-card">
                <Bone shape="block" />
                <Bone shape="text" width="80%" />
                <Bone shape="text" width="50%" />
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
