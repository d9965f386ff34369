import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After an in-app navigation, moves focus to the page's content, as a full page load would reset it:
 * otherwise a keyboard or screen-reader user stays on a link of a page that is no longer there.
 * The first render is left alone so that the skip link stays the first stop of a fresh page.
 */
export function useFocusOnNavigate(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}
