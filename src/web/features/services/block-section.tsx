import type { LayoutBlock } from '../../../core/contract/layouts.ts';

/** A block of the service page's layout, a region named by its operator heading when it has one. */
export function BlockSection({ block, children }: { block: LayoutBlock; children: React.ReactNode }) {
  const id = `block-${block.type}`;
  return (
    <section aria-labelledby={block.title ? id : undefined}>
      {block.title && <h2 id={id}>{block.title}</h2>}
      {children}
    </section>
  );
}
