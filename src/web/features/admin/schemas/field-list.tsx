import { useLayoutEffect, useRef, useState } from 'react';
import { useAdminT } from '../shell/admin-i18n.ts';
import type { DraftField } from './draft-fields.ts';

/**
 * The form's fields in order: pick one to edit, move it with buttons (keyboard friendly, no dragging
 * needed), or take it off the form after an inline confirmation. Focus follows the moved field.
 */
export function FieldList({
  fields,
  selected,
  invalid,
  onSelect,
  onMove,
  onRemove,
}: {
  fields: DraftField[];
  selected: string | null;
  invalid: ReadonlySet<string>;
  onSelect: (uid: string) => void;
  onMove: (uid: string, by: -1 | 1) => void;
  onRemove: (uid: string) => void;
}) {
  const t = useAdminT();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [focus, setFocus] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    if (!focus) return;
    const target = document.getElementById(focus) as HTMLButtonElement | null;
    if (target && !target.disabled) target.focus();
    else if (target)
      (target.parentElement?.querySelector('button:not([disabled])') as HTMLElement | null)?.focus();
    setFocus(null);
  }, [focus]);

  if (fields.length === 0) return <p className="empty-state">{t('schemas.editor.noFields')}</p>;
  return (
    <ol className="schema-fields" ref={listRef}>
      {fields.map(({ uid, isNew, field }, index) => {
        const label = field.label || field.key;
        const current = uid === selected;
        return (
          <li key={uid} className={`schema-fields__item${current ? ' schema-fields__item--current' : ''}`}>
            <div className="schema-fields__main">
              <button
                type="button"
                className="schema-fields__name"
                aria-pressed={current}
                onClick={() => onSelect(uid)}
              >
                <span className="schema-fields__label">{label}</span>
                <span className="schema-fields__meta">
                  <code>{field.key}</code> · {t(`schemas.type.${field.type}`)}
                </span>
              </button>
              <span className="schema-fields__badges">
                {field.required && <span className="schema-tag">{t('schemas.editor.required')}</span>}
                {field.private && <span className="schema-tag">{t('schemas.editor.private')}</span>}
                {isNew && <span className="schema-tag schema-tag--new">{t('schemas.editor.new')}</span>}
                {invalid.has(uid) && (
                  <span className="schema-tag schema-tag--danger">{t('schemas.editor.hasError')}</span>
                )}
              </span>
            </div>
            <div className="schema-fields__actions">
              <button
                id={`up-${uid}`}
                type="button"
                className="button button--secondary schema-small-button"
                disabled={index === 0}
                aria-label={t('schemas.editor.moveUp', { label })}
                onClick={() => {
                  onMove(uid, -1);
                  setFocus(`up-${uid}`);
                }}
              >
                ↑
              </button>
              <button
                id={`down-${uid}`}
                type="button"
                className="button button--secondary schema-small-button"
                disabled={index === fields.length - 1}
                aria-label={t('schemas.editor.moveDown', { label })}
                onClick={() => {
                  onMove(uid, 1);
                  setFocus(`down-${uid}`);
                }}
              >
                ↓
              </button>
              <button
                id={`remove-${uid}`}
                type="button"
                className="button button--secondary schema-small-button"
                aria-label={t('schemas.editor.remove', { label })}
                onClick={() => {
                  setConfirming(uid);
                  setFocus(`confirm-${uid}`);
                }}
              >
                {t('schemas.editor.removeConfirm')}
              </button>
            </div>
            {confirming === uid && (
              <fieldset className="schema-fields__confirm">
                <legend className="visually-hidden">{t('schemas.editor.remove', { label })}</legend>
                <p>{t('schemas.editor.removeQuestion', { label })}</p>
                <button
                  id={`confirm-${uid}`}
                  type="button"
                  className="button button--danger"
                  onClick={() => {
                    setConfirming(null);
                    onRemove(uid);
                    listRef.current?.closest('section')?.querySelector<HTMLElement>('h2')?.focus();
                  }}
                >
                  {t('schemas.editor.removeConfirm')}
                </button>{' '}
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setConfirming(null);
                    setFocus(`remove-${uid}`);
                  }}
                >
                  {t('console.cancel')}
                </button>
              </fieldset>
            )}
          </li>
        );
      })}
    </ol>
  );
}
