import { useEffect } from 'react';
import { useSite } from '../../features/site/site-query.ts';

/**
 * The page's one <h1>; it also names the browser tab ("title | site"), which is what a screen reader
 * announces first after a navigation.
 */
export function PageHeading({ children }: { children: string }) {
  const site = useSite();
  useEffect(() => {
    document.title = children === site.name ? site.name : `${children} | ${site.name}`;
  }, [children, site.name]);
  return <h1 className="page-heading">{children}</h1>;
}
