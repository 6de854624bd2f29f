/** The 30-day view statistics as other modules use them: the listing page records its views here. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordListingView as insertListingView } from './listing-stats.repository';

/** Counts one view of a listing's page on a site. */
export function recordListingView(
  db: Kysely<Database>,
  listingId: string | number,
  site: string,
): Promise<void> {
  return insertListingView(db, listingId, site);
}
