/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`), so that work the
 * visitor does not wait for stays out of the way of the first paint; returns a cancel function.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 200);
  return () => clearTimeout(id);
}
