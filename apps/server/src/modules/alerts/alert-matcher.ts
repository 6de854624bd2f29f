/**
 * Matches changed listings against many saved searches without running each search. Searches
 * are indexed once by where they look: a map area by the grid cells its box covers (the finest
 * grid that needs at most MAX_CELLS cells), otherwise by the cities or postal codes they name,
 * otherwise they are tested against every change. A changed listing is then tested, with the
 * search engine's own rules (`compileRowFilter`), only against the searches filed under its
 * cell, city and postal code: before the change and after it.
 */
import { areaBounds } from '../search/listing-geometry';
import type { ListingFilter } from '../search/listing-query';
import { compileRowFilter, type FilterableRow } from '../search/listing-row-filter';
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
  test: (row: FilterableRow) => boolean;
}

function cellKey(level: number, lat: number, lon: number): number {
  const size = CELL_DEGREES[level]!;
  return (
    (level * 100_000 + Math.floor((lat + 90) / size)) * 100_000 + Math.floor((lon + 180) / size)
  );
}

/** The values a positive City or PostalCode condition allows (lower case), if it has one. */
function namedPlaces(conditions: readonly Condition[], field: string): string[] | null {
  const found = conditions.find(
    (condition) => condition.field === field && (condition.op === 'eq' || condition.op === 'in'),
  );
  if (!found) return null;
  const values = Array.isArray(found.value) ? found.value : [found.value];
  return values.map((value) => String(value).toLowerCase());
}

export class SavedSearchMatcher {
  private readonly byCell = new Map<number, Entry[]>();
  private readonly levels = new Set<number>();
  private readonly byPlace = new Map<string, Entry[]>();
  private readonly everywhere: Entry[] = [];
  readonly size: number;

  constructor(searches: readonly AlertSearch[], now: Date) {
    this.size = searches.length;
    for (const search of searches) {
      const entry = { id: search.id, test: compileRowFilter(search.filter, now) };
      if (this.fileByArea(search.filter, entry)) continue;
      const cities = namedPlaces(search.filter.conditions, 'City')?.map((city) => `c:${city}`);
      const codes = namedPlaces(search.filter.conditions, 'PostalCode')?.map((code) => `p:${code}`);
      const keys = new Set(cities ?? codes ?? []);
      if (keys.size === 0) {
        this.everywhere.push(entry);
        continue;
      }
      for (const key of keys) this.add(this.byPlace, key, entry);
    }
  }

  private add<K>(map: Map<K, Entry[]>, key: K, entry: Entry): void {
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  }

  /** Files a search with a map area under the cells of its smallest area's box. */
  private fileByArea(filter: ListingFilter, entry: Entry): boolean {
    if (filter.areas.length === 0) return false;
    let best: { level: number; cells: number[] } | null = null;
    for (const area of filter.areas) {
      const { south, north, west, east } = areaBounds(area);
      for (let level = 0; level < CELL_DEGREES.length; level++) {
        const size = CELL_DEGREES[level]!;
        const rows = Math.floor((north + 90) / size) - Math.floor((south + 90) / size) + 1;
        const cols = Math.floor((east + 180) / size) - Math.floor((west + 180) / size) + 1;
        if (rows * cols > MAX_CELLS) continue;
        if (best && best.cells.length <= rows * cols) break;
        const cells: number[] = [];
        for (let r = 0; r < rows; r++) {
          for (let c = 0; c < cols; c++) {
            cells.push(cellKey(level, south + r * size, west + c * size));
          }
        }
        best = { level, cells: [...new Set(cells)] };
        break;
      }
    }
    if (!best) return false;
    this.levels.add(best.level);
    for (const cell of best.cells) this.add(this.byCell, cell, entry);
    return true;
  }

  /** The searches that may match a row (a superset of those that do). */
  private candidates(row: FilterableRow): Entry[][] {
    const lists: Entry[][] = [this.everywhere];
    if (row.latitude !== null && row.longitude !== null) {
      for (const level of this.levels) {
        const list = this.byCell.get(cellKey(level, row.latitude, row.longitude));
        if (list) lists.push(list);
      }
    }
    for (const key of [
      row.city ? `c:${row.city.toLowerCase()}` : null,
      row.postal_code ? `p:${row.postal_code.toLowerCase()}` : null,
    ]) {
      const list = key ? this.byPlace.get(key) : undefined;
      if (list) lists.push(list);
    }
    return lists;
  }

  /** Every search each changed listing matches after its change, with whether it did before. */
  match(changes: readonly ListingChange[]): SearchMatch[] {
    const out: SearchMatch[] = [];
    for (const change of changes) {
      const { after, before } = change;
      if (!after) continue;
      for (const list of this.candidates(after)) {
        for (const entry of list) {
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
