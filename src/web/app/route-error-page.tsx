import { useRouteError } from 'react-router';
import { InvalidThemeError } from '../../core/themes.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { TOP_PATH } from '../paths.ts';

/**
 * What a route shows when its loader or its rendering throws. An invalid theme is named as such
 * (spec section 8); anything else gets the generic message, never a stack trace.
 */
function RouteErrorMessage() {
  const t = useT();
  const error = useRouteError();
  return (
    <>
      <h1 className="page-heading">{t('errors.title')}</h1>
      <p className="callout callout--danger">
        {error instanceof InvalidThemeError ? t('errors.invalidTheme') : t('errors.unexpected')}
      </p>
    </>
  );
}

/** Outside the layout: the site settings or the theme themselves failed, so no header can be drawn. */
export function RootErrorPage() {
  const t = useT();
  return (
    <main className="site-main error-screen">
      <RouteErrorMessage />
      {/* A full page load, since the in-app router is what failed. */}
      <a href={TOP_PATH}>{t('errors.backToTop')}</a>
    </main>
  );
}

/** Inside the layout: one page failed, the header and footer still work. */
export function PageErrorPage() {
  return <RouteErrorMessage />;
}
