/**
 * Matches changed listings against many saved searches without running each search. Searches
 * are indexed once by where they look (the cities or postal codes they name, else a map area by
 * the grid cells its box covers, on the finest grid that needs at most MAX_CELLS cells, else
 * anywhere), by the property types and statuses they allow, and within that by their highest
 * price. A changed listing is then tested, with the search engine's own rules
 * (`compileRowFilter`), only against the searches filed under its cells, city, postal code, type
 * and status that allow its price: before the change and after it.
 */
import { areaBounds } from '../search/listing-geometry';
import type { ListingFilter } from '../search/listing-query';
import { compileRowFilter, PreparedRow, type FilterableRow } from '../search/listing-row-filter';
import type { Condition } from '../search/search-params';

export interface AlertSearch {
  id: string;
  filter: ListingFilter;
}

export interface ListingChange {
  id: string;
  /** The listing as last seen (null: new to alerts). */
  before: FilterableRow | null;
  /** The listing now (null: deleted). */
  after: FilterableRow | null;
}

/** A search that the listing matches after the change, and whether it matched before. */
export interface SearchMatch {
  searchId: string;
  listingId: string;
  matchedBefore: boolean;
}

/** Grid cell sizes in degrees, finest first (about 2 km, 11 km, 55 km and 280 km). */
const CELL_DEGREES = [0.02, 0.1, 0.5, 2.5] as const;
const MAX_CELLS = 64;

interface Entry {
  id: string;
  test: (row: PreparedRow) => boolean;
  /** The highest ListPrice the search allows (Infinity: no limit). */
  maxPrice: number;
}

const ANY = '*';

function cellKey(level: number, lat: number, lon: number): string {
  const size = CELL_DEGREES[level]!;
  return `g${level}:${Math.floor((lat + 90) / size)}:${Math.floor((lon + 180) / size)}`;
}

/** The values a positive (eq or in) condition on a field allows, lower case; null without one. */
function allowed(conditions: readonly Condition[], field: string): string[] | null {
  const found = conditions.find(
    (condition) => condition.field === field && (condition.op === 'eq' || condition.op === 'in'),
  );
  if (!found) return null;
  const values = Array.isArray(found.value) ? found.value : [found.value];
  return [...new Set(values.map((value) => String(value).toLowerCase()))];
}

function maxPrice(conditions: readonly Condition[]): number {
  let max = Infinity;
  for (const { field, op, value } of conditions) {
    if (field !== 'ListPrice' || !['lte', 'lt', 'eq'].includes(op)) continue;
    const limit = Number(value);
    if (Number.isFinite(limit)) max = Math.min(max, limit);
  }
  return max;
}

/** The cells of the grid level that covers the smallest of the search's areas in fewest cells. */
function areaCells(filter: ListingFilter): { level: number; cells: string[] } | null {
  let best: { level: number; cells: string[] } | null = null;
  for (const area of filter.areas) {
    const { south, north, west, east } = areaBounds(area);
    for (let level = 0; level < CELL_DEGREES.length; level++) {
      const size = CELL_DEGREES[level]!;
      const row0 = Math.floor((south + 90) / size);
      const col0 = Math.floor((west + 180) / size);
      const rows = Math.floor((north + 90) / size) - row0 + 1;
      const cols = Math.floor((east + 180) / size) - col0 + 1;
      if (rows * cols > MAX_CELLS) continue;
      if (best && best.cells.length <= rows * cols) break;
      const cells: string[] = [];
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) cells.push(`g${level}:${row0 + r}:${col0 + c}`);
      }
      best = { level, cells };
      break;
    }
  }
  return best;
}

export class SavedSearchMatcher {
  /** Searches by where they look, property type and status: `place|type|status`. */
  private readonly buckets = new Map<string, Entry[]>();
  private readonly levels = new Set<number>();
  readonly size: number;

  constructor(searches: readonly AlertSearch[]) {
    this.size = searches.length;
    for (const search of searches) {
      const { conditions } = search.filter;
      // Compiled when first needed, then kept: most searches meet no change of a batch.
      const entry: Entry = {
        id: search.id,
        test: (row) => (entry.test = compileRowFilter(search.filter))(row),
        maxPrice: maxPrice(conditions),
      };
      // Cities and postal codes are smaller than most drawn areas: filed by them first.
      const cities = allowed(conditions, 'City')?.map((city) => `c:${city}`);
      const codes = allowed(conditions, 'PostalCode')?.map((code) => `p:${code}`);
      const area = cities || codes ? null : areaCells(search.filter);
      if (area) this.levels.add(area.level);
      const places = cities ?? codes ?? area?.cells ?? [ANY];
      const types = allowed(conditions, 'PropertyType') ?? [ANY];
      const statuses = allowed(conditions, 'StandardStatus') ?? [ANY];
      for (const place of places) {
        for (const type of types) {
          for (const status of statuses) this.add(`${place}|${type}|${status}`, entry);
        }
      }
    }
    // Highest price limit first: a listing stops at the first search it is too dear for.
    for (const list of this.buckets.values()) list.sort((a, b) => b.maxPrice - a.maxPrice);
  }

  private add(key: string, entry: Entry): void {
    const list = this.buckets.get(key);
    if (list) list.push(entry);
    else this.buckets.set(key, [entry]);
  }

  /** The buckets of searches that may match a row (a superset of those that do). */
  private candidates(row: FilterableRow): Entry[][] {
    const places = [ANY];
    if (row.latitude !== null && row.longitude !== null) {
      for (const level of this.levels) places.push(cellKey(level, row.latitude, row.longitude));
    }
    if (row.city) places.push(`c:${row.city.toLowerCase()}`);
    if (row.postal_code) places.push(`p:${row.postal_code.toLowerCase()}`);
    const types = [ANY, ...(row.property_type ? [row.property_type.toLowerCase()] : [])];
    const statuses = [ANY, ...(row.standard_status ? [row.standard_status.toLowerCase()] : [])];
    const lists: Entry[][] = [];
    for (const place of places) {
      for (const type of types) {
        for (const status of statuses) {
          const list = this.buckets.get(`${place}|${type}|${status}`);
          if (list) lists.push(list);
        }
      }
    }
    return lists;
  }

  /**
   * Every search each changed listing matches after its change, with whether it did before, at
   * the moment `now` (for the open-house flag).
   */
  match(changes: readonly ListingChange[], now: Date): SearchMatch[] {
    const out: SearchMatch[] = [];
    for (const change of changes) {
      if (!change.after) continue;
      // Each row's values are read and converted once for all the searches it meets.
      const after = new PreparedRow(change.after, now);
      const before = change.before && new PreparedRow(change.before, now);
      const price = after.row.list_price === undefined ? NaN : Number(after.row.list_price);
      for (const list of this.candidates(after.row)) {
        for (const entry of list) {
          // Sorted by price limit, highest first: the rest allow even less.
          if (entry.maxPrice < price) break;
          if (!entry.test(after)) continue;
          out.push({
            searchId: entry.id,
            listingId: change.id,
            matchedBefore: before !== null && entry.test(before),
          });
        }
      }
    }
    return out;
  }
}
