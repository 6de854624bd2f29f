import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/helper';
import { ListingSearchService } from './listing-search.service';
import { SqlListingEngine } from './listing-sql.repository';
import { editDistance } from './place-matching';
import { searchGet, searchTestApp } from '../../../test/search-fixture';

type Bundle = Record<string, { value: string; count: number; id?: string }[]>;
interface Row {
  id: number;
  city: string;
  unparsed_address: string | null;
  unparsed_street: string | null;
  internet_entire_listing_display_yn: boolean;
  internet_address_display_yn: boolean;
}

describe('edit distance', () => {
  it('counts an adjacent swap as one edit and stops past the bound', () => {
    expect(editDistance('sacramneto', 'sacramento', 2)).toBe(1);
    expect(editDistance('davis', 'davis', 1)).toBe(0);
    expect(editDistance('rocklin', 'roseville', 2)).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
  });
});

describe.each(testDatabaseKinds())('place suggestions on both engines (%s)', (kind) => {
  let test: TestApp;
  let rows: Row[];
  let sqlService: ListingSearchService;
  let shared: Row;

  /** The same suggestions from the index (over HTTP) and from the SQL engine. */
  async function suggest(q: string): Promise<Bundle> {
    const response = await searchGet(test.app, '/suggest/listings', { q });
    expect(response.statusCode).toBe(200);
    const fromIndex = response.json<{ bundle: Bundle }>().bundle;
    const fromSql = (await sqlService.suggest({}, q, 5)).bundle;
    expect(fromSql).toEqual(fromIndex);
    return fromIndex;
  }

  beforeAll(async () => {
    test = await searchTestApp(kind);
    const db = test.database.db;
    // Two listings at one address (a home for sale and for rent, say).
    const [first, second] = (
      await sql<Row>`select * from listings where internet_entire_listing_display_yn and internet_address_display_yn order by id limit 2`.execute(
        db,
      )
    ).rows;
    await sql`update listings set unparsed_address = ${first!.unparsed_address} where id = ${second!.id}`.execute(
      db,
    );
    rows = (await sql<Row>`select * from listings`.execute(db)).rows;
    shared = first!;
    sqlService = new ListingSearchService(db, new SqlListingEngine(db), { allowClosed: true });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('offers the place a misspelling is near, most listings first', async () => {
    const bundle = await suggest('Sacramneto');
    expect(bundle.City![0]!.value).toBe('Sacramento');
    const inSacramento = rows.filter(
      (row) => row.internet_entire_listing_display_yn && row.city === 'Sacramento',
    ).length;
    expect(bundle.City![0]!.count).toBe(inSacramento);
    // Nothing far from it.
    const values = Object.values(bundle).flatMap((list) => list.map((s) => s.value));
    expect(values.every((value) => /sacramento/i.test(value))).toBe(true);
    // Short text is not guessed at.
    expect(Object.values(await suggest('xyz')).flat()).toEqual([]);
  });

  it('finds the addresses of a street typed without a house number', async () => {
    const visible = rows.filter(
      (row) => row.internet_entire_listing_display_yn && row.internet_address_display_yn,
    );
    const streetOf = (row: Row) => row.unparsed_street!.replace(/^\S+ /, '').replace(/ #.*/, '');
    // The street with most listings ('Gateway Way'), typed without a number.
    const perStreet = new Map<string, Row[]>();
    for (const row of visible)
      perStreet.set(streetOf(row), [...(perStreet.get(streetOf(row)) ?? []), row]);
    const [street, onStreet] = [...perStreet].sort((a, b) => b[1].length - a[1].length)[0]!;
    expect(onStreet.length).toBeGreaterThan(1);
    const bundle = await suggest(street.toLowerCase());
    const addresses = bundle.UnparsedAddress!.map((s) => s.value);
    expect(addresses.length).toBe(
      Math.min(5, new Set(onStreet.map((r) => r.unparsed_address)).size),
    );
    for (const address of addresses)
      expect(address.startsWith(`${address.split(' ')[0]} ${street}`)).toBe(true);
  });

  it('lists each place once and an exact name by itself', async () => {
    const bundle = await suggest(shared.unparsed_address!);
    expect(bundle.UnparsedAddress!.map((s) => s.value)).toEqual([shared.unparsed_address]);

    const davis = await suggest('Davis');
    const named = Object.entries(davis).flatMap(([group, list]) =>
      group === 'CountyOrParish' ? [] : list.map((s) => s.value.toLowerCase()),
    );
    expect(new Set(named).size).toBe(named.length);
    expect(named.filter((value) => value === 'davis')).toHaveLength(1);
    expect(davis.City!.map((s) => s.value)).toContain('Davis');

    const postal = await suggest('95618');
    expect(
      Object.values(postal)
        .flat()
        .map((s) => s.value),
    ).toEqual(['95618']);
  });
});
