/**
 * Feeds that behave as each MLS vendor documents its server (the stand-in's switches), each
 * replicated with that vendor's profile: every record the feed holds is found, with its values,
 * in the search API, or the run says what is missing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { at, member, office, openHouse, photo, property } from '../../../test/feed-records';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { StandInFeed, type Rec, type StandInOptions } from '../../../test/stand-in-feed';
import type { FeedSettings } from './feed-settings';
import { feedReadiness, feedStatus } from './ingest-status.service';
import { runReplication } from './replication-thread';
import type { ReplicationSummary } from './replication.service';

describe('replication of feeds as their vendors serve them', () => {
  let t: TestApp;
  let feed: StandInFeed | undefined;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterEach(async () => {
    await feed?.stop();
    feed = undefined;
  });
  afterAll(async () => {
    await t.close();
  });

  const start = async (options: StandInOptions = {}) => {
    feed = await new StandInFeed(options).start();
    return feed;
  };

  /** Each test's own feed (origin), town and listing numbers, so the tests share nothing. */
  const settingsFor = (name: string, extra: Partial<FeedSettings>): FeedSettings => ({
    url: feed!.url,
    name,
    token: 'stand-in-token',
    tokenUrl: '',
    clientId: '',
    clientSecret: '',
    scope: '',
    resources: ['Property'],
    originatingSystemName: '',
    pageSize: 5,
    syncMinutes: 15,
    requestsPerSecond: 1000,
    media: 'expand',
    reconcileHours: 24,
    staleHours: 12,
    ...extra,
  });

  const replicate = (settings: FeedSettings): Promise<ReplicationSummary> =>
    runReplication(t.database, settings, {
      client: { sleep: async () => undefined, backoffMs: 1 },
    });

  /** Listings numbered `from`…`from + count - 1` in one town, a minute apart from `minute`. */
  const listings = (town: string, from: number, count: number, minute = 0): Rec[] =>
    Array.from({ length: count }, (_, i) =>
      property(from + i, minute + i, { City: town, ListPrice: 300_000 + (from + i) * 10 }),
    );

  /** Each listing of a town as the search API answers: its id and price. */
  const searched = async (town: string): Promise<Record<string, number>> => {
    const response = await t.app.inject({
      url: `/search/v1/listings?City=${town}&limit=200`,
      headers: { authorization: `Bearer ${t.config.settings.searchApiKey}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { bundle: { ListingId: string; ListPrice: number }[] };
    return Object.fromEntries(body.bundle.map((l) => [l.ListingId, l.ListPrice]));
  };

  /** Each listing the feed holds in a town, as a visitor should find it. */
  const held = (town: string): Record<string, number> =>
    Object.fromEntries(
      feed!.records
        .Property!.filter((r) => r.City === town)
        .map((r) => [r.ListingId as string, r.ListPrice as number]),
    );

  const reads = () => feed!.requests.map((r) => decodeURIComponent(r));

  it('Bridge v3: pages of maxpagesize from the replication endpoint, $top never sent, where $skip stops at 20', async () => {
    await start({ vendor: 'bridge', maxSkip: 20 });
    feed!.put('Office', office(1));
    feed!.put('Member', member(1));
    feed!.put('Property', ...listings('Bridgeton', 1001, 45));
    feed!.put('Media', photo(1001, 1), photo(1001, 2));
    const summary = await replicate(
      settingsFor('bridge', {
        vendor: 'bridge',
        resources: ['Office', 'Member', 'Property'],
        pageSize: 10,
      }),
    );
    expect(summary).toMatchObject({ status: 'succeeded', added: 1 + 1 + 45 });
    expect(summary.missing).toEqual({ Office: 0, Member: 0, Property: 0 });
    const found = await searched('Bridgeton');
    expect(Object.keys(found)).toHaveLength(45);
    expect(found).toEqual(held('Bridgeton'));
    // Every read went to a replication endpoint, and none asked for a $top (the whole answer).
    for (const read of reads())
      expect(read).toMatch(/^\/odata\/(Office|Member|Property)\/replication/);
    expect(reads().some((r) => r.includes('$top'))).toBe(false);
    expect(reads().some((r) => r.includes('$skip'))).toBe(false);
  });

  it('Trestle: replication=true nextLinks, and a query again from the last row read when one expires', async () => {
    await start({ vendor: 'trestle', maxQueryRows: 10 });
    feed!.put('Property', ...listings('Trestleton', 2001, 25));
    // The third read is a nextLink used too late: every id given so far has expired.
    feed!.on(3, { kind: 'run', action: () => feed!.expireLinks() });
    const summary = await replicate(settingsFor('trestle', { vendor: 'trestle' }));
    expect(summary).toMatchObject({ status: 'succeeded', added: 25 });
    expect(await searched('Trestleton')).toEqual(held('Trestleton'));
    expect(Object.keys(held('Trestleton'))).toHaveLength(25);
    const all = reads();
    expect(all[0]).toContain('replication=true');
    expect(all[2]).toMatch(/^\/odata\/Property\/replication\?id=/);
    // Asked again after the last row read, still as a replication.
    expect(all[3]).toContain(`ModificationTimestamp eq ${at(9)} and ListingKey gt 'LK02010'`);
    expect(all[3]).toContain('replication=true');
  });

  it('Spark: $skiptoken pages in its own order, then the next run re-reads 20 minutes and stores a record its cache held back with an older timestamp', async () => {
    await start({ vendor: 'spark' });
    feed!.put('Property', ...listings('Sparkton', 3001, 12, 50));
    // Modified at minute 55, but in the server's cache until after the first run.
    const late = property(3013, 55, { City: 'Sparkton', ListPrice: 313_130 });
    feed!.hold('Property', late);
    const settings = settingsFor('spark', { vendor: 'spark' });
    const first = await replicate(settings);
    expect(first).toMatchObject({ status: 'succeeded', added: 12 });
    expect(reads()[0]).not.toContain('$orderby');
    expect(reads()[0]).not.toContain('$filter');
    expect(reads().some((r) => r.includes('$skiptoken=LK03005'))).toBe(true);

    feed!.release();
    feed!.put('Property', property(3003, 70, { City: 'Sparkton', ListPrice: 999_000 }));
    feed!.requests.length = 0;
    const second = await replicate(settings);
    expect(second).toMatchObject({ status: 'succeeded', added: 1, changed: 1 });
    // From the newest timestamp read (minute 61) less Spark's 20 minutes.
    expect(reads()[0]).toContain(`ModificationTimestamp ge ${at(61 - 20)}`);
    const found = await searched('Sparkton');
    expect(Object.keys(found)).toHaveLength(13);
    expect(found).toEqual(held('Sparkton'));
    expect(found.L3013).toBe(313_130);
    expect(found.L3003).toBe(999_000);
  });

  it('generic: a record changed mid-run under $skip nextLinks is not lost, as following the nextLinks would lose one', async () => {
    await start({ paging: 'skipLink' });
    const change = () =>
      feed!.put('Property', property(4002, 20, { City: 'Skipton', ListPrice: 777_000 }));
    feed!.put('Property', ...listings('Skipton', 4001, 9, 1));
    // What a client following the server's $skip nextLinks gets when 4002 changes after page 1.
    const followed: string[] = [];
    let url: string | undefined =
      `${feed!.url}/Property?$orderby=ModificationTimestamp asc,ListingKey asc&$top=3`;
    for (let page = 1; url; page++) {
      const answer = (await (
        await fetch(url, { headers: { authorization: 'Bearer stand-in-token' } })
      ).json()) as { value: Rec[]; '@odata.nextLink'?: string };
      followed.push(...answer.value.map((r) => r.ListingKey as string));
      if (page === 1) change();
      url = answer['@odata.nextLink'];
    }
    expect(new Set(followed).size).toBe(8);
    expect(followed).not.toContain('LK04004');

    feed!.put('Property', ...listings('Skipton', 4001, 9, 1));
    feed!.requests.length = 0;
    feed!.on(feed!.count + 2, { kind: 'run', action: change });
    const summary = await replicate(settingsFor('skipton', { pageSize: 3 }));
    expect(summary.status).toBe('succeeded');
    const found = await searched('Skipton');
    expect(Object.keys(found)).toHaveLength(9);
    expect(found).toEqual(held('Skipton'));
    expect(found.L4002).toBe(777_000);
    expect(reads().some((r) => r.includes('$skip'))).toBe(false);
  });

  it('learns a page-size cap from a 400 that names it, on every resource, and pages within it', async () => {
    await start({ topCap: { limit: 2 } });
    feed!.put('Office', office(11), office(12), office(13));
    feed!.put('Member', member(11, 11), member(12, 12), member(13, 13));
    feed!.put('Property', ...listings('Capton', 5001, 5));
    const summary = await replicate(
      settingsFor('capton', { resources: ['Office', 'Member', 'Property'], pageSize: 3 }),
    );
    expect(summary).toMatchObject({ status: 'succeeded', added: 3 + 3 + 5 });
    expect(await searched('Capton')).toEqual(held('Capton'));
    // Each query refused at $top=3 is asked again at once within the cap the 400 named.
    const all = reads();
    const refused = all.flatMap((r, i) => (r.includes('$top=3') ? [i] : []));
    expect(refused.length).toBeGreaterThanOrEqual(3);
    for (const i of refused) expect(all[i + 1]).toBe(all[i]!.replace('$top=3', '$top=2'));
  });

  it('learns MLS Grid’s $top cap with $expand from its 400 and keeps the photos expanded, instead of concluding $expand is refused', async () => {
    await start({ topCap: { limit: 2, expandOnly: true } });
    feed!.put('Property', ...listings('Expandton', 6001, 5));
    feed!.put('Media', photo(6001, 1), photo(6001, 2), photo(6004, 1));
    const summary = await replicate(settingsFor('expandton', { pageSize: 3, media: 'auto' }));
    expect(summary).toMatchObject({ status: 'succeeded', added: 5 });
    expect(await searched('Expandton')).toEqual(held('Expandton'));
    const pages = reads().filter((r) => r.startsWith('/odata/Property?') && !r.includes('$select'));
    expect(pages.every((r) => r.includes('$expand=Media'))).toBe(true);
    expect(pages.some((r) => r.includes('$top=2'))).toBe(true);
    // Photos came with their listings: no read of the Media resource.
    expect(reads().some((r) => r.startsWith('/odata/Media'))).toBe(false);
    const photos = await t.database.db
      .selectFrom('listings')
      .select(['listing_key', 'photos_count'])
      .where('origin', '=', 'expandton')
      .where('photos_count', '>', 0)
      .orderBy('listing_key')
      .execute();
    expect(photos).toEqual([
      { listing_key: 'LK06001', photos_count: 2 },
      { listing_key: 'LK06004', photos_count: 1 },
    ]);
  });

  it('no silent loss: fetches by key a record its pages lost, and reports one it could not store in the summary and /readyz', async () => {
    // MLS Grid's profile follows nextLinks; this server's move by $skip, in key order, and one
    // record leaves while the run is under way: every later record shifts back a place.
    await start({ paging: 'skipLink' });
    feed!.put('Property', ...listings('Keyton', 7001, 9, 1));
    feed!.on(2, { kind: 'run', action: () => feed!.remove('Property', 'LK07001') });
    const settings = settingsFor('keyton', { vendor: 'mlsgrid', pageSize: 3 });
    const summary = await replicate(settings);
    expect(summary).toMatchObject({ status: 'succeeded', missing: { Property: 0 } });
    // Fetched at its entity address, as MLS Grid allows no filter on keys.
    expect(reads()).toContain(`/odata/Property('LK07004')?$expand=Media`);
    expect(await searched('Keyton')).toEqual(held('Keyton'));
    expect(Object.keys(held('Keyton'))).toHaveLength(8);

    // A listing the feed holds but Hearth cannot store (no price): the run is incomplete.
    feed!.put('Property', property(7010, 30, { City: 'Keyton', ListPrice: null }));
    const again = await runReplication(t.database, settings, {
      reconcile: true,
      client: { sleep: async () => undefined, backoffMs: 1 },
    });
    expect(again).toMatchObject({ status: 'incomplete', missing: { Property: 1 } });
    expect(again.skipped).toEqual({ 'Property: no ListPrice': 1 });

    t.app.readiness.feed = () => feedReadiness(t.database.db, settings);
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      feed: { incomplete: true, resources: [{ resource: 'Property', missing: 1 }] },
    });
    const status = await feedStatus(t.database.db, settings);
    expect(status.lastRun).toMatchObject({ status: 'incomplete', missing: { Property: 1 } });
    expect(status.resources[0]).toMatchObject({ missing: 1, feedCount: 9 });
  });

  it('no silent loss for open houses and photos: fetches by key one no page brought, and reports one it could not store', async () => {
    // The open house of listing 7101 and the second photo of listing 7102 come in no page.
    await start({ hiddenFromPages: new Set(['OH7101-3', 'MK7102-2']) });
    feed!.put('Property', ...listings('Opento', 7101, 3, 1));
    feed!.put('OpenHouse', openHouse(7101, 3, 5), openHouse(7102, 4, 5));
    feed!.put('Media', photo(7101, 1, 5), photo(7102, 1, 5), photo(7102, 2, 5), photo(7103, 1, 5));
    // A photo of a listing the feed does not hold: not expected, so never missing.
    feed!.put('Media', photo(7199, 1, 5));
    const settings = settingsFor('opento', {
      resources: ['Property', 'OpenHouse'],
      media: 'resource',
    });
    const summary = await replicate(settings);
    expect(summary).toMatchObject({
      status: 'succeeded',
      missing: { Property: 0, OpenHouse: 0, Media: 0 },
    });
    expect(reads().some((r) => r.includes(`OpenHouseKey eq 'OH7101-3'`))).toBe(true);
    expect(reads().some((r) => r.includes(`MediaKey eq 'MK7102-2'`))).toBe(true);
    const stored = await t.database.db
      .selectFrom('listings as l')
      .leftJoin('open_houses as o', 'o.listing_id', 'l.id')
      .select(['l.listing_key', 'l.photos_count', 'o.open_house_key'])
      .where('l.origin', '=', 'opento')
      .orderBy('l.listing_key')
      .execute();
    expect(stored).toEqual([
      { listing_key: 'LK07101', photos_count: 1, open_house_key: 'OH7101-3' },
      { listing_key: 'LK07102', photos_count: 2, open_house_key: 'OH7102-4' },
      { listing_key: 'LK07103', photos_count: 1, open_house_key: null },
    ]);

    // An open house the feed holds for a stored listing that Hearth cannot store (no times).
    const timeless = { ...openHouse(7103, 5, 6), OpenHouseStartTime: null, OpenHouseEndTime: null };
    feed!.put('OpenHouse', timeless);
    const again = await runReplication(t.database, settings, {
      reconcile: true,
      client: { sleep: async () => undefined, backoffMs: 1 },
    });
    expect(again).toMatchObject({
      status: 'incomplete',
      missing: { Property: 0, OpenHouse: 1, Media: 0 },
    });
    t.app.readiness.feed = () => feedReadiness(t.database.db, settings);
    const ready = await t.app.inject('/readyz');
    expect(ready.json()).toMatchObject({
      feed: {
        incomplete: true,
        resources: [
          { resource: 'Property', missing: 0 },
          { resource: 'OpenHouse', missing: 1 },
          { resource: 'Media', missing: 0 },
        ],
      },
    });
    const status = await feedStatus(t.database.db, settings);
    expect(status.resources.map((r) => [r.resource, r.feedCount, r.missing])).toEqual([
      ['Property', 3, 0],
      ['OpenHouse', 3, 1],
      ['Media', 4, 0],
    ]);
  });
});
