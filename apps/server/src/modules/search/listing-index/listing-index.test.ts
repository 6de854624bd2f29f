import { describe, expect, it } from 'vitest';
import { parseListingQuery, type ListingQuery } from '../listing-query';
import { areaTest } from '../listing-geometry';
import { page, summarise } from './index-query';
import type { IndexRow } from './index-row';
import { ListingIndex } from './listing-index';

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const CITIES = ['Davis', 'Folsom', 'Sacramento'];
const FEATURES = ['Pantry', 'Wet Bar', 'Skylight', 'Bookcases', 'Storage'];

function listing(id: number, next: () => number): IndexRow {
  const hasPosition = next() > 0.05;
  return {
    id: String(id),
    latitude: hasPosition ? 38.3 + next() * 0.6 : null,
    longitude: hasPosition ? -121.8 + next() * 0.6 : null,
    geohash: null,
    next_open_house_at: null,
    internet_entire_listing_display_yn: next() > 0.05,
    internet_address_display_yn: next() > 0.1,
    list_price: String(Math.round(100_000 + next() * 900_000)),
    bedrooms_total: Math.floor(next() * 6),
    standard_status: next() > 0.3 ? 'Active' : 'Pending',
    city: CITIES[Math.floor(next() * CITIES.length)],
    // Lists of every length, so that a listing's list grows and shrinks as it changes.
    interior_features: FEATURES.filter(() => next() > 0.6),
  } as unknown as IndexRow;
}

const QUERIES = [
  'box=-121.6,38.4,-121.4,38.6',
  'box=-121.6,38.4,-121.4,38.6&ListPrice[gte]=400000&sortBy=ListPrice&order=asc&limit=50',
  'near=38.6,-121.5&radius=8&StandardStatus=Active&limit=200',
  'poly=-121.7 38.35,-121.3 38.4,-121.35 38.8,-121.7 38.35&sortBy=BedroomsTotal&limit=200',
  'BedroomsTotal[gte]=3&sortBy=ListPrice&order=desc&offset=40&limit=60',
  'InteriorFeatures=Skylight&sortBy=ListPrice&limit=200',
  'City=Folsom&box=-121.6,38.4,-121.4,38.6&sortBy=BedroomsTotal&order=desc&limit=100',
];

/** The same query answered row by row over the listings as they are now. */
function expected(listings: Map<number, IndexRow>, query: ListingQuery) {
  const tests = query.areas.map(areaTest);
  const matches = [...listings.values()].filter((row) => {
    if (!row.internet_entire_listing_display_yn) return false;
    for (const condition of query.conditions) {
      const value = condition.field === 'ListPrice' ? Number(row.list_price) : row.bedrooms_total;
      if (condition.field === 'StandardStatus') {
        if (row.standard_status !== condition.value) return false;
      } else if (condition.field === 'City') {
        if (row.city !== condition.value) return false;
      } else if (condition.field === 'InteriorFeatures') {
        if (!row.interior_features?.includes(String(condition.value))) return false;
      } else if (!(Number(value) >= Number(condition.value))) return false;
    }
    if (tests.length === 0) return true;
    if (!row.internet_address_display_yn || row.latitude === null) return false;
    return tests.every((test) => test(Number(row.latitude), Number(row.longitude)));
  });
  const key = (row: IndexRow) =>
    query.sortBy === 'BedroomsTotal' ? Number(row.bedrooms_total) : Number(row.list_price);
  const direction = query.order === 'asc' ? 1 : -1;
  matches.sort((a, b) => direction * (key(a) - key(b) || Number(a.id) - Number(b.id)));
  return {
    total: matches.length,
    ids: matches.slice(query.offset, query.offset + query.limit).map((row) => String(row.id)),
  };
}

