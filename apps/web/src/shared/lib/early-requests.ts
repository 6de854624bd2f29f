/**
 * Requests the page started before the app's code arrived (the server's
 * plugins/saved-listings-page.ts), by address: the app takes each answer once, in place of asking
 * again, and only while it starts (forgetEarlyRequests), so that a later visit never reads an old
 * answer.
 */
declare global {
  interface Window {
    __HEARTH_EARLY__?: Record<string, Promise<Response> | undefined>;
  }
}

/** The answer the page already asked for at `url`, once; undefined when there is none. */
export function takeEarlyRequest(url: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__HEARTH_EARLY__;
  const response = early?.[url];
  if (early && response) delete early[url];
  return response;
}

/** Drops the answers not taken (the app has started: it asks for itself from now on). */
export function forgetEarlyRequests(): void {
  if (typeof window !== 'undefined') delete window.__HEARTH_EARLY__;
}
