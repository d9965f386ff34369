import { useT } from '../../i18n/i18n-context.tsx';

/**
 * Shown while an operator previews draft settings (/view), so nobody mistakes the draft for the live
 * site. Leaving is a full page load: the server clears the preview cookie.
 */
export function PreviewBanner() {
  const t = useT();
  return (
    <section className="preview-banner" aria-label={t('preview.label')}>
      <span>{t('preview.active')}</span>
      <a href="/view?end=1">{t('preview.end')}</a>
    </section>
  );
}
