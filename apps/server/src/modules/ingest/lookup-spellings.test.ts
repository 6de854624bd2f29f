/**
 * Lookup values as feeds really send them (issue: Data Dictionary 1.7 feeds): the enumeration
 * members of DD 1.7 ("ActiveUnderContract", "ResidentialLease"), a feed's own local values
 * explained by its Lookup resource (RCP-040 §2.2), unknown values, and Data Dictionary decimals
 * (2.5 garage spaces). Each feed is replicated by a stand-in and every listing is then looked for,
 * with its values, in the search API and the RESO API. Expected values are written here.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { property } from '../../../test/feed-records';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { StandInFeed } from '../../../test/stand-in-feed';
import { issueToken } from '../reso/reso-tokens.service';
import type { FeedSettings } from './feed-settings';
import { runReplication } from './replication-thread';

type Row = Record<string, unknown>;

describe('lookup spellings, unknown values and decimals from a feed', () => {
  let t: TestApp;
  let feed: StandInFeed;
  let resoToken = '';

  const replicate = () => {
    const settings: FeedSettings = {
      url: feed.url,
      name: 'standin',
      token: 'stand-in-token',
      tokenUrl: '',
      clientId: '',
      clientSecret: '',
      scope: '',
      resources: ['Property'],
      originatingSystemName: '',
      pageSize: 4,
      syncMinutes: 15,
      requestsPerSecond: 1000,
      media: 'auto',
      reconcileHours: 24,
      staleHours: 12,
    };
    return runReplication(t.database, settings, {
      client: { sleep: async () => undefined, backoffMs: 1 },
    });
  };
  /** The search API's listings of the feed, by ListingId. */
  const searched = async (): Promise<Map<string, Row>> => {
    const response = await t.app.inject({
      url: '/search/v1/listings?City=Sacramento&limit=50',
      headers: { authorization: `Bearer ${t.config.settings.searchApiKey}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { bundle: Row[] };
    return new Map(body.bundle.map((row) => [String(row.ListingId), row]));
  };
  const reso = async (query: string): Promise<Row[]> => {
    const response = await t.app.inject({
      url: `/reso/odata/Property?${query.replace(/ /g, '%20')}`,
      headers: { authorization: `Bearer ${resoToken}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { value: Row[] }).value;
  };

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    ({ token: resoToken } = await issueToken(t.database.db, {
      name: 'Lookups',
      requestsPerMinute: 100_000,
    }));
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await sql`truncate listings, ingest_state, ingest_runs cascade`.execute(t.database.db);
    feed = await new StandInFeed({ paging: 'nextLink' }).start();
  });
  afterEach(async () => {
    await feed.stop();
  });

  it('reads Data Dictionary 1.7 enumeration members as the standard values, and keeps decimals', async () => {
    const sent: [string, string, string, string][] = [
      // StandardStatus sent, PropertyType sent, and the standard values expected
      ['ActiveUnderContract', 'Residential', 'Active Under Contract', 'RESI'],
      ['ComingSoon', 'ResidentialLease', 'Coming Soon', 'RLSE'],
      ['Active', 'ResidentialIncome', 'Active', 'RINC'],
      ['Pending', 'CommercialSale', 'Pending', 'COMS'],
      ['Closed', 'CommercialLease', 'Closed', 'COML'],
      ['active under contract', 'ManufacturedInPark', 'Active Under Contract', 'RESI'],
    ];
    sent.forEach(([status, type], index) =>
      feed.put(
        'Property',
        property(index + 1, index, {
          StandardStatus: status,
          PropertyType: type,
          ...(status === 'Closed' ? { ClosePrice: 399_999.5, CloseDate: '2026-01-03' } : {}),
          Levels: ['ThreeOrMore'],
          GarageSpaces: 2.5,
          LivingArea: 1234.75,
          LotSizeAcres: 0.1234,
        }),
      ),
    );
    // A withdrawn listing in its 1.7 spelling is a deletion, not a listing.
    feed.put('Property', property(9, 9, { StandardStatus: 'Withdrawn' }));

    const summary = await replicate();
    expect(summary).toMatchObject({ status: 'succeeded', added: 6, skipped: {} });
    expect(summary.unknownValues).toEqual({});

    const listings = await searched();
    expect([...listings.keys()].sort()).toEqual(['L1', 'L2', 'L3', 'L4', 'L5', 'L6']);
    sent.forEach(([, , status, type], index) => {
      expect(listings.get(`L${index + 1}`)).toMatchObject({
        StandardStatus: status,
        PropertyType: type,
        Levels: ['Three Or More'],
        GarageSpaces: 2.5,
        LivingArea: 1234.75,
        LotSizeAcres: 0.1234,
      });
    });
    expect(listings.get('L5')).toMatchObject({ ClosePrice: 399_999.5 });

    const served = await reso(
      '$select=ListingKey,StandardStatus,PropertyType,GarageSpaces,LivingArea&$filter=GarageSpaces eq 2.5 and LivingArea gt 1234.5&$orderby=ListingKey&$top=50',
    );
    expect(served).toHaveLength(6);
    expect(served[1]).toEqual({
      ListingKey: 'LK00002',
      StandardStatus: 'Coming Soon',
      PropertyType: 'Residential Lease',
      GarageSpaces: 2.5,
      LivingArea: 1234.75,
    });
  });

  it("reads a feed's local values through its own Lookup resource", async () => {
    feed.put(
      'Lookup',
      {
        LookupKey: 'S1',
        LookupName: 'StandardStatus',
        LookupValue: 'Under Contract - Show',
        StandardLookupValue: 'Active Under Contract',
        LegacyODataValue: 'UCS',
        ModificationTimestamp: '2026-01-01T00:00:00.000Z',
      },
      {
        LookupKey: 'P1',
        LookupName: 'PropertyType',
        LookupValue: 'Rental',
        StandardLookupValue: 'Residential Lease',
        ModificationTimestamp: '2026-01-01T00:00:00.000Z',
      },
      {
        LookupKey: 'L1',
        LookupName: 'Levels',
        LookupValue: 'Split Foyer',
        StandardLookupValue: null,
        ModificationTimestamp: '2026-01-01T00:00:00.000Z',
      },
    );
    feed.put(
      'Property',
      property(1, 1, { StandardStatus: 'Under Contract - Show', PropertyType: 'Rental' }),
      property(2, 2, { StandardStatus: 'UCS', Levels: ['Split Foyer', 'Two'] }),
    );
    const summary = await replicate();
    expect(summary).toMatchObject({ status: 'succeeded', added: 2, skipped: {} });
    expect(summary.unknownValues).toEqual({});
    const listings = await searched();
    expect(listings.get('L1')).toMatchObject({
      StandardStatus: 'Active Under Contract',
      PropertyType: 'RLSE',
    });
    expect(listings.get('L2')).toMatchObject({
      StandardStatus: 'Active Under Contract',
      PropertyType: 'RESI',
      Levels: ['Split Foyer', 'Two'],
    });
    expect(feed.requests.filter((path) => path.startsWith('/odata/Lookup'))).toHaveLength(1);
  });

  it('keeps a listing with an unknown value, counts it by field, and keeps the value in its record', async () => {
    feed.put(
      'Property',
      property(1, 1, { Levels: ['Mezzanine Deluxe', 'One'], AssociationFeeFrequency: 'Monthly' }),
      property(2, 2, { Levels: 'Two' }),
    );
    const summary = await replicate();
    expect(summary).toMatchObject({ status: 'succeeded', added: 2, skipped: {} });
    expect(summary.unknownValues).toEqual({ Levels: 1 });
    const { rows: runs } = await sql<{ unknown_values: unknown }>`select unknown_values
      from ingest_runs where id = ${summary.runId}`.execute(t.database.db);
    expect(runs[0]?.unknown_values).toEqual({ Levels: 1 });
    const listings = await searched();
    expect(listings.get('L1')).toMatchObject({ Levels: ['One'] });
    expect(listings.get('L2')).toMatchObject({ Levels: ['Two'] });
    const [stored] = await reso("$select=ListingKey,Levels&$filter=ListingKey eq 'LK00001'");
    expect(stored).toEqual({ ListingKey: 'LK00001', Levels: ['One'] });
    const { rows } = await sql<{ levels: unknown }>`select r.record->'Levels' as levels
      from listing_records r join listings l on l.id = r.listing_id
      where l.listing_key = 'LK00001'`.execute(t.database.db);
    expect(rows[0]?.levels).toEqual(['Mezzanine Deluxe', 'One']);
    // A feed without a Lookup resource was asked once, answered 404, and the run went on.
    expect(feed.requests.filter((path) => path.startsWith('/odata/Lookup'))).toHaveLength(1);
  });

  it('keeps a listing whose StandardStatus or PropertyType is unknown, hidden and counted, and the run is complete', async () => {
    feed.put(
      'Property',
      property(1, 1, { StandardStatus: 'Backup Offer' }),
      property(2, 2, { PropertyType: 'Houseboat' }),
      property(3, 3),
    );
    const summary = await replicate();
    expect(summary).toMatchObject({
      status: 'succeeded',
      added: 3,
      skipped: {},
      missing: { Property: 0 },
    });
    expect(summary.unknownValues).toEqual({ StandardStatus: 1, PropertyType: 1 });
    // Never shown as if it had a status or type: not searched, not served by the RESO API.
    expect([...(await searched()).keys()]).toEqual(['L3']);
    expect((await reso('$select=ListingKey')).map((row) => row.ListingKey)).toEqual(['LK00003']);
    // Stored under a status and type that claim nothing, the feed's values kept in the record.
    const { rows } = await sql<Row>`select l.listing_key, l.standard_status, l.property_type,
        l.internet_entire_listing_display_yn as shown, r.record->>'StandardStatus' as sent_status,
        r.record->>'PropertyType' as sent_type
      from listings l join listing_records r on r.listing_id = l.id
      where l.listing_key in ('LK00001', 'LK00002') order by l.listing_key`.execute(t.database.db);
    expect(rows).toEqual([
      {
        listing_key: 'LK00001',
        standard_status: 'Unknown',
        property_type: 'RESI',
        shown: false,
        sent_status: 'Backup Offer',
        sent_type: 'Residential',
      },
      {
        listing_key: 'LK00002',
        standard_status: 'Active',
        property_type: 'UNKN',
        shown: false,
        sent_status: 'Active',
        sent_type: 'Houseboat',
      },
    ]);
  });
});
