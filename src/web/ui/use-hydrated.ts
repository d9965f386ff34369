import { useEffect, useState } from 'react';

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on (and right
 * after the first draw of a page drawn by the browser alone): for what exists only in a browser, such as a
 * portal into <body>, which the server's HTML cannot contain. An effect, because effects run only in a
 * browser and only after hydration, under React and Preact alike.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
