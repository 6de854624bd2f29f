import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

/** A horizontal move of at least this many pixels is a swipe. */
const SWIPE_PX = 40;

/**
 * Keyboard and swipe steps through photos, for the gallery and its full-screen viewer: the arrow
 * keys, Home and End, and a swipe left or right.
 */
export function usePhotoSteps(index: number, count: number, show: (next: number) => void) {
  const swipeStart = useRef<number | null>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_PX) show(dx < 0 ? index + 1 : index - 1);
  };
  const onPointerCancel = () => {
    swipeStart.current = null;
  };
  return { onKeyDown, onPointerDown, onPointerUp, onPointerCancel };
}
