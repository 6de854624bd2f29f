import { useSyncExternalStore } from 'react';

/**
 * The window's width as last read. Reading `window.innerWidth` can make the browser lay the page
 * out at once (on phones the layout viewport depends on the content), and React reads a store's
 * snapshot on every render and every commit. So the width is read once, then on each resize.
 */
let width: number | undefined;
const listeners = new Set<() => void>();

/**
 * The width a server-drawn page was drawn for (see `assumeWindowWidth`): what the server renders
 * with, and what the browser's first render uses while it adopts that page, so both agree; the
 * real width follows at once after.
 */
let assumed = 1280;

/** Sets the width that server rendering and hydration assume (server and browser both call it). */
export function assumeWindowWidth(value: number): void {
  assumed = value;
}

/** The window's width for a first render: the assumed one where there is no window. */
export function initialWindowWidth(): number {
  return typeof window === 'undefined' ? assumed : snapshot();
}

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

const same = (width: number) => width;

/**
 * The window's width in CSS pixels, kept current on resize; through `select` when given, so that
 * the component re-renders only when the selected value changes (a layout step, say).
 */
export function useWindowWidth(select: (width: number) => number = same): number {
  return useSyncExternalStore(
    subscribe,
    () => select(snapshot()),
    () => select(assumed),
  );
}
