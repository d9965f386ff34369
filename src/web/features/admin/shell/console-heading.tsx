import { useEffect } from 'react';
import { useAdminT } from './admin-i18n.ts';

/** A console page's one <h1>; it also names the browser tab ("title | 運営コンソール"). */
export function ConsoleHeading({ children, lead }: { children: string; lead?: string }) {
  const t = useAdminT();
  useEffect(() => {
    document.title = `${children} | ${t('console.title')}`;
  }, [children, t]);
  return (
    <header className="console-heading">
      <h1 className="page-heading">{children}</h1>
      {lead && <p className="lead">{lead}</p>}
    </header>
  );
}
