import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';
import { enqueueToast, onToastDemand, type ToastKind } from './toast-queue';

export type { ToastContentValue, ToastKind } from './toast-queue';

/** Toasts disappear after this long unless sticky (§9). */
export const TOAST_TIMEOUT_MS = 3000;

export interface ShowToastOptions {
  /** Stay until the visitor confirms, rather than disappear after 3000 ms. */
  sticky?: boolean;
  confirmLabel?: string;
  onConfirm?: () => void;
}

/** Shows a toast; returns a function that closes it. */
export function showToast(kind: ToastKind, message: string, options: ShowToastOptions = {}) {
  return enqueueToast(
    { kind, message, confirmLabel: options.confirmLabel, onConfirm: options.onConfirm },
    options.sticky ? {} : { timeout: TOAST_TIMEOUT_MS },
  );
}

const LoadedToastRegion = lazy(() => import('./toast-region'));

/**
 * Where toasts appear; render it once per page. The region and its accessible toast code load
 * when the browser is idle after the first paint, or at once when a toast is shown sooner.
 * Toasts float over the page, so nothing moves when it arrives.
 */
export function ToastRegion() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    const stopListening = onToastDemand(want);
    const cancelIdle = whenIdle(want);
    return () => {
      stopListening();
      cancelIdle();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToastRegion />
    </Suspense>
  );
}
