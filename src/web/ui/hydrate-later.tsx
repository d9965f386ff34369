import { type ReactNode, Suspense, useState } from 'react';

let hydrating = false;
/** The parts the first hydration left for later, each settling when its task comes. */
const partsLeftForLater: Promise<void>[] = [];

/**
 * Settles once every part the first hydration left for later has come to life (a task after the last),
 * or null when it left none: what exists only once the whole page works waits for it (use-hydrated.ts).
 */
export function whenPartsHydrated(): Promise<void> | null {
  if (partsLeftForLater.length === 0) return null;
  return Promise.all(partsLeftForLater).then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/**
 * Hydrates a page the server drew (start-app.tsx), leaving each `HydrateLater` part for a task of its own
 * once this first pass is done.
 */
export function hydrateInParts(hydrate: () => void) {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

function Deferred({ until, children }: { until: Promise<void> | null; children: ReactNode }) {
  // Suspending while hydrating keeps the server's markup on screen and hydrates it when the promise
  // settles (Preact's resumed hydration).
  if (until && hydrating) throw until;
  return children;
}

/**
 * A part of a server-drawn page that may come to life a moment after the rest: one long task of
 * hydrating a whole page of cards, which blocks a slow phone for a few hundred milliseconds, becomes many
 * short ones. Outside hydration (the server, a page drawn by the browser, later renders) it draws its
 * children at once. Its children must be one element: Preact's resumed hydration keeps the server's
 * markup from the first node only and draws any sibling anew. Parts hydrated later do not nest (an inner
 * one comes to life with its outer one).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [until] = useState(() => {
    if (!hydrating) return null;
    const part = new Promise<void>((resolve) => setTimeout(resolve, 0));
    partsLeftForLater.push(part);
    return part;
  });
  return (
    <Suspense fallback={null}>
      <Deferred until={until}>{children}</Deferred>
    </Suspense>
  );
}
