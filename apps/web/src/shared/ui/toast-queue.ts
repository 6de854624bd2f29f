// The toast queue every screen writes to. It holds toasts until the toast region (loaded after
// the first paint, see toast.tsx) takes them over, so `showToast` works from the first moment.

/** The notification toast of public-site.md §8: an error, a question or a success. */
export type ToastKind = 'error' | 'question' | 'success';

export interface ToastContentValue {
  kind: ToastKind;
  message: string;
  /** Sticky toasts stay until confirmed: this is their button's label. */
  confirmLabel?: string;
  onConfirm?: () => void;
}

export interface ToastAddOptions {
  /** Milliseconds until the toast closes by itself; without it the toast stays. */
  timeout?: number;
}

/** Where queued toasts go once the region has loaded: its visible queue. */
export interface ToastSink {
  add(content: ToastContentValue, options: ToastAddOptions): string;
  close(key: string): void;
}

interface Handle {
  content: ToastContentValue;
  options: ToastAddOptions;
  key: string | null;
  closed: boolean;
}

let sink: ToastSink | null = null;
let waiting: Handle[] = [];
const demandListeners = new Set<() => void>();

/** Adds a toast; returns a function that closes it, whether or not it is on screen yet. */
export function enqueueToast(content: ToastContentValue, options: ToastAddOptions): () => void {
  const handle: Handle = { content, options, key: null, closed: false };
  if (sink) {
    handle.key = sink.add(content, options);
  } else {
    waiting.push(handle);
    for (const listener of demandListeners) listener();
  }
  return () => {
    if (handle.closed) return;
    handle.closed = true;
    if (handle.key !== null) sink?.close(handle.key);
    else waiting = waiting.filter((other) => other !== handle);
  };
}

/** Hands the queue over to the loaded region: waiting toasts show now, in order. */
export function attachToastSink(target: ToastSink): void {
  sink = target;
  const ready = waiting;
  waiting = [];
  for (const handle of ready) handle.key = target.add(handle.content, handle.options);
}

/**
 * Calls `listener` as soon as a toast waits for the region (at once if one already does).
 * Returns a function that stops listening.
 */
export function onToastDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  if (waiting.length > 0) listener();
  return () => demandListeners.delete(listener);
}
