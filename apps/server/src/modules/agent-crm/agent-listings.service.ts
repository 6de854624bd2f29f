/**
 * An agent's own listings (members-area.md §2 "Agent area", "Listing stats modal"; §3 "Agent
 * statistics"): the grid with its Show filter and sorts, the Sold Stats banner, and one
 * listing's views per site over the last 30 days. Each only for the signed-in agent's listings.
 */
import type {
  AgentListing,
  AgentListingsQuery,
  AgentListingsResponse,
  ListingViewStatsResponse,
} from '@hearth/contracts';
import {
  AGGREGATOR_SITE,
  VIEW_STATS_DAYS,
  agentStatistics,
  calendarDateIn,
  daysBetween,
  parseCalendarDate,
  statisticsWindows,
  zonedTimeToInstant,
  type CalendarDate,
} from '@hearth/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { AccountActor } from '../members/account-actor';
import {
  findOwnListing,
  listingAgentOf,
  ownClosingsSince,
  ownListings,
  ownStatusCounts,
  viewsPerDayAndSite,
  type ListingAgent,
  type OwnListingRow,
} from './agent-listings.repository';
import { canKeepContacts } from './contacts.policy';

type Db = Kysely<Database>;

const listingNotFound = () => notFound('listing_not_found', 'No such listing of yours.');

function isoDate(date: CalendarDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * 86_400_000);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The agent behind the actor; only agents and brokers have a listings area. */
async function listingAgent(db: Db, actor: AccountActor): Promise<ListingAgent | null> {
  if (!canKeepContacts(actor)) throw forbidden('Only agents have listings.');
  return actor.memberId === null ? null : ((await listingAgentOf(db, actor.memberId)) ?? null);
}

function presentListing(
  row: OwnListingRow,
  agent: ListingAgent,
  today: CalendarDate,
): AgentListing {
  const onMarket = parseCalendarDate(row.on_market_date);
  const closed = parseCalendarDate(row.close_date);
  return {
    id: String(row.id),
    ListingId: row.listing_id,
    StandardStatus: row.standard_status,
    PropertyType: row.property_type,
    ListPrice: row.list_price === null ? null : Number(row.list_price),
    ClosePrice: row.close_price === null ? null : Number(row.close_price),
    CloseDate: row.close_date,
    OnMarketDate: row.on_market_date,
    // The agent's own listing: its address is shown to them even when the public may not see it.
    UnparsedAddress: row.unparsed_address?.trim() || null,
    City: row.city,
    BedroomsTotal: row.bedrooms_total,
    BathroomsTotalInteger: row.bathrooms_total_integer,
    LivingArea: row.living_area === null ? null : Number(row.living_area),
    DaysOnMarket: onMarket ? Math.max(0, daysBetween(onMarket, closed ?? today)) : null,
    photoUrl: row.primary_photo_url,
    role: String(row.list_agent_id) === agent.memberId ? 'list' : 'co-list',
  };
}

const EMPTY_TOTALS = { ytdCount: 0, ytdTotal: 0, yearCount: 0, yearTotal: 0 };

/** `GET /agent/listings`: one page of the agent's listings, the counts and the Sold Stats. */
export async function agentListings(
  db: Db,
  actor: AccountActor,
  query: AgentListingsQuery,
  timeZone: string,
  now = new Date(),
): Promise<AgentListingsResponse> {
  const agent = await listingAgent(db, actor);
  const page = { limit: query.limit, offset: query.offset };
  if (!agent) {
    return {
      results: [],
      ...page,
      records: 0,
      counts: { Active: 0, Pending: 0, Closed: 0 },
      statistics: { sold: EMPTY_TOTALS, rented: EMPTY_TOTALS },
    };
  }
  const { today, yearStart, since } = statisticsWindows(now, timeZone);
  const earliest = daysBetween(yearStart, since) < 0 ? since : yearStart;
  const [{ rows, total }, counts, closings] = await Promise.all([
    ownListings(db, agent, query),
    ownStatusCounts(db, agent),
    ownClosingsSince(db, agent, isoDate(earliest)),
  ]);
  const count = (...statuses: string[]) =>
    counts.filter((c) => statuses.includes(c.status)).reduce((sum, c) => sum + c.count, 0);
  return {
    results: rows.map((row) => presentListing(row, agent, today)),
    ...page,
    records: total,
    counts: {
      Active: count('Active', 'Coming Soon'),
      Pending: count('Pending', 'Active Under Contract'),
      Closed: count('Closed'),
    },
    statistics: agentStatistics(
      closings.map((row) => ({
        PropertyType: row.property_type,
        CloseDate: row.close_date,
        ClosePrice: row.close_price === null ? null : Number(row.close_price),
        ListPrice: row.list_price === null ? null : Number(row.list_price),
      })),
      now,
      timeZone,
    ),
  };
}

/**
 * `GET /agent/listings/{id}/stats`: the listing's page views over the last 30 days (today in
 * the site's zone included), per site and per day, the aggregator site left out. Another
 * agent's listing answers 404.
 */
export async function listingViewStats(
  db: Db,
  actor: AccountActor,
  listingId: string,
  timeZone: string,
  now = new Date(),
): Promise<ListingViewStatsResponse> {
  const agent = await listingAgent(db, actor);
  const listing = agent ? await findOwnListing(db, agent, listingId) : undefined;
  if (!agent || !listing) throw listingNotFound();
  const today = calendarDateIn(now, timeZone);
  const first = addDays(today, 1 - VIEW_STATS_DAYS);
  const rows = await viewsPerDayAndSite(
    db,
    String(listing.id),
    zonedTimeToInstant(first, 0, 0, timeZone),
    timeZone,
  );
  const perSite = new Map<string, number>();
  const perDay = new Map<string, Record<string, number>>();
  for (const row of rows) {
    if (row.site === AGGREGATOR_SITE) continue;
    perSite.set(row.site, (perSite.get(row.site) ?? 0) + row.views);
    perDay.set(row.day, { ...perDay.get(row.day), [row.site]: row.views });
  }
  const days = Array.from({ length: VIEW_STATS_DAYS }, (_, i) => isoDate(addDays(first, i)));
  return {
    results: {
      listingId: listing.listing_id,
      from: days[0] ?? isoDate(first),
      to: isoDate(today),
      sites: [...perSite]
        .map(([site, views]) => ({ site, views }))
        .sort((a, b) => b.views - a.views || a.site.localeCompare(b.site)),
      days: days.map((date) => ({ date, views: perDay.get(date) ?? {} })),
    },
  };
}
