import { describe, expect, it } from 'vitest';
import { parseListingQuery } from '../listing-query';
import type { TextColumn } from './index-columns';
import type { IndexRow } from './index-row';
import { suggestFromIndex } from './index-suggest';
import { ListingIndex } from './listing-index';

const STREETS = ['Gateway Way', 'Garden Hwy', 'Main St', 'Maple Ave', 'main st'];

function row(id: number, address: string, shown = true): IndexRow {
  return {
    id: String(id),
    listing_id: `ML${id % 7}`,
    latitude: 38.3 + ((id * 37) % 100) / 200,
    longitude: -121.5,
    geohash: null,
    next_open_house_at: null,
    internet_entire_listing_display_yn: shown,
    internet_address_display_yn: true,
    list_price: '300000',
    standard_status: 'Active',
    unparsed_address: address,
  } as unknown as IndexRow;
}

/** Written apart from the index: value order, then id; then addresses by street, then id. */
function expected(
  listings: Map<number, IndexRow>,
  group: 'UnparsedAddress' | 'ListingId',
  prefix: string,
  limit: number,
) {
  const shown = [...listings.values()].filter((l) => l.internet_entire_listing_display_yn);
  const valueOf = (l: IndexRow) =>
    String(group === 'UnparsedAddress' ? l.unparsed_address : l.listing_id);
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const lower = (l: IndexRow) => valueOf(l).toLowerCase();
  const street = (l: IndexRow) => lower(l).replace(/^[0-9][^ ,]* +/, '');
  const ids = shown
    .filter((l) => lower(l).startsWith(prefix))
    .sort((a, b) => order(lower(a), lower(b)) || Number(a.id) - Number(b.id))
    .map((l) => l.id);
  if (group === 'UnparsedAddress') {
    const byStreet = shown
      .filter((l) => street(l).startsWith(prefix))
      .sort(
        (a, b) =>
          order(street(a), street(b)) || order(lower(a), lower(b)) || Number(a.id) - Number(b.id),
      )
      .map((l) => l.id);
    for (const id of byStreet) if (!ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, limit);
}

describe('listing suggestions from the index', () => {
  it('lists listings in value order, then id, while listings arrive, change and go', () => {
    const index = new ListingIndex();
    const listings = new Map<number, IndexRow>();
    const put = (listing: IndexRow) => {
      index.upsert(listing);
      listings.set(Number(listing.id), listing);
    };
    for (let id = 1; id <= 60; id++) put(row(id, `${(id * 13) % 40} ${STREETS[id % 5]}`));
    const check = () => {
      const query = parseListingQuery({});
      if (query instanceof Error) throw query;
      const match = index.match(query, new Date());
      const counts = () => new Int32Array(0) as Int32Array & TextColumn['codes'];
      for (const [group, prefix] of [
        ['UnparsedAddress', '1'],
        ['UnparsedAddress', 'main'],
        ['UnparsedAddress', 'ga'],
        ['ListingId', 'ml'],
      ] as const) {
        const found = suggestFromIndex(index, match, prefix, [group], 25, counts)[group]!;
        expect(
          found.map((s) => s.id),
          `${group} ${prefix}`,
        ).toEqual(expected(listings, group, prefix, 25));
      }
    };
    check();
    // New values (the dictionary grows), a listing that changes address, one hidden, one gone.
    for (let id = 61; id <= 75; id++) put(row(id, `${id} Main St`));
    put(row(5, '1 Gateway Way'));
    put(row(8, '1 Gateway Way', false));
    index.remove(9);
    listings.delete(9);
    check();
    put(row(9, '10 Maple Ave'));
    put(row(76, '1 Garden Hwy'));
    check();
    // Rounds of new values among the old (the same words in other cases, numbers between), each
    // merged into the order kept from the round before.
    let seed = 11;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let round = 0; round < 20; round++) {
      for (let n = 0; n < 1 + Math.floor(next() * 8); n++) {
        const id = 77 + Math.floor(next() * 200);
        const street = STREETS[Math.floor(next() * STREETS.length)]!;
        const cased = next() < 0.3 ? street.toUpperCase() : street;
        put(row(id, `${Math.floor(next() * 60)} ${cased}`));
      }
      check();
    }
  });
});
