/**
 * The round trip: one Hearth with the demo region serves /reso/odata; a second, started empty,
 * replicates from it over HTTP; then both search APIs answer every query of the search
 * benchmark's mix with the same listings, in the same order (up to ties in the sort) and the
 * same totals. Then listings change, arrive and go in the first, and an incremental run brings
 * the second level again.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMix, type MixQuery } from '../../../bench/search-mix';
import { feedSettings } from '../src/modules/ingest/feed-settings';
import { runReplication } from '../src/modules/ingest/replication-thread';
import { issueToken } from '../src/modules/reso/reso-tokens.service';
import { LISTING_FIELDS } from '../src/modules/search/listing-fields';
import { seedDemoData } from '../src/seed/seed';
import { buildTestApp, type TestApp } from './helper';

type Json = Record<string, unknown>;

/** The typed fields of a listing (what searches filter and sort on), as the search API presents them. */
const COMPARED_FIELDS = Object.keys(LISTING_FIELDS).filter(
  (name) => !['id', 'AgentMlsId', 'MiddleSchool', 'SchoolDistrict'].includes(name),
);

describe('round trip: a second Hearth replicates the first one’s RESO Web API', () => {
  let source: TestApp;
  let copy: TestApp;
  let replicate: (full: boolean) => Promise<{
    status: string;
    added: number;
    changed: number;
    unchanged?: number;
    deleted: number;
  }>;

  const search = async (t: TestApp, path: string): Promise<Json> => {
    const response = await t.app.inject({
      url: `/search/v1${path}`,
      headers: { authorization: `Bearer ${t.config.settings.searchApiKey}` },
    });
    expect(response.statusCode, `${path}: ${response.body.slice(0, 200)}`).toBe(200);
    return response.json() as Json;
  };

  /** Every listing a search finds, page by page: [sort value, ListingKey] in the API's order. */
  const allResults = async (t: TestApp, path: string, sortField: string) => {
    const found: [unknown, string][] = [];
    let total: number | undefined;
    for (let offset = 0; ; offset += 200) {
      const page = await search(t, `${path}&limit=200&offset=${offset}`);
      total = Number(page.total);
      const bundle = page.bundle as Json[];
      found.push(
        ...bundle.map((item): [unknown, string] => [item[sortField], String(item.ListingKey)]),
      );
      if (bundle.length < 200) break;
    }
    return { total: total ?? 0, keys: tiesSorted(found) };
  };

  /** The keys in order, with keys that share a sort value put in one order (ties may fall either way). */
  const tiesSorted = (items: [unknown, string][]): string[] => {
    const out: string[] = [];
    let run: string[] = [];
    let value: unknown = Symbol('start');
    for (const [sortValue, key] of items) {
      if (JSON.stringify(sortValue) !== JSON.stringify(value)) {
        out.push(...run.sort());
        run = [];
        value = sortValue;
      }
      run.push(key);
    }
    out.push(...run.sort());
    return out;
  };

  const listingIdOf = async (t: TestApp, key: string) =>
    String(
      (
        await t.database.db
          .selectFrom('listings')
          .select('id')
          .where('listing_key', '=', key)
          .executeTakeFirstOrThrow()
      ).id,
    );

  const compareMix = async () => {
    const [{ listing_key: oneKey }] = (
      await sql<{
        listing_key: string;
      }>`select listing_key from listings where internet_entire_listing_display_yn
        order by id limit 1 offset 40`.execute(source.database.db)
    ).rows as [{ listing_key: string }];
    const mix = searchMix([await listingIdOf(source, oneKey)]);
    const compared: string[] = [];
    for (const query of mix) {
      await compareQuery(query, oneKey);
      compared.push(query.name);
    }
    return compared;
  };

  const compareQuery = async (query: MixQuery, oneKey: string) => {
    const label = `${query.name}: ${query.path}`;
    if (query.kind === 'search') {
      const sort = /sortBy=(\w+)/.exec(query.path)?.[1] ?? 'ListPrice';
      const path = `${query.path}${query.path.includes('?') ? '' : '?'}&fields=ListingKey,${sort}`;
      const a = await allResults(source, path, sort);
      const b = await allResults(copy, path, sort);
      expect(a.total, label).toBeGreaterThan(0);
      expect(b.total, label).toBe(a.total);
      expect(b.keys, label).toEqual(a.keys);
    } else if (query.kind === 'cluster' || query.kind === 'suggest') {
      const a = await search(source, query.path);
      const b = await search(copy, query.path);
      expectSame(withoutIds(b), withoutIds(a), label);
    } else if (query.kind === 'agents') {
      const a = await search(source, `${query.path}&limit=200`);
      const b = await search(copy, `${query.path}&limit=200`);
      expect(b.total, label).toBe(a.total);
      const keys = (r: Json) => (r.bundle as Json[]).map((m) => m.MemberKey).sort();
      expect(keys(b), label).toEqual(keys(a));
    } else {
      const a = (await search(source, `/listings/${await listingIdOf(source, oneKey)}`))
        .bundle as Json;
      const b = (await search(copy, `/listings/${await listingIdOf(copy, oneKey)}`)).bundle as Json;
      const typed = (r: Json) =>
        Object.fromEntries(COMPARED_FIELDS.map((name) => [name, r[name] ?? null]));
      expect(typed(b), label).toEqual(typed(a));
      expect((b.Media as unknown[]).length).toBe((a.Media as unknown[]).length);
      expect(b.OpenHouse).toEqual(
        (a.OpenHouse as Json[]).map((o) => ({ ...o, OpenHouseKey: expect.any(String) as unknown })),
      );
    }
  };

  /** Ids differ between the two databases; everything else must not. */
  const withoutIds = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value), (key, v: unknown) =>
      key === 'id' || key === 'ids' ? undefined : v,
    );

  /** Equal, but for the last digits of the clusters' mean positions (their sums run in another order). */
  const expectSame = (actual: unknown, expected: unknown, path: string): void => {
    if (typeof expected === 'number' && typeof actual === 'number') {
      expect(Math.abs(actual - expected), path).toBeLessThan(
        1e-9 * Math.max(1, Math.abs(expected)),
      );
    } else if (Array.isArray(expected)) {
      expect(Array.isArray(actual) && actual.length, path).toBe(expected.length);
      expected.forEach((item, i) => expectSame((actual as unknown[])[i], item, `${path}[${i}]`));
    } else if (expected && typeof expected === 'object') {
      expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(expected).sort());
      for (const [key, item] of Object.entries(expected))
        expectSame((actual as Json)[key], item, `${path}.${key}`);
    } else {
      expect(actual, path).toEqual(expected);
    }
  };

  beforeAll(async () => {
    source = await buildTestApp('pglite');
    await seedDemoData(source.database.db, {
      listings: 700,
      offices: 6,
      agents: 40,
      seed: 27,
      quiet: true,
    });
    const { token } = await issueToken(source.database.db, {
      name: 'Second Hearth',
      requestsPerMinute: 100_000,
    });
    await source.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (source.app.server.address() as AddressInfo).port;
    copy = await buildTestApp('pglite', {
      settings: {
        mlsFeedUrl: `http://127.0.0.1:${port}/reso/odata`,
        mlsFeedToken: token,
        mlsFeedName: 'first',
        mlsFeedPageSize: 250,
        mlsFeedRequestsPerSecond: 1000,
        mlsFeedReconcileHours: 0,
      },
    });
    replicate = (full) =>
      runReplication(copy.database, feedSettings(copy.config.settings), { full });
  });
  afterAll(async () => {
    await copy?.close();
    await source?.close();
  });

  it('the copy answers the whole search mix as the source does, after a full replication', async () => {
    const summary = await replicate(true);
    expect(summary).toMatchObject({ status: 'succeeded', deleted: 0 });
    expect(summary.added).toBeGreaterThan(700);
    const compared = await compareMix();
    expect(compared.length).toBeGreaterThanOrEqual(17);
  });

  it('after listings change, arrive and go in the source, an incremental run brings the copy level', async () => {
    const db = source.database.db;
    await sql`update listings set list_price = list_price + 12345, modification_timestamp = now()
      where id in (select id from listings where internet_entire_listing_display_yn order by id limit 5 offset 100)`.execute(
      db,
    );
    await sql`delete from listings where id in (select id from listings order by id limit 3 offset 200)`.execute(
      db,
    );
    // A new listing: a copy of one, under a new key.
    await sql`insert into listings (listing_key, listing_id, standard_status, property_type, property_sub_type,
        list_price, on_market_date, modification_timestamp, latitude, longitude, geohash, unparsed_address,
        unparsed_street, postal_code, city, county_or_parish, state_or_province, bedrooms_total,
        list_agent_id, list_office_id, list_agent_mls_id, list_agent_full_name, list_office_mls_id,
        list_office_name, list_aor, photos_count, primary_photo_url)
      select 'new-key-1', 'NEW-1', 'Active', property_type, property_sub_type, 555000, current_date, now(),
        latitude, longitude, geohash, unparsed_address, unparsed_street, postal_code, city, county_or_parish,
        state_or_province, bedrooms_total, list_agent_id, list_office_id, list_agent_mls_id,
        list_agent_full_name, list_office_mls_id, list_office_name, list_aor, 0, null
      from listings where internet_entire_listing_display_yn and internet_address_display_yn order by id limit 1`.execute(
      db,
    );
    const summary = await replicate(false);
    expect(summary).toMatchObject({ status: 'succeeded', added: 1, deleted: 3 });
    // The five changed listings, and nothing else: records read again in the overlap window, and
    // the open houses of the changed listings (served with their listing's new timestamp, as
    // they have none of their own, but otherwise as they were), are counted unchanged.
    expect(summary.changed).toBe(5);
    expect(summary.unchanged).toBeGreaterThanOrEqual(3);
    await compareMix();
    const added = await search(copy, '/listings?ListingId=NEW-1');
    expect(added.total).toBe(1);
  });
});
