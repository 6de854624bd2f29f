import { startTransition, useEffect, useState } from 'react';

/** Set while the browser takes over a server-drawn page, until its first render is committed. */
let takingOver = false;

/** Says that the app is about to take over the page the server drew (before hydrateRoot). */
export function markTakingOver(): void {
  takingOver = true;
}

/**
 * False on the server and during the browser's first render of a server-drawn page, true from
 * then on: for parts that only the browser can draw (the map), which both sides then agree to
 * leave out of the first render. The change after taking over is a transition: React draws it
 * in short slices rather than in one task right after the page was taken over.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !takingOver);
  useEffect(() => {
    takingOver = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
