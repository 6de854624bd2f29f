import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'hearth.search.scroll';

function savedPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Back to a search page returns to where the visitor was. The router restores the position as
 * soon as the address changes, before the results are drawn again, so the search page keeps its
 * own positions (per history entry) and restores one once its results are there (`ready`).
 */
export function useSearchScrollMemory(ready: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const restored = useRef(false);

  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Not before this entry's own position is back: the page is short until then.
        if (!restored.current) return;
        // Only while this entry is the current one (not the next page's scroll to its top).
        // (The first page of a visit has no key of its own: the router calls it 'default'.)
        const current = (window.history.state as { key?: string } | null)?.key ?? 'default';
        if (current !== key) return;
        const positions = savedPositions();
        positions[key] = window.scrollY;
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [key]);

  useLayoutEffect(() => {
    if (restored.current || !ready) return;
    const y = savedPositions()[key];
    if (navigationType !== 'POP' || typeof y !== 'number') {
      restored.current = true;
      return;
    }
    // The cards are drawn a few at a time: scroll again each frame until the page is long enough.
    let frame = 0;
    let tries = 0;
    const restore = () => {
      window.scrollTo(0, y);
      if (Math.abs(window.scrollY - y) < 2 || (tries += 1) > 120) restored.current = true;
      else frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [ready, key, navigationType]);
}
