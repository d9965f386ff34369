import { useRef, useState } from 'react';
import { useAdminT } from '../shell/admin-i18n.ts';

/**
 * An ordered list edited in place (Q&A, disclosure rows). Each item carries a key of its own so that
 * React keeps its inputs, and their focus, when items move.
 */
export function useEditableList<T>(initial: T[], blank: () => T) {
  const nextKey = useRef(0);
  const keyed = (value: T) => ({ key: nextKey.current++, value });
  const [items, setItems] = useState(() => initial.map(keyed));
  return {
    items,
    add: () => setItems((current) => [...current, keyed(blank())]),
    update: (index: number, value: T) =>
      setItems((current) => current.map((item, i) => (i === index ? { ...item, value } : item))),
    remove: (index: number) => setItems((current) => current.filter((_, i) => i !== index)),
    move: (index: number, by: -1 | 1) =>
      setItems((current) => {
        const target = index + by;
        if (target < 0 || target >= current.length) return current;
        const next = [...current];
        [next[index], next[target]] = [
          next[target] as (typeof current)[number],
          next[index] as (typeof current)[number],
        ];
        return next;
      }),
  };
}

/** Move up, move down and remove for one item; each button names the item for screen readers. */
export function ListItemControls({
  list,
  index,
  name,
}: {
  list: Pick<ReturnType<typeof useEditableList>, 'items' | 'move' | 'remove'>;
  index: number;
  name: string;
}) {
  const t = useAdminT();
  return (
    <div className="list-editor__controls">
      <button
        type="button"
        className="button button--secondary"
        disabled={index === 0}
        aria-label={t('content.list.moveUpNamed', { name })}
        onClick={() => list.move(index, -1)}
      >
        {t('content.list.moveUp')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={index === list.items.length - 1}
        aria-label={t('content.list.moveDownNamed', { name })}
        onClick={() => list.move(index, 1)}
      >
        {t('content.list.moveDown')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        aria-label={t('content.list.removeNamed', { name })}
        onClick={() => list.remove(index)}
      >
        {t('content.list.remove')}
      </button>
    </div>
  );
}
