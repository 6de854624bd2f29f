/**
 * An agent's own listings through HTTP (members-area.md §2 "Agent area", "Listing stats modal";
 * §3 "Agent statistics"): only the agent's listings (list or co-list), the Show filter and the
 * three sorts, the Sold Stats banner's sales and leases, and one listing's 30 days of views per
 * site and day with the aggregator left out. Another agent's listing answers 404.
 */
import type { AgentListingsResponse, ListingViewStatsResponse } from '@hearth/contracts';
import { AGGREGATOR_SITE } from '@hearth/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { seedDemoData } from '../../seed/seed';
import { signedAccount, type SignedAccount } from '../../../test/members-area-fixture';

const ZONE = 'America/Los_Angeles';

describe.each(testDatabaseKinds())("an agent's own listings (%s)", (kind) => {
  let t: TestApp;
  let ann: SignedAccount;
  let ben: SignedAccount;
  let annMls: string;
  const get = (url: string, headers: object = ann.headers) =>
    t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
  const listings = async (query = '', headers: object = ann.headers) => {
    const res = await get(`/mls/v1/agent/listings${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AgentListingsResponse;
  };
  /** The listings of a member as the table has them, counted apart from the code under test. */
  const ownIds = async (memberId: string, mlsId: string, statuses: string[]) => {
    const rows = await sql<{ id: string }>`select id::text as id from listings
      where (list_agent_id = ${memberId} or co_list_agent_mls_id = ${mlsId})
        and standard_status = any(${statuses}::text[])`.execute(t.database.db);
    return rows.rows.map((row) => row.id).sort();
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const db = t.database.db;
    await seedDemoData(db, { listings: 300, offices: 2, agents: 8, seed: 7, quiet: true });
    // The two members with the most listings, Ann first.
    const busiest = await sql<{ id: string; mls: string }>`
      select m.id::text as id, m.member_mls_id as mls from members m
      join listings l on l.list_agent_id = m.id
      group by m.id order by count(*) desc, m.id limit 2`.execute(db);
    const [a, b] = busiest.rows;
    if (!a || !b) throw new Error('the seed has no listing agents');
    annMls = a.mls;
    ann = await signedAccount(db, a.id, ['agent'], 'ann');
    ben = await signedAccount(db, b.id, ['broker'], 'ben');
    // One of Ben's listings is co-listed by Ann.
    await sql`update listings set co_list_agent_mls_id = ${a.mls}
      where id = (select min(id) from listings where list_agent_id = ${b.id}
        and standard_status = 'Active')`.execute(db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every listing the agent lists or co-lists, and no other', async () => {
    const all = await listings('?limit=200');
    const expected = await ownIds(ann.memberId ?? '', annMls, [
      'Active',
      'Coming Soon',
      'Pending',
      'Active Under Contract',
      'Closed',
    ]);
    expect(all.records).toBe(expected.length);
    expect(all.results.map((l) => l.id).sort()).toEqual(expected);
    const coListed = all.results.filter((l) => l.role === 'co-list');
    expect(coListed).toHaveLength(1);
    const bens = await listings('?limit=200', ben.headers);
    expect(bens.results.map((l) => l.id)).toContain(coListed[0]?.id);
    expect(bens.results.find((l) => l.id === coListed[0]?.id)?.role).toBe('list');
  });

  it.each([
    ['Active', ['Active', 'Coming Soon']],
    ['Pending', ['Pending', 'Active Under Contract']],
    ['Closed', ['Closed']],
  ])('shows %s listings only, and counts each status', async (show, statuses) => {
    const page = await listings(`?show=${show}&limit=200`);
    const expected = await ownIds(ann.memberId ?? '', annMls, statuses);
    expect(page.results.map((l) => l.id).sort()).toEqual(expected);
    expect(page.counts[show as 'Active']).toBe(expected.length);
  });

  it('sorts by the price each card shows (a sale’s close price), down (the default) and up, and newest on the market', async () => {
    const prices = (page: AgentListingsResponse) =>
      page.results.map((l) =>
        l.StandardStatus === 'Closed' && l.ClosePrice !== null ? l.ClosePrice : (l.ListPrice ?? 0),
      );
    const down = prices(await listings('?limit=200'));
    expect(down).toEqual([...down].sort((x, y) => y - x));
    const up = prices(await listings('?sort=ListPriceUp&limit=200'));
    expect(up).toEqual([...up].sort((x, y) => x - y));
    const dates = (await listings('?sort=onMarketDate&limit=200')).results.map(
      (l) => l.OnMarketDate ?? '',
    );
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages through the listings', async () => {
    const all = await listings('?limit=200');
    const first = await listings('?limit=2');
    const second = await listings('?limit=2&offset=2');
    expect([...first.results, ...second.results].map((l) => l.id)).toEqual(
      all.results.slice(0, 4).map((l) => l.id),
    );
    expect(second.records).toBe(all.records);
  });

  it('adds up sales and leases closed this year and in the last 365 days', async () => {
    const db = t.database.db;
    const now = new Date();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(now);
    const year = today.slice(0, 4);
    // Ann's closings are rewritten: two sales this year, one 200 days ago, one 400 days ago,
    // and a lease this year.
    await sql`update listings set standard_status = 'Active', close_date = null, close_price = null
      where list_agent_id = ${ann.memberId} and standard_status = 'Closed'`.execute(db);
    const ids = (
      await sql<{ id: string }>`select id::text as id from listings
        where list_agent_id = ${ann.memberId} and property_type not in ('RLSE', 'COML')
        order by id limit 4`.execute(db)
    ).rows.map((row) => row.id);
    const close = (id: string | undefined, date: string, price: number, type?: string) =>
      sql`update listings set standard_status = 'Closed', close_date = ${date}::date,
        close_price = ${price}, property_type = coalesce(${type ?? null}, property_type)
        where id = ${id}`.execute(db);
    await close(ids[0], `${year}-01-01`, 500_000);
    await close(ids[1], today, 300_000);
    const daysAgo = (n: number) =>
      new Date(Date.parse(`${today}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    await close(ids[2], daysAgo(200), 200_000);
    await close(ids[3], daysAgo(400), 999_000);
    const lease = (
      await sql<{ id: string }>`select id::text as id from listings
        where list_agent_id = ${ann.memberId} and standard_status = 'Active'
        order by id desc limit 1`.execute(db)
    ).rows[0]?.id;
    await close(lease, today, 3_200, 'RLSE');

    const { statistics, counts } = await listings();
    const in200Days = daysAgo(200) >= `${year}-01-01`;
    expect(statistics.sold).toEqual({
      ytdCount: in200Days ? 3 : 2,
      ytdTotal: in200Days ? 1_000_000 : 800_000,
      yearCount: 3,
      yearTotal: 1_000_000,
    });
    expect(statistics.rented).toEqual({
      ytdCount: 1,
      ytdTotal: 3_200,
      yearCount: 1,
      yearTotal: 3_200,
    });
    expect(counts.Closed).toBe(5);
  });

  it('charts one listing’s views per site and day over 30 days, without the aggregator', async () => {
    const db = t.database.db;
    const { results } = await listings('?show=Active&limit=1');
    const listing = results[0];
    if (!listing) throw new Error('Ann has no active listing');
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const views: [string, Date][] = [
      ['web', hoursAgo(1)],
      ['web', hoursAgo(2)],
      ['web', hoursAgo(24 * 3)],
      ['partner', hoursAgo(24 * 3)],
      [AGGREGATOR_SITE, hoursAgo(3)],
      ['web', hoursAgo(24 * 40)], // outside the window
    ];
    for (const [site, at] of views) {
      await sql`insert into listing_views (listing_id, site, day, views)
        values (${listing.id}, ${site}, (${at}::timestamptz at time zone ${t.app.config.settings.timezone})::date, 1)
        on conflict (listing_id, day, site) do update set views = listing_views.views + 1`.execute(
        db,
      );
    }
    const res = await get(`/mls/v1/agent/listings/${listing.id}/stats`);
    expect(res.statusCode, res.body).toBe(200);
    const stats = (res.json() as ListingViewStatsResponse).results;
    expect(stats.listingId).toBe(listing.ListingId);
    expect(stats.sites).toEqual([
      { site: 'web', views: 3 },
      { site: 'partner', views: 1 },
    ]);
    expect(stats.days).toHaveLength(30);
    const total = stats.days.reduce(
      (sum, day) => sum + Object.values(day.views).reduce((a, b) => a + b, 0),
      0,
    );
    expect(total).toBe(4);
    expect(stats.days.at(-1)?.date).toBe(stats.to);
    expect(stats.days.some((day) => AGGREGATOR_SITE in day.views)).toBe(false);
  });

  it('answers 404 for another agent’s listing, 403 for a member or consumer, 401 signed out', async () => {
    const bens = await listings('?limit=200', ben.headers);
    const allOfAnn = (await listings('?limit=200')).results.map((l) => l.id);
    const other = bens.results.find((l) => !allOfAnn.includes(l.id));
    expect(other).toBeDefined();
    expect((await get(`/mls/v1/agent/listings/${other?.id}/stats`)).statusCode).toBe(404);
    expect((await get(`/mls/v1/agent/listings/${other?.id}/stats`, ben.headers)).statusCode).toBe(
      200,
    );
    expect((await get('/mls/v1/agent/listings/999999999/stats')).statusCode).toBe(404);
    const member = await signedAccount(t.database.db, ann.memberId, ['member'], 'annmember');
    expect((await get('/mls/v1/agent/listings', member.headers)).statusCode).toBe(403);
    expect((await get('/mls/v1/agent/listings', {})).statusCode).toBe(401);
  });

  it.each([
    ['?show=Sold', 'show'],
    ['?sort=price', 'sort'],
    ['?limit=0', 'limit'],
  ])('refuses %s, naming the field', async (query, field) => {
    const res = await get(`/mls/v1/agent/listings${query}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
  });
});
