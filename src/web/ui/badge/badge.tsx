import type { ReactNode } from 'react';

export type BadgeTone = 'danger' | 'primary' | 'neutral' | 'success';

/** A short status or count beside a title: "要対応", "2件", "公開中". Its styles are base.css's .badge. */
export function Badge({ tone = 'danger', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
