import { useAdminT } from './admin-i18n.ts';

/** What a console page shows when its loader or rendering throws: a message, never a stack trace. */
export function ConsoleErrorPage() {
  const t = useAdminT();
  return (
    <main className="console-error">
      <h1 className="page-heading">{t('console.error')}</h1>
      <a href="/admin">{t('console.nav.dashboard')}</a>
    </main>
  );
}
