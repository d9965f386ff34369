import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on (and at once
 * in a page drawn by the browser alone): for what exists only in a browser, such as a portal into <body>,
 * which the server's HTML cannot contain.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
