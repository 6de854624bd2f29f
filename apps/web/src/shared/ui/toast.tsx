import { lazy, Suspense, useEffect, useState } from 'react';
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
 * with the first toast (which waits in the queue meanwhile), not before: most visits show none,
 * and the code's locale handling reads the browser's locale data in one long task on a phone.
 * Toasts float over the page, so nothing moves when it arrives.
 */
export function ToastRegion() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => (wanted ? undefined : onToastDemand(() => setWanted(true))), [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToastRegion />
    </Suspense>
  );
}
