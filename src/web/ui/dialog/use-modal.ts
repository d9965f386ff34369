import { type KeyboardEvent, type RefObject, useLayoutEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * What makes a panel modal, for the dialog and the sheet alike: while it is mounted the rest of the page
 * is inert and does not scroll, the focus goes to the first control of `start` (or the panel), Tab stays
 * inside, Escape calls `onClose`, and on unmount the focus goes back to where it was. Returns the panel's
 * keydown handler.
 */
export function useModal({
  root,
  panel,
  start,
  onClose,
}: {
  /** The element portalled into <body>: everything else in <body> is made inert. */
  root: RefObject<HTMLElement | null>;
  panel: RefObject<HTMLElement | null>;
  /** Where the first focus goes (the body, past the close button), when not the whole panel. */
  start?: string;
  onClose: () => void;
}) {
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The notices stay live (ui/notices/notice-list.tsx): what happens meanwhile must still be heard.
    const outside = Array.from(document.body.children).filter(
      (element) =>
        element !== root.current &&
        !element.hasAttribute('inert') &&
        !element.hasAttribute('data-outside-modal'),
    );
    for (const element of outside) element.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const container = panel.current;
    const [first] = container
      ? focusables((start && container.querySelector<HTMLElement>(start)) || container)
      : [];
    (first ?? container)?.focus();
    return () => {
      for (const element of outside) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [root, panel, start]);

  return function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    // Keyboard users are kept inside; the inert page behind would not take the focus anyway in browsers
    // that know `inert`, and this also covers those that do not.
    const elements = focusables(panel.current);
    const first = elements[0];
    const last = elements[elements.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