function check(index: ListingIndex, listings: Map<number, IndexRow>) {
  for (const text of QUERIES) {
    const query = parseListingQuery(Object.fromEntries(new URLSearchParams(text)));
    if (query instanceof Error) throw query;
    const match = index.match(query, new Date());
    const { total } = summarise(index, match);
    const ids = page(index, match, total, query.sortBy, query.order, query.offset, query.limit);
    const want = expected(listings, query);
    expect(want.total, text).toBeGreaterThan(0);
    expect({ total, ids }, text).toEqual(want);
  }
}

/** An empty index, the listings it should hold, and how to put one in both. */
function indexed(seed: number) {
  const index = new ListingIndex();
  const listings = new Map<number, IndexRow>();
  const put = (row: IndexRow) => {
    listings.set(Number(row.id), row);
    index.upsert(row);
  };
  return { next: random(seed), index, listings, put };
}

describe('listing index spatial order', () => {
  it('answers exactly while listings move, hide, go and arrive, before and after reordering', async () => {
    const { next, index, listings, put } = indexed(42);
    for (let id = 1; id <= 3_000; id++) put(listing(id, next));
    await index.reorder();
    expect(index.unsorted).toBe(0);
    check(index, listings);

    // Moves across the latitude order, addresses hidden and shown, removals, new listings.
    for (let step = 0; step < 1_500; step++) {
      const id = 1 + Math.floor(next() * 3_400);
      const roll = next();
      if (roll < 0.15 && listings.has(id)) {
        listings.delete(id);
        index.remove(id);
      } else {
        put({ ...listing(id, next), id: String(id) } as IndexRow);
      }
    }
    expect(index.unsorted).toBeGreaterThan(0);
    check(index, listings);

    await index.reorder();
    expect(index.unsorted).toBe(0);
    expect(index.size).toBe(
      [...listings.values()].filter((row) => row.internet_entire_listing_display_yn).length,
    );
    check(index, listings);
  });

  it('keeps its sorted orders exact when a few rows change at a time between searches', async () => {
    const { next, index, listings, put } = indexed(7);
    for (let id = 1; id <= 2_000; id++) put(listing(id, next));
    await index.reorder();
    check(index, listings);
    // Each round changes few enough rows that the orders kept from the round before are updated
    // in place (prices change, listings go, come back, move and arrive), and is checked whole.
    for (let round = 0; round < 25; round++) {
      for (let change = 0; change < 1 + Math.floor(next() * 40); change++) {
        const id = 1 + Math.floor(next() * 2_300);
        const roll = next();
        if (roll < 0.2 && listings.has(id)) {
          listings.delete(id);
          index.remove(id);
        } else if (roll < 0.6 && listings.has(id)) {
          const price = String(Math.round(100_000 + next() * 900_000));
          put({ ...listings.get(id)!, list_price: price, bedrooms_total: Math.floor(next() * 6) });
        } else {
          put({ ...listing(id, next), id: String(id) } as IndexRow);
        }
      }
      expect(index.changedSince(index.version - 1)).not.toBeNull();
      check(index, listings);
    }
  });

  it('finds a listing by id or ListingId, and no longer once it is gone or hidden', async () => {
    const next = random(7);
    const index = new ListingIndex();
    const row = (id: number, shown = true) =>
      ({
        ...listing(id, next),
        listing_id: `ML${id}`,
        internet_entire_listing_display_yn: shown,
      }) as IndexRow;
    for (let id = 1; id <= 50; id++) index.upsert(row(id));
    await index.reorder();
    expect(index.findKey('17')).toBe('17');
    expect(index.findKey('ML23')).toBe('23');
    expect(index.findKey('ML999')).toBeUndefined();
    index.remove(23);
    expect(index.findKey('ML23')).toBeUndefined();
    index.upsert(row(17, false));
    expect(index.findKey('17')).toBeUndefined();
    expect(index.findKey('ML17')).toBeUndefined();
    index.upsert(row(23));
    expect(index.findKey('ML23')).toBe('23');
  });
});
