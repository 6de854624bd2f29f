/**
 * Listing page views through HTTP (issue 43 item 5): a visitor counts once per listing and day,
 * robots and the listing's own (co-)list agent not at all, and the statistics keep one row per
 * listing, site and day. The counts are read from the table and from the agent's 30-day stats.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { seedDemoData } from '../../seed/seed';
import { startHousekeeping } from '../jobs/housekeeping';
import { signedAccount, type SignedAccount } from '../../../test/members-area-fixture';
import { listingViewsCounted } from './listing-views';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const DAY_MS = 86_400_000;
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15';

describe.each(testDatabaseKinds())('listing page views (%s)', (kind) => {
  let t: TestApp;
  let rowId: string;
  let listingKey: string;
  let agent: SignedAccount;
  let coAgent: SignedAccount;

  const view = (remoteAddress: string, userAgent?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/listing/${listingKey}`,
      remoteAddress,
      headers: { ...(userAgent === undefined ? {} : { 'user-agent': userAgent }), ...headers },
    });
  /** The rows of the listing's views, read from the table. */
  const rows = async () => {
    await listingViewsCounted();
    return (
      await sql<{ day: string; site: string; views: number }>`
        select to_char(day, 'YYYY-MM-DD') as day, site, views::integer as views
        from listing_views where listing_id = ${rowId} order by day, site`.execute(t.database.db)
    ).rows;
  };
  const total = async () => (await rows()).reduce((sum, row) => sum + row.views, 0);

  beforeAll(async () => {
    t = await buildTestApp(kind, { settings: { timezone: 'UTC' } });
    const db = t.database.db;
    await seedDemoData(db, { listings: 40, offices: 2, agents: 6, seed: 11, quiet: true });
    const listing = await sql<{ id: string; key: string; agent: string }>`
      select id::text as id, listing_id as key, list_agent_id::text as agent from listings
      where internet_entire_listing_display_yn and list_agent_id is not null
        and standard_status = 'Active'
      order by id limit 1`.execute(db);
    const row = listing.rows[0];
    if (!row) throw new Error('the seed has no active listing');
    [rowId, listingKey] = [row.id, row.key];
    const other = await sql<{ id: string; mls: string }>`
      select id::text as id, member_mls_id as mls from members
      where id <> ${row.agent} and member_mls_id <> '' order by id limit 1`.execute(db);
    const co = other.rows[0];
    if (!co) throw new Error('the seed has no second member');
    await sql`update listings set co_list_agent_mls_id = ${co.mls} where id = ${rowId}`.execute(db);
    agent = await signedAccount(db, row.agent, ['agent'], 'lister');
    coAgent = await signedAccount(db, co.id, ['agent'], 'colister');
    await sql`delete from listing_views where listing_id = ${rowId}`.execute(db);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts a visitor once a day, leaves out robots and the listing’s agents, one row a day', async () => {
    // Today at noon (UTC, the association's zone here), then tomorrow morning.
    const noon = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 12 * 3_600_000);
    const tomorrow = new Date(noon.getTime() + 21 * 3_600_000);
    const dayOf = (at: Date) => at.toISOString().slice(0, 10);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(noon);

    for (let i = 0; i < 20; i += 1) {
      expect((await view('203.0.113.7', BROWSER)).statusCode).toBe(200);
    }
    expect(await total()).toBe(1);

    await view('203.0.113.7', PHONE);
    await view('198.51.100.20', BROWSER);
    expect(await total()).toBe(3);

    for (const robot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
      'curl/8.5.0',
      'Wget/1.21.4',
      'python-requests/2.32.3',
      '', // no user agent: inject always sends the header, here empty
    ]) {
      expect((await view('192.0.2.50', robot)).statusCode).toBe(200);
    }
    expect(await total()).toBe(3);

    for (const signedIn of [agent, coAgent]) {
      const res = await view('192.0.2.60', BROWSER, signedIn.headers);
      expect(res.statusCode).toBe(200);
    }
    expect(await total()).toBe(3);

    vi.setSystemTime(tomorrow);
    for (let i = 0; i < 5; i += 1) await view('203.0.113.7', BROWSER);
    expect(await total()).toBe(4);

    expect(await rows()).toEqual([
      { day: dayOf(noon), site: 'web', views: 3 },
      { day: dayOf(tomorrow), site: 'web', views: 1 },
    ]);

    // The agent's 30-day statistics read the same counts.
    const stats = await t.app.inject({
      method: 'GET',
      url: `/mls/v1/agent/listings/${rowId}/stats`,
      headers: agent.headers,
    });
    expect(stats.statusCode, stats.body).toBe(200);
    const body = stats.json() as { results: { sites: { site: string; views: number }[] } };
    expect(body.results.sites).toEqual([{ site: 'web', views: 4 }]);
  });

  it('forgets the visitors of past days in the housekeeping sweep', async () => {
    const db = t.database.db;
    await sql`insert into listing_view_visitors (listing_id, day, visitor_hash)
      values (${rowId}, current_date - 3, 'old'), (${rowId}, current_date, 'today')`.execute(db);
    const job = startHousekeeping(db, { error: () => undefined });
    const result = await job.first;
    await job.stop();
    expect(result?.listingVisitors).toBeGreaterThanOrEqual(1);
    const left = await sql<{ visitor_hash: string }>`select visitor_hash from listing_view_visitors
      where listing_id = ${rowId} and visitor_hash in ('old', 'today')`.execute(db);
    expect(left.rows.map((r) => r.visitor_hash)).toEqual(['today']);
  });
});
