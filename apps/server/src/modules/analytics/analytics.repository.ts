import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AnalyticsEvent } from './analytics-event';
import type { AnalyticsSink } from './analytics.service';

/** The default sink: one row per event in `page_events`. */
export class DatabaseAnalyticsSink implements AnalyticsSink {
  constructor(private readonly db: Kysely<Database>) {}

  async record(event: AnalyticsEvent): Promise<void> {
    await this.db
      .insertInto('page_events')
      .values({
        kind: event.kind,
        path: event.path,
        listing_id: event.listingId,
        site: event.site,
      })
      .execute();
  }
}
