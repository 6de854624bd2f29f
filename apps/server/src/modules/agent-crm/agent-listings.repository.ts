/**
 * An agent's own listings: those they list (`list_agent_id`) or co-list (`co_list_agent_mls_id`,
 * migration 0023), their closings for the Sold Stats banner, and one listing's page views per
 * day and site over the stats window.
 */
import type { AgentListingsQuery } from '@hearth/contracts';
import { AGENT_LISTING_SHOW_STATUSES, type AgentListingSort } from '@hearth/domain';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The member an agent's listings belong to. */
export interface ListingAgent {
  memberId: string;
  mlsId: string | null;
}

export async function listingAgentOf(db: Db, memberId: string): Promise<ListingAgent | undefined> {
  const row = await db
    .selectFrom('members')
    .select(['id', 'member_mls_id'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row ? { memberId: String(row.id), mlsId: row.member_mls_id || null } : undefined;
}

function isOwn(agent: ListingAgent) {
  return (eb: ExpressionBuilder<Database, 'listings'>): Expression<SqlBool> =>
    eb.or([
      eb('list_agent_id', '=', agent.memberId),
      ...(agent.mlsId ? [eb('co_list_agent_mls_id', '=', agent.mlsId)] : []),
    ]);
}

/** The price a card shows: a sold listing's close price, else its list price (the sort follows it). */
const shownPrice = sql`case when standard_status = 'Closed' and close_price is not null then close_price else list_price end`;

const ORDER: Record<
  AgentListingSort,
  { column: typeof shownPrice | 'on_market_date'; dir: 'asc' | 'desc' }
> = {
  ListPriceDown: { column: shownPrice, dir: 'desc' },
  ListPriceUp: { column: shownPrice, dir: 'asc' },
  // Newest on the market first: the fewest days on market lead.
  onMarketDate: { column: 'on_market_date', dir: 'desc' },
};

/** One page of the agent's listings in the chosen order, and how many match the Show filter. */
export async function ownListings(db: Db, agent: ListingAgent, query: AgentListingsQuery) {
  const statuses =
    query.show === 'All'
      ? Object.values(AGENT_LISTING_SHOW_STATUSES).flat()
      : AGENT_LISTING_SHOW_STATUSES[query.show];
  const where = db
    .selectFrom('listings')
    .where(isOwn(agent))
    .where('standard_status', 'in', statuses as Database['listings']['standard_status'][]);
  const order = ORDER[query.sort];
  const [rows, count] = await Promise.all([
    where
      .select([
        'id',
        'listing_id',
        'standard_status',
        'property_type',
        'list_price',
        'close_price',
        sql<string | null>`close_date::text`.as('close_date'),
        sql<string>`on_market_date::text`.as('on_market_date'),
        'unparsed_address',
        'internet_address_display_yn',
        'city',
        'bedrooms_total',
        'bathrooms_total_integer',
        'living_area',
        'primary_photo_url',
        'list_agent_id',
      ])
      .orderBy(order.column, order.dir)
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    where.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type OwnListingRow = Awaited<ReturnType<typeof ownListings>>['rows'][number];

/** The agent's listings by status (Coming Soon and Active Under Contract as they are). */
export async function ownStatusCounts(db: Db, agent: ListingAgent) {
  const rows = await db
    .selectFrom('listings')
    .select(['standard_status', (eb) => eb.fn.countAll<string>().as('n')])
    .where(isOwn(agent))
    .groupBy('standard_status')
    .execute();
  return rows.map((row) => ({ status: row.standard_status, count: Number(row.n) }));
}

/** The agent's closings on or after a date ('YYYY-MM-DD'), for the Sold Stats banner. */
export async function ownClosingsSince(db: Db, agent: ListingAgent, since: string) {
  return db
    .selectFrom('listings')
    .select([
      'property_type',
      'close_price',
      'list_price',
      sql<string | null>`close_date::text`.as('close_date'),
    ])
    .where(isOwn(agent))
    .where('standard_status', '=', 'Closed')
    .where(sql<SqlBool>`close_date >= ${since}::date`)
    .execute();
}

/** The listing by row id when it is the agent's own; undefined otherwise. */
export function findOwnListing(db: Db, agent: ListingAgent, id: string) {
  return db
    .selectFrom('listings')
    .select(['id', 'listing_id'])
    .where('id', '=', id)
    .where(isOwn(agent))
    .executeTakeFirst();
}

/** A listing's page views per calendar day (in `timeZone`) and site, from the day of an instant on. */
export async function viewsPerDayAndSite(
  db: Db,
  listingId: string,
  since: Date,
  timeZone: string,
): Promise<{ day: string; site: string; views: number }[]> {
  const rows = await sql<{ day: string; site: string; views: string }>`
    select to_char(day, 'YYYY-MM-DD') as day, site, sum(views) as views
    from listing_views
    where listing_id = ${listingId}
      and day >= (${since}::timestamptz at time zone ${timeZone})::date
    group by 1, 2`.execute(db);
  return rows.rows.map((row) => ({ day: row.day, site: row.site, views: Number(row.views) }));
}
