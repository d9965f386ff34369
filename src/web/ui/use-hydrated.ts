import { useEffect, useState } from 'react';
import { whenPartsHydrated } from './hydrate-later.tsx';

/**
 * False on the server and while the browser hydrates the server's HTML (including the parts it brings
 * to life a moment later: hydrate-later.tsx), true from then on (and right after the first draw of a page
 * drawn by the browser alone): for what exists only in a browser, such as a portal into <body>, which the
 * server's HTML cannot contain. An effect, because effects run only in a browser and only after
 * hydration, under React and Preact alike.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    const parts = whenPartsHydrated();
    if (!parts) {
      setHydrated(true);
      return;
    }
    let mounted = true;
    parts.then(() => mounted && setHydrated(true));
    return () => {
      mounted = false;
    };
  }, []);
  return hydrated;
}
