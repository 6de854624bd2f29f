/** The 30-day view statistics as other modules use them: the listing page records its views here. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  forgetListingVisitors,
  recordListingView as insertListingView,
  type ListingView,
} from './listing-stats.repository';

export type { ListingView };

/** Counts one view of a listing's page on a site (once per visitor and day, never its own agent). */
export function recordListingView(
  db: Kysely<Database>,
  listingId: string | number,
  site: string,
  view: ListingView,
): Promise<void> {
  return insertListingView(db, listingId, site, view);
}

/** Forgets the listing visitors of past days (kept only to count each once a day). */
export function sweepListingVisitors(db: Kysely<Database>, now: Date): Promise<number> {
  return forgetListingVisitors(db, now);
}
