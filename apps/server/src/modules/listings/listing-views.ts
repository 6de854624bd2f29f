import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordListingView } from '../search/listing-stats.service';

/** The site listing pages are viewed on, in the 30-day view statistics. */
export const LISTING_PAGE_SITE = 'web';

/**
 * Counts a served listing page as a view for the 30-day view statistics. It does not hold the
 * page up, and a failure to count never fails it.
 */
export function recordListingPageView(
  db: Kysely<Database>,
  listingRowId: string,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): void {
  recordListingView(db, listingRowId, LISTING_PAGE_SITE).catch((error: unknown) =>
    logger.warn({ err: error, listingRowId }, 'a listing view could not be recorded'),
  );
}
