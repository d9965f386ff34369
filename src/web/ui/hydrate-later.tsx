import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-drawn page that comes to life after the rest, in work of its own: React leaves the
 * markup of every `<Suspense>` boundary it meets while hydrating as the server drew it and hydrates the
 * boundary afterwards at low priority, in slices it interrupts for input (and at once for a tap inside
 * it), so one long task of hydrating a whole page of cards, which blocks a slow phone for a few hundred
 * milliseconds, becomes many short ones. Outside hydration it is a boundary that never shows its
 * fallback, as nothing in it suspends that its page has not already loaded. The parts are the header,
 * the footer, each service card and the top page's hero, role guide and blocks
 * (docs/server-rendering.md).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
