/**
 * The demo agent's own listings, lived in: one listing of an office colleague that the agent
 * co-lists, and 30 days of page views on each of their listings on the market (with a few from
 * the aggregator site, which the '30 Day View Stats' chart leaves out).
 */
import { AGGREGATOR_SITE, VIEW_STATS_DAYS, calendarDateIn } from '@hearth/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { LISTING_PAGE_SITE } from '../modules/listings/listing-views';
import { searchTables } from '../modules/search/listing-stats.repository';
import { Random } from './random';
import { DAY_MS, SITE_TIME_ZONE } from './time';

const VIEWED_STATUSES = ['Active', 'Coming Soon', 'Pending', 'Active Under Contract'];

export async function seedAgentListings(
  db: Kysely<Database>,
  agent: { memberId: string; officeId: string | null },
  now: Date,
  seed: number,
): Promise<void> {
  const me = await db
    .selectFrom('members')
    .select('member_mls_id')
    .where('id', '=', agent.memberId)
    .executeTakeFirst();
  if (me?.member_mls_id && agent.officeId) {
    await sql`update listings set co_list_agent_mls_id = ${me.member_mls_id}
      where id = (select min(id) from listings where list_office_id = ${agent.officeId}
        and list_agent_id <> ${agent.memberId} and standard_status = 'Active')`.execute(db);
  }
  const listings = await db
    .selectFrom('listings')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('list_agent_id', '=', agent.memberId),
        eb('co_list_agent_mls_id', '=', me?.member_mls_id ?? ''),
      ]),
    )
    .where('standard_status', 'in', VIEWED_STATUSES as Database['listings']['standard_status'][])
    .execute();
  const perDay = new Map<
    string,
    { listing_id: string; site: string; day: string; views: number }
  >();
  for (const listing of listings) {
    const random = new Random(seed, 26, Number(listing.id));
    const popularity = random.float(0.5, 2);
    for (let day = 0; day < VIEW_STATS_DAYS; day += 1) {
      const start = now.getTime() - day * DAY_MS;
      const views = Math.round(random.int(0, 6) * popularity);
      for (let v = 0; v < views; v += 1) {
        const site = random.chance(0.1) ? AGGREGATOR_SITE : LISTING_PAGE_SITE;
        const date = calendarDateIn(new Date(start - random.int(0, DAY_MS - 1)), SITE_TIME_ZONE);
        const pad = (n: number) => String(n).padStart(2, '0');
        const viewed = `${date.year}-${pad(date.month)}-${pad(date.day)}`;
        const key = `${listing.id} ${site} ${viewed}`;
        const row = perDay.get(key) ?? {
          listing_id: String(listing.id),
          site,
          day: viewed,
          views: 0,
        };
        row.views += 1;
        perDay.set(key, row);
      }
    }
  }
  const rows = [...perDay.values()];
  for (let start = 0; start < rows.length; start += 2000) {
    await searchTables(db)
      .insertInto('listing_views')
      .values(rows.slice(start, start + 2000))
      .execute();
  }
}
