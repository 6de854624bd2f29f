/**
 * Our RESO Web API against the scenarios of RESO's Web API Core 2.0.0 certification
 * (web-api-server.core.feature: metadata, service document, fetch by key, $select, $top,
 * $skip, $count, each comparison on integers, decimals, dates and timestamps, $orderby,
 * single- and multi-valued lookups, any/all, 400 and 404), plus what the issue adds: in,
 * contains, startswith, booleans, every resource, $expand=Media, nextLink paging, tokens with
 * their own rate limits, and the IDX display rules.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { followAll, rawListings, sorted, type RawListing } from '../../../test/reso-oracle';
import { seedDemoData } from '../../seed/seed';
import { issueToken, revokeToken } from './reso-tokens.service';

type Row = Record<string, unknown>;

describe('RESO Web API Core 2.0.0 scenarios on /reso/odata', () => {
  let t: TestApp;
  let token = '';
  let sample: Row;
  let listings: RawListing[] = [];
  const get = (url: string, bearer = token) =>
    t.app.inject({ url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  const values = async (url: string): Promise<Row[]> => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['odata-version']).toBe('4.0');
    const rows = (response.json() as { value: Row[] }).value;
    expect(rows.length).toBeGreaterThan(0);
    return rows;
  };

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await seedDemoData(t.database.db, {
      listings: 400,
      offices: 4,
      agents: 12,
      seed: 11,
      quiet: true,
    });
    ({ token } = await issueToken(t.database.db, {
      name: 'Core tests',
      requestsPerMinute: 100_000,
    }));
    const [row] = (
      await sql<Row>`select listing_key, bedrooms_total, list_price, on_market_date::text as on_market_date,
        to_char(modification_timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as modified
        from listings where internet_entire_listing_display_yn
        and bedrooms_total is not null and on_market_date is not null order by id limit 1 offset 50`.execute(
        t.database.db,
      )
    ).rows;
    sample = row!;
    // Microseconds of their own, so that a filter or a token kept to the millisecond fails.
    await sql`update listings set modification_timestamp = modification_timestamp + (id % 997) * interval '1 microsecond'`.execute(
      t.database.db,
    );
    sample.modified = (
      await sql<{
        m: string;
      }>`select to_char(modification_timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as m
        from listings where listing_key = ${sample.listing_key}`.execute(t.database.db)
    ).rows[0]!.m;
    listings = await rawListings(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('metadata-validation: $metadata is EDMX with every resource, its key, and OData-Version 4.0', async () => {
    const response = await get('/reso/odata/$metadata');
    expect(response.statusCode).toBe(200);
    expect(response.headers['odata-version']).toBe('4.0');
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0"/);
    for (const [resource, key] of [
      ['Property', 'ListingKey'],
      ['Member', 'MemberKey'],
      ['Office', 'OfficeKey'],
      ['OpenHouse', 'OpenHouseKey'],
      ['Media', 'MediaKey'],
    ]) {
      expect(xml).toContain(
        `<EntityType Name="${resource}">\n        <Key><PropertyRef Name="${key}"/></Key>`,
      );
      expect(xml).toContain(`<EntitySet Name="${resource}"`);
    }
    expect(xml).toContain(
      '<Property Name="Levels" Type="Collection(Edm.String)">\n          <Annotation Term="RESO.OData.Metadata.LookupName" String="Levels"/>',
    );
    expect(xml).not.toMatch(/Compensation|Showing|OwnerName|OwnerPhone|PrivateRemarks|LockBox/);
    // Every element opened is closed: the document is well formed.
    const opened = (xml.match(/<[A-Za-z][^>]*[^/]>/g) ?? []).filter(
      (tag) => !tag.startsWith('<?'),
    ).length;
    const closed = (xml.match(/<\/[A-Za-z:]+>/g) ?? []).length;
    expect(opened).toBe(closed);
  });

  it('service-document: lists the entity sets', async () => {
    const response = await get('/reso/odata');
    expect(response.statusCode).toBe(200);
    expect(response.headers['odata-version']).toBe('4.0');
    expect((response.json() as { value: { name: string }[] }).value.map((v) => v.name)).toEqual([
      'Property',
      'Member',
      'Office',
      'OpenHouse',
      'Media',
      'Lookup',
    ]);
  });

  it('fetch-by-key: one listing by ListingKey, 404 for a key that is not there', async () => {
    const response = await get(`/reso/odata/Property('${String(sample.listing_key)}')`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ListingKey: sample.listing_key });
    expect((await get(`/reso/odata/Property('nope')`)).statusCode).toBe(404);
  });

  it('select, top, skip, count', async () => {
    const selected = await values('/reso/odata/Property?$select=ListingKey,ListPrice,City&$top=5');
    expect(selected).toHaveLength(5);
    for (const row of selected) {
      expect(Object.keys(row)).toEqual(['ListingKey', 'ListPrice', 'City']);
      expect(typeof row.ListPrice).toBe('number');
    }
    const next = await values(
      '/reso/odata/Property?$select=ListingKey,ListPrice,City&$top=5&$skip=5',
    );
    expect(next.map((r) => r.ListingKey)).not.toEqual(
      expect.arrayContaining(selected.map((r) => r.ListingKey)),
    );
    const counted = await get(
      '/reso/odata/Property?$top=3&$count=true&$filter=BedroomsTotal%20ge%203',
    );
    const body = counted.json() as { '@odata.count': number; value: Row[] };
    expect(body.value).toHaveLength(3);
    expect(body['@odata.count']).toBe(
      listings.filter((r) => r.beds !== null && r.beds >= 3).length,
    );
    expect(body['@odata.count']).toBeGreaterThan(3);
  });

  // Each scenario's filter, and which stored listings it should return, decided here from the
  // rows as stored (test/reso-oracle.ts), never by the code under test. The whole set returned
  // (every page) must equal the set that should match: a missing row fails as an extra one does.
  const beds = () => Number(sample.bedrooms_total);
  const price = () => Number(sample.list_price);
  const day = () => String(sample.on_market_date);
  const time = () => sample.modified as string;
  const year = () => Number(time().slice(0, 4));
  const at = (r: RawListing) => r.modified;
  // The oracle runs just before the request, whose now() is later still: no row falls between.
  const now = () => new Date().toISOString().replace('Z', '000Z');
  const has = (list: string[], value: string) => list.includes(value);
  const scenarios: [string, () => string, (r: RawListing) => boolean][] = [
    [
      'filter-int-and',
      () => `BedroomsTotal gt ${beds() - 2} and BedroomsTotal lt ${beds() + 2}`,
      (r) => r.beds !== null && r.beds > beds() - 2 && r.beds < beds() + 2,
    ],
    [
      'filter-int-or',
      () => `BedroomsTotal gt ${beds()} or BedroomsTotal lt ${beds()}`,
      (r) => r.beds !== null && r.beds !== beds(),
    ],
    ['filter-int-not', () => `not (BedroomsTotal eq ${beds()})`, (r) => r.beds !== beds()],
    ['filter-int-eq', () => `BedroomsTotal eq ${beds()}`, (r) => r.beds === beds()],
    // ne keeps the listings without the value, as "not equal" reads (docs/reso-api.md).
    ['filter-int-ne', () => `BedroomsTotal ne ${beds()}`, (r) => r.beds !== beds()],
    [
      'filter-int-gt',
      () => `BedroomsTotal gt ${beds()}`,
      (r) => r.beds !== null && r.beds > beds(),
    ],
    [
      'filter-int-ge',
      () => `BedroomsTotal ge ${beds()}`,
      (r) => r.beds !== null && r.beds >= beds(),
    ],
    [
      'filter-int-lt',
      () => `BedroomsTotal lt ${beds()}`,
      (r) => r.beds !== null && r.beds < beds(),
    ],
    [
      'filter-int-le',
      () => `BedroomsTotal le ${beds()}`,
      (r) => r.beds !== null && r.beds <= beds(),
    ],
    ['filter-decimal-ne', () => `ListPrice ne ${price()}.00`, (r) => r.price !== price()],
    [
      'filter-decimal-gt',
      () => `ListPrice gt ${price()}`,
      (r) => r.price !== null && r.price > price(),
    ],
    [
      'filter-decimal-ge',
      () => `ListPrice ge ${price()}`,
      (r) => r.price !== null && r.price >= price(),
    ],
    [
      'filter-decimal-lt',
      () => `ListPrice lt ${price()}`,
      (r) => r.price !== null && r.price < price(),
    ],
    [
      'filter-decimal-le',
      () => `ListPrice le ${price()}`,
      (r) => r.price !== null && r.price <= price(),
    ],
    ['filter-date-eq', () => `OnMarketDate eq ${day()}`, (r) => r.onMarket === day()],
    ['filter-date-ne', () => `OnMarketDate ne ${day()}`, (r) => r.onMarket !== day()],
    [
      'filter-date-gt',
      () => `OnMarketDate gt ${day()}`,
      (r) => r.onMarket !== null && r.onMarket > day(),
    ],
    [
      'filter-date-ge',
      () => `OnMarketDate ge ${day()}`,
      (r) => r.onMarket !== null && r.onMarket >= day(),
    ],
    [
      'filter-date-lt',
      () => `OnMarketDate lt ${day()}`,
      (r) => r.onMarket !== null && r.onMarket < day(),
    ],
    [
      'filter-date-le',
      () => `OnMarketDate le ${day()}`,
      (r) => r.onMarket !== null && r.onMarket <= day(),
    ],
    // To the microsecond, as the rows carry them.
    ['filter-datetime-gt', () => `ModificationTimestamp gt ${time()}`, (r) => at(r) > time()],
    ['filter-datetime-ge', () => `ModificationTimestamp ge ${time()}`, (r) => at(r) >= time()],
    ['filter-datetime-lt', () => `ModificationTimestamp lt ${time()}`, (r) => at(r) < time()],
    ['filter-datetime-le', () => `ModificationTimestamp le ${time()}`, (r) => at(r) <= time()],
    ['filter-datetime-ne', () => `ModificationTimestamp ne ${time()}`, (r) => at(r) !== time()],
    ['filter-datetime-lt-now', () => 'ModificationTimestamp lt now()', (r) => at(r) < now()],
    ['filter-datetime-le-now', () => 'ModificationTimestamp le now()', (r) => at(r) <= now()],
    ['filter-datetime-ne-now', () => 'ModificationTimestamp ne now()', (r) => at(r) !== now()],
    ['filter-enum-single-has', () => "StandardStatus has 'Active'", (r) => r.status === 'Active'],
    ['filter-enum-single-eq', () => "PropertyType eq 'Residential'", (r) => r.typeCode === 'RESI'],
    ['filter-enum-single-ne', () => "StandardStatus ne 'Active'", (r) => r.status !== 'Active'],
    [
      'filter-enum-multi-has',
      () => "Cooling has 'Central Air'",
      (r) => has(r.cooling, 'Central Air'),
    ],
    [
      'filter-enum-multi-has-and',
      () => "Levels has 'Two' and Cooling has 'Central Air'",
      (r) => has(r.levels, 'Two') && has(r.cooling, 'Central Air'),
    ],
    [
      'filter-coll-enum-any',
      () => "Levels/any(a: a eq 'Two' or a eq 'One')",
      (r) => has(r.levels, 'Two') || has(r.levels, 'One'),
    ],
    [
      'filter-coll-enum-all',
      () => "Levels/all(a: a eq 'One')",
      (r) => r.levels.every((v) => v === 'One'),
    ],
    [
      'in (strings)',
      () => "City in ('Sacramento', 'Elk Grove')",
      (r) => r.city === 'Sacramento' || r.city === 'Elk Grove',
    ],
    ['contains', () => "contains(City, 'amen')", (r) => (r.city ?? '').includes('amen')],
    [
      'startswith and tolower',
      () => "startswith(tolower(City), 'sac')",
      (r) => (r.city ?? '').toLowerCase().startsWith('sac'),
    ],
    [
      'boolean',
      () => 'FireplaceYN eq true and PoolPrivateYN ne true',
      (r) => r.fireplace === true && r.pool !== true,
    ],
    [
      'year()',
      () => `year(ModificationTimestamp) eq ${year()}`,
      (r) => Number(at(r).slice(0, 4)) === year(),
    ],
  ];

  it.each(scenarios)('%s', async (_name, filter, matches) => {
    const expected = listings.filter(matches).map((r) => r.key);
    const { values } = await followAll(
      get,
      `/reso/odata/Property?$select=ListingKey&$top=150&$filter=${encodeURIComponent(filter())}`,
      'ListingKey',
    );
    expect(values).toHaveLength(new Set(values).size);
    expect(sorted(values)).toEqual(sorted(expected));
    // A scenario that matches nothing, or everything, would tell little.
    expect(expected.length).toBeGreaterThan(0);
  });

  it('the scenarios can tell the operators apart: each matches a set of its own', () => {
    const sets = scenarios.map(([, , matches]) =>
      listings
        .filter(matches)
        .map((r) => r.key)
        .sort()
        .join(','),
    );
    const byName = new Map(scenarios.map(([name], i) => [name, sets[i]]));
    for (const [a, b] of [
      ['filter-int-gt', 'filter-int-ge'],
      ['filter-int-lt', 'filter-int-le'],
      ['filter-decimal-lt', 'filter-decimal-le'],
      ['filter-date-lt', 'filter-date-le'],
      ['filter-datetime-lt', 'filter-datetime-le'],
    ] as const) {
      expect(byName.get(a), `${a} and ${b}`).not.toEqual(byName.get(b));
    }
  });

  it.each([
    ['orderby-timestamp-asc', 'asc', '', (_r: RawListing) => true],
    ['orderby-timestamp-desc', 'desc', '', (_r: RawListing) => true],
    [
      'orderby-timestamp-asc-filter-int-gt',
      'asc',
      '&$filter=BedroomsTotal gt 2',
      (r: RawListing) => r.beds !== null && r.beds > 2,
    ],
    [
      'orderby-timestamp-desc-filter-int-gt',
      'desc',
      '&$filter=BedroomsTotal gt 2',
      (r: RawListing) => r.beds !== null && r.beds > 2,
    ],
  ])('%s', async (_name, direction, filter, matches) => {
    const rows = await values(
      `/reso/odata/Property?$select=ListingKey&$top=1000&$orderby=ModificationTimestamp ${direction}${filter}`.replace(
        / /g,
        '%20',
      ),
    );
    const byKey = new Map(listings.map((r) => [r.key, r]));
    const times = rows.map((row) => byKey.get(String(row.ListingKey))!.modified);
    const inOrder = [...times].sort();
    expect(times).toEqual(direction === 'asc' ? inOrder : inOrder.reverse());
    expect(sorted(rows.map((row) => String(row.ListingKey)))).toEqual(
      sorted(listings.filter(matches).map((r) => r.key)),
    );
  });

  it('response-code-400: a bad query names the bad part; response-code-404: an unknown resource', async () => {
    for (const [url, target, message] of [
      ['/reso/odata/Property?$filter=Nope eq 1', '$filter', /Nope is not a field of Property/],
      [
        '/reso/odata/Property?$filter=ListPrice eq',
        '$filter',
        /expected a field or a value, found the end \(at character 13\)/,
      ],
      [
        "/reso/odata/Property?$filter=BedroomsTotal eq 'three'",
        '$filter',
        /expected a number value/,
      ],
      ["/reso/odata/Property?$filter=PublicRemarks eq 'x'", '$filter', /cannot be filtered/],
      ['/reso/odata/Property?$top=-1', '$top', /not a whole number/],
      ['/reso/odata/Property?$orderby=Levels', '$orderby', /cannot be sorted/],
      ['/reso/odata/Property?$select=ListingKey,Nope', '$select', /Nope is not a field/],
      ['/reso/odata/Property?$apply=groupby', '$apply', /not supported/],
      ['/reso/odata/Member?$expand=Media', '$expand', /only Media, on Property/],
    ] as const) {
      const response = await get(url.replace(/ /g, '%20'));
      expect(response.statusCode, url).toBe(400);
      const body = response.json() as { error: { code: string; message: string; target: string } };
      expect(body.error.target).toBe(target);
      expect(body.error.message).toMatch(message);
    }
    const missing = await get('/reso/odata/Listings');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'NotFound' } });
  });

  it('Member, Office, OpenHouse and Media answer filters on their own fields', async () => {
    const members = await values(
      "/reso/odata/Member?$filter=startswith(MemberLastName, 'A') or MemberStatus eq 'Active'&$top=5".replace(
        / /g,
        '%20',
      ),
    );
    expect(members[0]).toHaveProperty('MemberKey');
    expect(members[0]).not.toHaveProperty('member_email');
    const offices = await values(
      '/reso/odata/Office?$select=OfficeKey,OfficeName&$orderby=OfficeName',
    );
    expect(offices.map((o) => o.OfficeName)).toEqual(
      [...offices.map((o) => o.OfficeName)].sort((a, b) =>
        String(a).localeCompare(String(b), 'en'),
      ),
    );
    const openHouses = await values(
      `/reso/odata/OpenHouse?$filter=${encodeURIComponent("OpenHouseType eq 'Public' and OpenHouseStartTime gt 2000-01-01T00:00:00Z")}`,
    );
    expect(openHouses.every((o) => o.OpenHouseType === 'Public')).toBe(true);
    const media = await values(
      `/reso/odata/Media?$filter=${encodeURIComponent('Order eq 1')}&$top=3`,
    );
    expect(media.every((m) => m.Order === 1 && String(m.MediaURL).startsWith('http://'))).toBe(
      true,
    );
  });

  it('$expand=Media brings each listing its photos in order', async () => {
    const single = (
      await get(`/reso/odata/Property('${String(sample.listing_key)}')?$expand=Media`)
    ).json() as Row;
    const photos = single.Media as Row[];
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.map((p) => p.Order)).toEqual(photos.map((_, i) => i + 1));
    expect(photos.every((p) => p.ResourceRecordKey === sample.listing_key)).toBe(true);
  });

  it('nextLink pages through everything once, in key order or by ModificationTimestamp', async () => {
    for (const start of [
      '/reso/odata/Property?$select=ListingKey&$top=70',
      '/reso/odata/Property?$select=ListingKey&$top=70&$skip=3',
      '/reso/odata/Property?$select=ListingKey,ModificationTimestamp&$top=70&$orderby=ModificationTimestamp asc,ListingKey asc'.replace(
        / /g,
        '%20',
      ),
    ]) {
      const { values: keys } = await followAll(get, start, 'ListingKey');
      const skipped = start.includes('$skip=3') ? 3 : 0;
      expect(keys).toHaveLength(listings.length - skipped);
      expect(new Set(keys).size).toBe(keys.length);
      if (!skipped) expect(sorted(keys)).toEqual(sorted(listings.map((r) => r.key)));
    }
  });

  it('applies the IDX rules: no hidden listing, no hidden address, no member-only field', async () => {
    const hidden = await sql<{
      listing_key: string;
    }>`select listing_key from listings where not internet_entire_listing_display_yn limit 1`.execute(
      t.database.db,
    );
    if (hidden.rows[0])
      expect((await get(`/reso/odata/Property('${hidden.rows[0].listing_key}')`)).statusCode).toBe(
        404,
      );
    await sql`update listings set internet_address_display_yn = false where listing_key = ${sample.listing_key}`.execute(
      t.database.db,
    );
    const row = (await get(`/reso/odata/Property('${String(sample.listing_key)}')`)).json() as Row;
    expect(row).toMatchObject({
      UnparsedAddress: null,
      Latitude: null,
      Longitude: null,
      StreetName: null,
      InternetAddressDisplayYN: false,
    });
    expect(row.City).toBeTruthy();
    expect(
      Object.keys(row).some((name) =>
        /Compensation|^Showing|^Owner(Name|Phone)|PrivateRemarks|LockBox/.test(name),
      ),
    ).toBe(false);
    // A hidden address cannot be found by filtering on it either.
    const probe = await get(
      `/reso/odata/Property?$filter=${encodeURIComponent(`ListingKey eq '${String(sample.listing_key)}' and UnparsedAddress ne null`)}`,
    );
    expect((probe.json() as { value: Row[] }).value).toEqual([]);
    await sql`update listings set internet_address_display_yn = true where listing_key = ${sample.listing_key}`.execute(
      t.database.db,
    );
  });

  it('needs a token, refuses a revoked one, and holds each client to its own rate limit', async () => {
    expect((await get('/reso/odata/Property', '')).statusCode).toBe(401);
    expect((await get('/reso/odata/Property', 'hrso_not-a-token')).statusCode).toBe(401);
    const slow = await issueToken(t.database.db, { name: 'Slow IDX', requestsPerMinute: 2 });
    expect((await get('/reso/odata/Office?$top=1', slow.token)).statusCode).toBe(200);
    expect((await get('/reso/odata/Office?$top=1', slow.token)).statusCode).toBe(200);
    const limited = await get('/reso/odata/Office?$top=1', slow.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'TooManyRequests' } });
    // Another client's limit is its own.
    expect((await get('/reso/odata/Office?$top=1')).statusCode).toBe(200);
    const gone = await issueToken(t.database.db, { name: 'Gone', requestsPerMinute: 10 });
    await revokeToken(t.database.db, gone.client.id);
    expect((await get('/reso/odata/Office?$top=1', gone.token)).statusCode).toBe(401);
  });
});
