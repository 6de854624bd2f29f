import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

// The path whose heading last took part; null until the first screen of the visit is shown.
let lastPath: string | null = null;

/**
 * Moves focus to `target` when the path changes, so a screen reader announces the new screen.
 * The first screen of a visit keeps the browser's own focus.
 */
export function useRouteFocus(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (lastPath !== null && lastPath !== pathname) target.current?.focus();
    lastPath = pathname;
  }, [pathname, target]);
}
