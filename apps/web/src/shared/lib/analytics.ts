/**
 * Page views and listing events (public-site.md §2, §7), sent to `POST /api/events`. Sending
 * never gets in a visitor's way: failures are ignored and the request outlives the page.
 */

import { whenIdle } from './when-idle';

export type ListingEventKind = 'viewed_more_photos' | 'virtual_tour_clicked' | 'listing_saved';

function send(body: Record<string, string>): void {
  if (typeof fetch !== 'function') return;
  void fetch('/api/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

export function recordPageView(path: string): void {
  send({ kind: 'page_view', path });
}

export function recordListingEvent(kind: ListingEventKind, listingId: string, path: string): void {
  send({ kind, path, listingId });
}

interface LocationLike {
  readonly pathname: string;
  readonly search: string;
}

/** The part of a data router that page-view tracking needs. */
interface RouterLike {
  readonly state: { readonly location: LocationLike };
  subscribe(listener: (state: { readonly location: LocationLike }) => void): () => void;
}

/**
 * Records the first page (once the browser is idle, so that the report does not compete with
 * what the page needs to paint) and then one page view per route change.
 */
export function trackPageViews(router: RouterLike): () => void {
  // The path alone is sent: the query can be long and can carry what a visitor typed.
  let last = router.state.location.pathname + router.state.location.search;
  const firstPath = router.state.location.pathname;
  whenIdle(() => recordPageView(firstPath));
  return router.subscribe(({ location }) => {
    const current = location.pathname + location.search;
    if (current === last) return;
    last = current;
    recordPageView(location.pathname);
  });
}
