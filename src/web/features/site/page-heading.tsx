import { useEffect } from 'react';
import { useSite } from './site-query.ts';

/**
 * The page's one <h1>; it also names the browser tab ("title | site"), which is what a screen reader
 * announces first after a navigation.
 */
export function PageHeading({
  children,
  tabTitle = children,
}: {
  children: string;
  /** What the tab says when it is not the heading: the top page's heading is the site's promise. */
  tabTitle?: string;
}) {
  const site = useSite();
  useEffect(() => {
    document.title = tabTitle === site.name ? site.name : `${tabTitle} | ${site.name}`;
  }, [tabTitle, site.name]);
  return <h1 className="page-heading">{children}</h1>;
}
