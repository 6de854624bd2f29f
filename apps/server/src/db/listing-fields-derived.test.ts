/**
 * What follows from one entry of the listing field registry, read from the outside: each RESO
 * field is in the RESO `$metadata`, each search field is taken by the search API as a filter (and
 * by `sortBy` when sortable), and each column a visitor may see is in the listing page's record.
 * So adding a field to the registry (and its column by a migration, which
 * listing-fields-registry.test.ts holds) is enough for it to appear in all of them.
 */
import { LISTING_FIELD_REGISTRY } from '@hearth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { issueToken } from '../modules/reso/reso-tokens.service';
import { seedDemoData } from '../seed/seed';

const SEARCH_KEY = 'registry-search-key';

describe('what one entry of the listing field registry brings', () => {
  let t: TestApp;
  let token = '';

  beforeAll(async () => {
    t = await buildTestApp('pglite', { settings: { searchApiKey: SEARCH_KEY } });
    await seedDemoData(t.database.db, {
      listings: 30,
      offices: 2,
      agents: 4,
      seed: 3,
      quiet: true,
    });
    ({ token } = await issueToken(t.database.db, { name: 'Registry', requestsPerMinute: 10_000 }));
  });
  afterAll(() => t.close());

  it('declares every RESO field of the registry in the Property resource of $metadata, and no other of ours', async () => {
    const response = await t.app.inject({
      url: '/reso/odata/$metadata',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const property = /<EntityType Name="Property">([\s\S]*?)<\/EntityType>/.exec(response.body);
    const declared = new Set(
      [...(property?.[1] ?? '').matchAll(/<Property Name="(\w+)"/g)].map((match) => match[1]),
    );
    const missing = LISTING_FIELD_REGISTRY.filter((entry) => entry.reso)
      .map((entry) => entry.name)
      .filter((name) => !declared.has(name));
    expect(missing).toEqual([]);
    const ours = LISTING_FIELD_REGISTRY.filter((entry) => !entry.reso).map((entry) => entry.name);
    expect(ours.filter((name) => declared.has(name))).toEqual([]);
  });

  it('takes every search field of the registry as a filter, and every sortable one as sortBy', async () => {
    const search = (query: string) =>
      t.app.inject({
        url: `/search/v1/listings?${query}&limit=1`,
        headers: { authorization: `Bearer ${SEARCH_KEY}` },
      });
    const refused: string[] = [];
    for (const entry of LISTING_FIELD_REGISTRY.filter((field) => field.search)) {
      const filtered = await search(`${entry.name}[exists]=true`);
      if (filtered.statusCode !== 200) refused.push(`${entry.name}: ${filtered.body}`);
      if (entry.search?.sortable) {
        const sorted = await search(`sortBy=${entry.name}`);
        if (sorted.statusCode !== 200) refused.push(`sortBy=${entry.name}: ${sorted.body}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it("holds every column field a visitor may see in the listing page's record", async () => {
    const listing = await t.database.db
      .selectFrom('listings')
      .select('listing_id')
      .where('internet_entire_listing_display_yn', '=', true)
      .where('internet_address_display_yn', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await t.app.inject(`/api/listing/${listing.listing_id}`);
    expect(response.statusCode).toBe(200);
    const record = (response.json() as { listing: Record<string, unknown> }).listing;
    const missing = LISTING_FIELD_REGISTRY.filter(
      (entry) => entry.column && entry.visibility !== 'members',
    )
      .map((entry) => entry.name)
      .filter((name) => !(name in record));
    expect(missing).toEqual([]);
  });
});
