import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a narrow screen. The scrolling box takes focus (and is named),
 * so a keyboard user can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className="table-scroll" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
