/**
 * Every nextLink our RESO Web API gives works to the last page, for any $orderby, on the
 * embedded database and on PostgreSQL: the keys of all pages together are the rows that should
 * be there (read from the tables here, apart from the translator), each once. The embedded
 * database reads its rows in slices; the slices are made small here so that pages cross them.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { followAll, sorted } from '../../../test/reso-oracle';
import { seedDemoData } from '../../seed/seed';
import { SLICES } from './reso-chunked-query';
import { issueToken } from './reso-tokens.service';

describe.each(testDatabaseKinds())('RESO Web API paging on %s', (kind) => {
  let t: TestApp;
  let token = '';
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { authorization: `Bearer ${token}`, ...headers } });
  const slices = { ...SLICES };
  const keys = async (query: string) =>
    (await sql.raw<{ k: string }>(query).execute(t.database.db)).rows.map((row) => row.k);

  beforeAll(async () => {
    SLICES.scan = 45;
    SLICES.read = 7;
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db, {
      listings: 250,
      offices: 3,
      agents: 42,
      seed: 5,
      quiet: true,
    });
    // Timestamps that differ by a microsecond, and ties: a token kept to the millisecond, or
    // a sort that is not total, loses or repeats rows.
    await sql`update members set modification_timestamp = timestamp '2024-05-01 10:00:00.123' + (id % 5) * interval '1 microsecond'`.execute(
      t.database.db,
    );
    await sql`update listing_media set modification_timestamp = timestamp '2024-05-01 10:00:00.5' + (id % 9) * interval '1 microsecond' where id % 3 = 0`.execute(
      t.database.db,
    );
    await sql`update listings set bedrooms_total = null where id % 11 = 0`.execute(t.database.db);
    ({ token } = await issueToken(t.database.db, { name: 'Paging', requestsPerMinute: 100_000 }));
  });
  afterAll(async () => {
    Object.assign(SLICES, slices);
    await t?.close();
  });

  it('Member by ModificationTimestamp, one a page, returns each member once; $top=n-1 returns n', async () => {
    const members = await keys('select member_key as k from members');
    expect(members).toHaveLength(42);
    const one = await followAll(
      get,
      '/reso/odata/Member?$select=MemberKey&$orderby=ModificationTimestamp%20asc&$top=1',
      'MemberKey',
    );
    expect(one.pages).toBe(42);
    expect(one.values).toEqual([...new Set(one.values)]);
    expect(sorted(one.values)).toEqual(sorted(members));
    const most = await followAll(
      get,
      '/reso/odata/Member?$select=MemberKey&$orderby=ModificationTimestamp%20asc&$top=41',
      'MemberKey',
    );
    expect(most.pages).toBe(2);
    expect(sorted(most.values)).toEqual(sorted(members));
  });

  const propertyOrders = [
    '',
    'ModificationTimestamp asc',
    'ModificationTimestamp desc',
    'ListPrice desc',
    'City asc,ListPrice asc',
    'BedroomsTotal desc,OnMarketDate asc',
  ];
  it.each(propertyOrders)('Property $orderby=%s: every page once, to the end', async (order) => {
    const expected = await keys(
      'select listing_key as k from listings where internet_entire_listing_display_yn',
    );
    const orderby = order ? `&$orderby=${encodeURIComponent(order)}` : '';
    const { values, pages } = await followAll(
      get,
      `/reso/odata/Property?$select=ListingKey&$top=13${orderby}`,
      'ListingKey',
    );
    expect(pages).toBe(Math.ceil(expected.length / 13));
    expect(values).toHaveLength(expected.length);
    expect(sorted(values)).toEqual(sorted(expected));
  });

  it.each(['', 'ModificationTimestamp desc', 'Order asc', 'ResourceRecordKey asc,Order desc'])(
    'Media $orderby=%s: every page once, to the end',
    async (order) => {
      const expected = await keys(
        `select coalesce(m.media_key, 'M' || m.id) as k from listing_media m
          join listings l on l.id = m.listing_id where l.internet_entire_listing_display_yn`,
      );
      const orderby = order ? `&$orderby=${encodeURIComponent(order)}` : '';
      const { values } = await followAll(
        get,
        `/reso/odata/Media?$select=MediaKey&$top=97${orderby}`,
        'MediaKey',
      );
      expect(values).toHaveLength(expected.length);
      expect(sorted(values)).toEqual(sorted(expected));
    },
  );

  it('OpenHouse pages to the end by its start time', async () => {
    const expected = await keys(
      `select coalesce(o.open_house_key, 'OH' || o.id) as k from open_houses o
        join listings l on l.id = o.listing_id where l.internet_entire_listing_display_yn`,
    );
    const { values } = await followAll(
      get,
      `/reso/odata/OpenHouse?$select=OpenHouseKey&$top=4&$orderby=OpenHouseStartTime%20desc`,
      'OpenHouseKey',
    );
    expect(sorted(values)).toEqual(sorted(expected));
  });

  it('a $filter and $count hold on every page; the pages add up to the count', async () => {
    const expected = await keys(
      `select listing_key as k from listings where internet_entire_listing_display_yn and list_price >= 400000`,
    );
    const first = await get(
      '/reso/odata/Property?$select=ListingKey&$top=9&$count=true&$orderby=ListPrice%20asc&$filter=ListPrice%20ge%20400000',
    );
    expect(first.json()).toMatchObject({ '@odata.count': expected.length });
    const { values } = await followAll(
      get,
      '/reso/odata/Property?$select=ListingKey&$top=9&$orderby=ListPrice%20asc&$filter=ListPrice%20ge%20400000',
      'ListingKey',
    );
    expect(sorted(values)).toEqual(sorted(expected));
  });

  it('$top=0 gives no rows and no nextLink; $top over 1,000 and odata.maxpagesize give pages', async () => {
    const none = (await get('/reso/odata/Property?$top=0&$count=true')).json() as Record<
      string,
      unknown
    >;
    expect(none.value).toEqual([]);
    expect(none['@odata.count']).toBeGreaterThan(0);
    expect(none).not.toHaveProperty('@odata.nextLink');

    const small = await get('/reso/odata/Property?$select=ListingKey', {
      prefer: 'odata.maxpagesize=7',
    });
    expect(small.headers['preference-applied']).toBe('odata.maxpagesize=7');
    const page = small.json() as { value: unknown[]; '@odata.nextLink'?: string };
    expect(page.value).toHaveLength(7);
    expect(page['@odata.nextLink']).toBeTruthy();

    // 250 listings: one page, as $top allows up to 1,000 a page.
    const big = (await get('/reso/odata/Property?$select=ListingKey&$top=5000')).json() as {
      value: unknown[];
    };
    expect(big.value.length).toBeGreaterThan(100);
    const mediaCount = (await keys('select id::text as k from listing_media')).length;
    expect(mediaCount).toBeGreaterThan(1000);
    const media = (await get('/reso/odata/Media?$select=MediaKey&$top=5000')).json() as {
      value: unknown[];
      '@odata.nextLink'?: string;
    };
    expect(media.value).toHaveLength(1000);
    expect(media['@odata.nextLink']).toContain('%24skiptoken=');

    const expanded = await get('/reso/odata/Property?$select=ListingKey&$expand=Media&$top=500');
    expect((expanded.json() as { value: unknown[] }).value).toHaveLength(100);
  });

  it('a $skiptoken with an impossible date, or made for another order, is a 400 naming it', async () => {
    const token = (
      values: (string | null)[],
      order = 'Property,ModificationTimestamp asc,ListingKey asc',
    ) => Buffer.from(JSON.stringify({ o: order, v: values })).toString('base64url');
    for (const [skiptoken, message] of [
      [
        token(['2024-02-30T00:00:00.000000Z', 'K']),
        /'2024-02-30T00:00:00.000000Z' is not a timestamp: 2024-02 has no day 30/,
      ],
      [
        token(['0000-01-01T00:00:00.000000Z', 'K']),
        /0000-01-01T00:00:00.000000Z' is not a timestamp in the years 0001 to 9999/,
      ],
      [
        token(['99999-01-01T00:00:00.000000Z', 'K']),
        /'99999-01-01T00:00:00.000000Z' is not a timestamp in the years/,
      ],
      [
        token(['2024-01-01T00:00:00.000000Z', 'K'], 'Property,ListPrice asc,ListingKey asc'),
        /another resource or \$orderby/,
      ],
      ['not-a-token', /not a token this server gave/],
    ] as const) {
      const response = await get(
        `/reso/odata/Property?$orderby=ModificationTimestamp%20asc&$skiptoken=${skiptoken}`,
      );
      expect(response.statusCode, skiptoken).toBe(400);
      expect(response.json()).toMatchObject({ error: { target: '$skiptoken' } });
      expect((response.json() as { error: { message: string } }).error.message).toMatch(message);
    }
  });
});
