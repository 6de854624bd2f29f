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
import { seedDemoData } from '../../seed/seed';
import { issueToken, revokeToken } from './reso-tokens.service';

type Row = Record<string, unknown>;

describe('RESO Web API Core 2.0.0 scenarios on /reso/odata', () => {
  let t: TestApp;
  let token = '';
  let sample: Row;
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
        modification_timestamp from listings where internet_entire_listing_display_yn
        and bedrooms_total is not null order by id limit 1 offset 50`.execute(t.database.db)
    ).rows;
    sample = row!;
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
    const counted = await get('/reso/odata/Property?$top=3&$count=true&$filter=BedroomsTotal ge 3');
    const body = counted.json() as { '@odata.count': number; value: Row[] };
    expect(body['@odata.count']).toBeGreaterThanOrEqual(body.value.length);
    expect(body['@odata.count']).toBeGreaterThan(3);
  });

  const beds = () => Number(sample.bedrooms_total);
  const price = () => Number(sample.list_price);
  const day = () => String(sample.on_market_date);
  const time = () => new Date(sample.modification_timestamp as string).toISOString();
  const now = () => Date.now() + 1000;
  const scenarios: [string, () => string, (row: Row) => boolean][] = [
    [
      'filter-int-and',
      () => `BedroomsTotal gt ${beds() - 2} and BedroomsTotal lt ${beds() + 2}`,
      (r) => Number(r.BedroomsTotal) > beds() - 2 && Number(r.BedroomsTotal) < beds() + 2,
    ],
    [
      'filter-int-or',
      () => `BedroomsTotal gt ${beds()} or BedroomsTotal lt ${beds()}`,
      (r) => Number(r.BedroomsTotal) !== beds(),
    ],
    ['filter-int-not', () => `not (BedroomsTotal eq ${beds()})`, (r) => r.BedroomsTotal !== beds()],
    ['filter-int-eq', () => `BedroomsTotal eq ${beds()}`, (r) => r.BedroomsTotal === beds()],
    ['filter-int-ne', () => `BedroomsTotal ne ${beds()}`, (r) => r.BedroomsTotal !== beds()],
    [
      'filter-int-gt',
      () => `BedroomsTotal gt ${beds() - 1}`,
      (r) => Number(r.BedroomsTotal) > beds() - 1,
    ],
    ['filter-int-ge', () => `BedroomsTotal ge ${beds()}`, (r) => Number(r.BedroomsTotal) >= beds()],
    [
      'filter-int-lt',
      () => `BedroomsTotal lt ${beds() + 1}`,
      (r) => Number(r.BedroomsTotal) < beds() + 1,
    ],
    ['filter-int-le', () => `BedroomsTotal le ${beds()}`, (r) => Number(r.BedroomsTotal) <= beds()],
    ['filter-decimal-ne', () => `ListPrice ne ${price()}.00`, (r) => r.ListPrice !== price()],
    [
      'filter-decimal-gt',
      () => `ListPrice gt ${price() - 0.5}`,
      (r) => Number(r.ListPrice) > price() - 0.5,
    ],
    ['filter-decimal-ge', () => `ListPrice ge ${price()}`, (r) => Number(r.ListPrice) >= price()],
    [
      'filter-decimal-lt',
      () => `ListPrice lt ${price() + 0.5}`,
      (r) => Number(r.ListPrice) < price() + 0.5,
    ],
    ['filter-decimal-le', () => `ListPrice le ${price()}`, (r) => Number(r.ListPrice) <= price()],
    ['filter-date-eq', () => `OnMarketDate eq ${day()}`, (r) => r.OnMarketDate === day()],
    ['filter-date-ne', () => `OnMarketDate ne ${day()}`, (r) => r.OnMarketDate !== day()],
    ['filter-date-gt', () => `OnMarketDate gt ${day()}`, (r) => String(r.OnMarketDate) > day()],
    ['filter-date-ge', () => `OnMarketDate ge ${day()}`, (r) => String(r.OnMarketDate) >= day()],
    ['filter-date-lt', () => `OnMarketDate lt ${day()}`, (r) => String(r.OnMarketDate) < day()],
    ['filter-date-le', () => `OnMarketDate le ${day()}`, (r) => String(r.OnMarketDate) <= day()],
    [
      'filter-datetime-gt',
      () => `ModificationTimestamp gt ${time()}`,
      (r) => Date.parse(String(r.ModificationTimestamp)) > Date.parse(time()),
    ],
    [
      'filter-datetime-ge',
      () => `ModificationTimestamp ge ${time()}`,
      (r) => Date.parse(String(r.ModificationTimestamp)) >= Date.parse(time()),
    ],
    [
      'filter-datetime-lt-now',
      () => 'ModificationTimestamp lt now()',
      (r) => Date.parse(String(r.ModificationTimestamp)) < now(),
    ],
    [
      'filter-datetime-le-now',
      () => 'ModificationTimestamp le now()',
      (r) => Date.parse(String(r.ModificationTimestamp)) <= now(),
    ],
    ['filter-datetime-ne-now', () => 'ModificationTimestamp ne now()', () => true],
    [
      'filter-enum-single-has',
      () => "StandardStatus has 'Active'",
      (r) => r.StandardStatus === 'Active',
    ],
    [
      'filter-enum-single-eq',
      () => "PropertyType eq 'Residential'",
      (r) => r.PropertyType === 'Residential',
    ],
    [
      'filter-enum-single-ne',
      () => "StandardStatus ne 'Active'",
      (r) => r.StandardStatus !== 'Active',
    ],
    [
      'filter-enum-multi-has',
      () => "Cooling has 'Central Air'",
      (r) => (r.Cooling as string[]).includes('Central Air'),
    ],
    [
      'filter-enum-multi-has-and',
      () => "Levels has 'Two' and Cooling has 'Central Air'",
      (r) =>
        (r.Levels as string[]).includes('Two') && (r.Cooling as string[]).includes('Central Air'),
    ],
    [
      'filter-coll-enum-any',
      () => "Levels/any(a: a eq 'Two')",
      (r) => (r.Levels as string[]).includes('Two'),
    ],
    [
      'filter-coll-enum-all',
      () => "Levels/all(a: a eq 'One')",
      (r) => (r.Levels as string[]).every((v) => v === 'One'),
    ],
    [
      'in (strings)',
      () => "City in ('Sacramento', 'Elk Grove')",
      (r) => ['Sacramento', 'Elk Grove'].includes(String(r.City)),
    ],
    ['contains', () => "contains(City, 'amen')", (r) => String(r.City).includes('amen')],
    [
      'startswith and tolower',
      () => "startswith(tolower(City), 'sac')",
      (r) => String(r.City).toLowerCase().startsWith('sac'),
    ],
    [
      'boolean',
      () => 'FireplaceYN eq true and PoolPrivateYN ne true',
      (r) => r.FireplaceYN === true && r.PoolPrivateYN !== true,
    ],
    ['year()', () => `year(ModificationTimestamp) ge 2000`, () => true],
  ];

  it.each(scenarios)('%s', async (_name, filter, holds) => {
    const rows = await values(
      `/reso/odata/Property?$top=200&$filter=${encodeURIComponent(filter())}`,
    );
    for (const row of rows) expect(holds(row), JSON.stringify(row).slice(0, 300)).toBe(true);
  });

  it.each([
    ['orderby-timestamp-asc', 'asc', ''],
    ['orderby-timestamp-desc', 'desc', ''],
    ['orderby-timestamp-asc-filter-int-gt', 'asc', '&$filter=BedroomsTotal gt 2'],
    ['orderby-timestamp-desc-filter-int-gt', 'desc', '&$filter=BedroomsTotal gt 2'],
  ])('%s', async (_name, direction, filter) => {
    const rows = await values(
      `/reso/odata/Property?$top=100&$orderby=ModificationTimestamp ${direction}${filter}`,
    );
    const times = rows.map((row) => Date.parse(String(row.ModificationTimestamp)));
    const sorted = [...times].sort((a, b) => (direction === 'asc' ? a - b : b - a));
    expect(times).toEqual(sorted);
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
      ['/reso/odata/Property?$top=5000', '$top', /at most 1,000/],
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

  it('nextLink pages through everything once, by $skip or by $skiptoken on ModificationTimestamp', async () => {
    const [{ n }] = (
      await sql<{
        n: number;
      }>`select count(*)::int as n from listings where internet_entire_listing_display_yn`.execute(
        t.database.db,
      )
    ).rows as [{ n: number }];
    for (const start of [
      '/reso/odata/Property?$select=ListingKey&$top=70',
      '/reso/odata/Property?$select=ListingKey,ModificationTimestamp&$top=70&$orderby=ModificationTimestamp asc,ListingKey asc'.replace(
        / /g,
        '%20',
      ),
    ]) {
      const keys: string[] = [];
      let url: string | undefined = start;
      while (url) {
        const body = (await get(url.replace(/^https?:\/\/[^/]+/, ''))).json() as {
          value: Row[];
          '@odata.nextLink'?: string;
        };
        keys.push(...body.value.map((row) => String(row.ListingKey)));
        url = body['@odata.nextLink'];
      }
      expect(keys).toHaveLength(n);
      expect(new Set(keys).size).toBe(n);
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
