import { useSyncExternalStore } from 'react';

function subscribeToNothing() {
  return () => {};
}

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on (and from the
 * first draw of a page drawn by the browser alone): for what exists only in a browser, such as a portal
 * into <body>, which the server's HTML cannot contain. React draws the server's snapshot while hydrating
 * and the browser's right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
