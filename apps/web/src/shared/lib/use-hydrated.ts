import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and during the browser's first render of a server-drawn page, true from
 * then on: for parts that only the browser can draw (the map), which both sides then agree to
 * leave out of the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
