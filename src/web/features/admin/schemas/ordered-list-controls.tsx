import { useAdminT } from '../shell/admin-i18n.ts';

/**
 * Up, down and remove buttons for one item of an ordered list; ids let the list put the focus back on
 * the same button after the item moved.
 */
export function OrderControls({
  id,
  label,
  index,
  count,
  onMove,
  onRemove,
}: {
  id: string;
  label: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useAdminT();
  const refocus = (buttonId: string) =>
    requestAnimationFrame(() => {
      const button = document.getElementById(buttonId) as HTMLButtonElement | null;
      if (button && !button.disabled) button.focus();
      else button?.parentElement?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
    });
  return (
    <div className="schema-fields__actions">
      <button
        id={`up-${id}`}
        type="button"
        className="button button--secondary schema-small-button"
        disabled={index === 0}
        aria-label={t('layouts.moveUp', { label })}
        onClick={() => {
          onMove(-1);
          refocus(`up-${id}`);
        }}
      >
        ↑
      </button>
      <button
        id={`down-${id}`}
        type="button"
        className="button button--secondary schema-small-button"
        disabled={index === count - 1}
        aria-label={t('layouts.moveDown', { label })}
        onClick={() => {
          onMove(1);
          refocus(`down-${id}`);
        }}
      >
        ↓
      </button>
      <button
        type="button"
        className="button button--secondary schema-small-button"
        aria-label={t('layouts.remove', { label })}
        onClick={onRemove}
      >
        ×
      </button>
    </div>
  );
}
