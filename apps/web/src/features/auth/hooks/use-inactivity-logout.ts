import { useEffect } from 'react';

const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Calls `onInactive` after `minutes` without mouse, key, scroll or touch activity
 * (members-area.md §4); any activity starts the count again.
 */
export function useInactivityLogout(enabled: boolean, minutes: number, onInactive: () => void) {
  useEffect(() => {
    if (!enabled) return;
    let timer = window.setTimeout(onInactive, minutes * 60_000);
    const reset = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(onInactive, minutes * 60_000);
    };
    for (const event of ACTIVITY_EVENTS) {
      window.addEventListener(event, reset, { passive: true, capture: true });
    }
    return () => {
      window.clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) {
        window.removeEventListener(event, reset, { capture: true });
      }
    };
  }, [enabled, minutes, onInactive]);
}
