import { useSyncExternalStore } from 'react';

/**
 * The window's width as last read. Reading `window.innerWidth` can make the browser lay the page
 * out at once (on phones the layout viewport depends on the content), and React reads a store's
 * snapshot on every render and every commit. So the width is read once, then on each resize.
 */
let width: number | undefined;
const listeners = new Set<() => void>();

function onResize() {
  const next = window.innerWidth;
  if (next === width) return;
  width = next;
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('resize', onResize);
  listeners.add(notify);
  return () => {
    listeners.delete(notify);
    if (listeners.size > 0) return;
    window.removeEventListener('resize', onResize);
    // Nobody hears resizes now: the next reader measures afresh.
    width = undefined;
  };
}

function snapshot(): number {
  width ??= window.innerWidth;
  return width;
}

/** The window's width in CSS pixels, kept current on resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 1280);
}
