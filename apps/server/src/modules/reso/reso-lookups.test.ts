/**
 * The RESO Lookup resource and the Data Dictionary 2.0 types of our RESO Web API, checked as a
 * client would: RCP-040 §2.2 (RESOStandards/transport proposals/data-dictionary.md) asks that
 * every lookup field carry its LookupName in $metadata and that the Lookup resource hold every
 * value a payload can carry. The expected sets are written here (the Data Dictionary's values)
 * or read from the Property answers themselves, never from the code under test.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { seedDemoData } from '../../seed/seed';
import { issueToken } from './reso-tokens.service';

type Row = Record<string, unknown>;

/** StandardStatus and PropertyType as the Data Dictionary 2.0 lists them (closed lookups). */
const DD_STANDARD_STATUS = [
  'Active',
  'Active Under Contract',
  'Canceled',
  'Closed',
  'Coming Soon',
  'Delete',
  'Expired',
  'Hold',
  'Incomplete',
  'Pending',
  'Withdrawn',
];
const DD_PROPERTY_TYPE = [
  'Business Opportunity',
  'Commercial Lease',
  'Commercial Sale',
  'Farm',
  'Land',
  'Manufactured In Park',
  'Residential',
  'Residential Income',
  'Residential Lease',
];

describe('RESO Lookup resource and Data Dictionary 2.0 types', () => {
  let t: TestApp;
  let token = '';
  const get = (url: string) =>
    t.app.inject({
      url: url.replace(/^https?:\/\/[^/]+/, '').replace(/ /g, '%20'),
      headers: { authorization: `Bearer ${token}` },
    });
  /** Every row of a query, following each nextLink to the end. */
  const all = async (start: string): Promise<Row[]> => {
    const rows: Row[] = [];
    let url: string | undefined = start;
    while (url) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { value: Row[]; '@odata.nextLink'?: string };
      rows.push(...body.value);
      url = body['@odata.nextLink'];
    }
    return rows;
  };
  const lookupValues = async (name: string) =>
    (await all(`/reso/odata/Lookup?$filter=LookupName eq '${name}'&$top=25`)).map((row) =>
      String(row.LookupValue),
    );

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await seedDemoData(t.database.db, {
      listings: 150,
      offices: 3,
      agents: 8,
      seed: 5,
      quiet: true,
    });
    ({ token } = await issueToken(t.database.db, { name: 'Lookups', requestsPerMinute: 100_000 }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists each standard value of a closed lookup once, with its Data Dictionary 1.7 spelling', async () => {
    const statuses = await all(`/reso/odata/Lookup?$filter=LookupName eq 'StandardStatus'&$top=4`);
    expect(statuses.map((row) => row.LookupValue).sort()).toEqual([...DD_STANDARD_STATUS].sort());
    const underContract = statuses.find((row) => row.LookupValue === 'Active Under Contract');
    expect(underContract).toMatchObject({
      LookupName: 'StandardStatus',
      StandardLookupValue: 'Active Under Contract',
      LegacyODataValue: 'ActiveUnderContract',
    });
    expect(typeof underContract?.LookupKey).toBe('string');
    expect(Number.isNaN(Date.parse(String(underContract?.ModificationTimestamp)))).toBe(false);
    expect((await lookupValues('PropertyType')).sort()).toEqual([...DD_PROPERTY_TYPE].sort());
  });

  it('holds every value the Property answers carry, for single and multiple lookups', async () => {
    const listings = await all(
      '/reso/odata/Property?$select=ListingKey,City,PropertySubType,Levels,InteriorFeatures,StandardStatus&$top=40',
    );
    const seen = (pick: (row: Row) => unknown) =>
      new Set(listings.flatMap((row) => [pick(row)].flat().filter((v) => v !== null)));
    // City and InteriorFeatures have no values of ours beyond those in use: the sets are equal.
    expect(new Set(await lookupValues('City'))).toEqual(seen((row) => row.City));
    expect(new Set(await lookupValues('InteriorFeatures'))).toEqual(
      seen((row) => row.InteriorFeatures),
    );
    // Levels and PropertySubType: those in use, and the standard ones besides.
    const levels = new Set(await lookupValues('Levels'));
    expect(levels).toEqual(
      new Set([...seen((row) => row.Levels), 'One', 'Two', 'Three Or More', 'Multi/Split']),
    );
    for (const value of seen((row) => row.PropertySubType)) {
      expect(await lookupValues('PropertySubType')).toContain(value);
    }
    for (const value of seen((row) => row.StandardStatus)) {
      expect(DD_STANDARD_STATUS).toContain(value);
    }
  });

  it('counts, pages and filters the Lookup resource like the others', async () => {
    const everything = await all('/reso/odata/Lookup?$top=1000');
    const paged = await all('/reso/odata/Lookup?$top=37');
    expect(paged.map((row) => row.LookupKey).sort()).toEqual(
      everything.map((row) => row.LookupKey).sort(),
    );
    expect(new Set(paged.map((row) => row.LookupKey)).size).toBe(paged.length);
    const counted = (await get('/reso/odata/Lookup?$count=true&$top=0')).json() as {
      '@odata.count': number;
    };
    expect(counted['@odata.count']).toBe(everything.length);
    const bad = await get(`/reso/odata/Lookup?$filter=LookupNam eq 'City'`);
    expect(bad.statusCode).toBe(400);
  });

  it('annotates every lookup field with its LookupName and types fields as the Data Dictionary 2.0 does', async () => {
    const xml = (await get('/reso/odata/$metadata')).body;
    const property = (name: string) =>
      new RegExp(`<Property Name="${name}" [^>]*>`).exec(xml)?.[0] ?? '';
    const annotated = (name: string, lookup: string) =>
      new RegExp(
        `<Property Name="${name}" Type="(Collection\\()?Edm\\.String\\)?">\\s*<Annotation Term="RESO\\.OData\\.Metadata\\.LookupName" String="${lookup}"/>\\s*</Property>`,
      ).test(xml);
    for (const [name, lookup] of [
      ['StandardStatus', 'StandardStatus'],
      ['PropertyType', 'PropertyType'],
      ['City', 'City'],
      ['Levels', 'Levels'],
      ['InteriorFeatures', 'InteriorFeatures'],
      ['ListAOR', 'AOR'],
      ['MemberStatus', 'MemberStatus'],
      ['OfficeAOR', 'AOR'],
    ]) {
      expect(annotated(name!, lookup!), name).toBe(true);
    }
    expect(xml).toContain('<EntityType Name="Lookup">');
    expect(xml).toContain('<EntitySet Name="Lookup"');
    for (const money of [
      'ListPrice',
      'ClosePrice',
      'OriginalListPrice',
      'TaxAnnualAmount',
      'AssociationFee',
    ]) {
      expect(property(money), money).toContain('Type="Edm.Decimal" Precision="14" Scale="2"');
    }
    for (const coordinate of ['Latitude', 'Longitude']) {
      expect(property(coordinate)).toContain('Type="Edm.Decimal" Precision="12" Scale="8"');
    }
    for (const area of ['LivingArea', 'BuildingAreaTotal', 'LeasableArea', 'GarageSpaces']) {
      expect(property(area), area).toContain('Type="Edm.Decimal" Precision="14" Scale="2"');
    }
    expect(property('LotSizeAcres')).toContain('Type="Edm.Decimal" Precision="16" Scale="4"');
    expect(xml).not.toContain('IDXParticipationYN');
  });

  it('filters listings by ListAgentKey and ListOfficeKey: every listing of that agent or office', async () => {
    const { rows } = await sql<{ listing_key: string; member_key: string; office_key: string }>`
      select l.listing_key, m.member_key, o.office_key from listings l
      join members m on m.id = l.list_agent_id join offices o on o.id = l.list_office_id
      where l.internet_entire_listing_display_yn`.execute(t.database.db);
    const agent = rows[0]!.member_key;
    const office = rows[0]!.office_key;
    const byAgent = await all(
      `/reso/odata/Property?$select=ListingKey&$filter=ListAgentKey eq '${agent}'&$top=50`,
    );
    expect(byAgent.map((row) => row.ListingKey).sort()).toEqual(
      rows
        .filter((row) => row.member_key === agent)
        .map((row) => row.listing_key)
        .sort(),
    );
    const byOffice = await all(
      `/reso/odata/Property?$select=ListingKey&$filter=ListOfficeKey eq '${office}'&$top=50`,
    );
    expect(byOffice.map((row) => row.ListingKey).sort()).toEqual(
      rows
        .filter((row) => row.office_key === office)
        .map((row) => row.listing_key)
        .sort(),
    );
  });
});
