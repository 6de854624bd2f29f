/**
 * Matches changed listings against many saved searches without running each search. Searches
 * are indexed once by where they look (the cities or postal codes they name, else a map area by
 * the few grid cells its box covers, on the finest grid where it covers at most MAX_CELLS, else
 * anywhere), and by the property types and statuses they allow. A changed listing meets only
 * the searches filed under its cells, city, postal code, type and status. Of those, it is tested
 * first against each search's bounds (its price, bedroom and bathroom ranges and the box of its
 * areas, kept side by side in one typed array per bucket), so that most searches are set aside
 * by a few number comparisons, and then with the search engine's own rules
 * (`compileRowFilter`) for what the bucket and the bounds do not settle already: before the
 * change and after it.
 */
import { areaBounds } from '../search/listing-geometry';
import { LISTING_FIELDS } from '../search/listing-fields';
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

/**
 * The matches of a batch, one column per field: a batch can give hundreds of thousands of
 * matches, and an object for each would cost more in allocation than the matching itself.
 */
export class MatchList implements Iterable<SearchMatch> {
  readonly searchIds: string[] = [];
  readonly listingIds: string[] = [];
  readonly matchedBefore: boolean[] = [];

  get length(): number {
    return this.searchIds.length;
  }

  push(searchId: string, listingId: string, matchedBefore: boolean): void {
    this.searchIds.push(searchId);
    this.listingIds.push(listingId);
    this.matchedBefore.push(matchedBefore);
  }

  *[Symbol.iterator](): Iterator<SearchMatch> {
    for (let i = 0; i < this.searchIds.length; i++) {
      yield {
        searchId: this.searchIds[i]!,
        listingId: this.listingIds[i]!,
        matchedBefore: this.matchedBefore[i]!,
      };
    }
  }
}

/** Grid cell sizes in degrees, finest first (about 2 km, 11 km, 55 km and 280 km). */
const CELL_DEGREES = [0.02, 0.1, 0.5, 2.5] as const;
/** An area is filed under at most this many cells; its box sets aside the rest of them. */
const MAX_CELLS = 4;

/** The number fields whose ranges are kept as bounds, and the row column each reads. */
const RANGE_FIELDS = ['ListPrice', 'BedroomsTotal', 'BathroomsTotalInteger'].map((field) => {
  const spec = LISTING_FIELDS[field]!;
  // A bound is read straight from one column: a field that hides its value or reads several
  // columns would need the rules themselves.
  if (spec.visibleIf || spec.alsoColumns?.length) throw new Error(`${field} is not a plain column`);
  return { field, column: spec.column };
});
/** Numbers per search in a bucket: a low and a high per range field, then south, north, west, east. */
const STRIDE = RANGE_FIELDS.length * 2 + 4;
const AREA = RANGE_FIELDS.length * 2;
/** ListPrice's high bound: buckets are sorted by it, highest first. */
const MAX_PRICE = 1;

const ANY = '*';

/** The fields a search is filed under, and the row column each reads. */
const FILED = {
  City: 'city',
  PostalCode: 'postal_code',
  PropertyType: 'property_type',
  StandardStatus: 'standard_status',
} as const;
type Filed = keyof typeof FILED;
const FILED_FIELDS = Object.keys(FILED) as Filed[];
for (const field of Object.keys(FILED)) {
  const spec = LISTING_FIELDS[field]!;
  if (spec.type !== 'text' || spec.visibleIf || spec.alsoColumns?.length) {
    throw new Error(`${field} is not a plain text column`);
  }
}

interface Entry {
  id: string;
  /** The rules the bucket and the bounds leave to test. */
  test: (row: PreparedRow) => boolean;
  /** The search's bounds, STRIDE numbers. */
  bounds: Float64Array;
  /**
   * The values (lower case) the search is filed under, of each field it is filed by: a row met
   * in its bucket has one of them; another row (the listing before its change) is tested here.
   */
  filed: (ReadonlySet<string> | null)[];
}

/** The searches of one bucket, highest price limit first, with their bounds side by side. */
interface Bucket {
  entries: Entry[];
  bounds: Float64Array;
}

function cellKey(level: number, lat: number, lon: number): string {
  const size = CELL_DEGREES[level]!;
  return `g${level}:${Math.floor((lat + 90) / size)}:${Math.floor((lon + 180) / size)}`;
}

/**
 * The first positive (eq or in) condition on a text field and the values it allows, lower case,
 * as the rules read them (an eq of a list compares its first item); null without one, or when
 * it allows an empty value (which a null column would equal).
 */
function allowed(
  conditions: readonly Condition[],
  field: Filed,
): { condition: Condition; values: Set<string> } | null {
  const condition = conditions.find((c) => c.field === field && (c.op === 'eq' || c.op === 'in'));
  if (!condition) return null;
  const list = Array.isArray(condition.value) ? condition.value : [condition.value];
  const values = condition.op === 'eq' ? list.slice(0, 1) : list;
  if (condition.op === 'eq' && values.length === 0) return null;
  if (values.some((value) => value === null || value === undefined)) return null;
  return { condition, values: new Set(values.map((value) => String(value).toLowerCase())) };
}

/** A row's value of a filed field as the rules compare it (lower case), or null. */
function filedValue(row: FilterableRow, field: Filed): string | null {
  const value = (row as Record<string, unknown>)[FILED[field]];
  return value === null || value === undefined ? null : String(value).toLowerCase();
}

/** A number a condition compares with, or null where the rules read it otherwise. */
function limit(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isNaN(number) ? null : number;
}

/**
 * The bounds every listing the filter matches lies within: the ranges its conditions allow of
 * each range field (a strict limit taken as inclusive), and the box shared by all its areas;
 * with the conditions that the bounds settle exactly (gte, lte and eq of a number).
 */
function filterBounds(filter: ListingFilter): { bounds: Float64Array; settled: Set<Condition> } {
  const settled = new Set<Condition>();
  const bounds = new Float64Array(STRIDE);
  for (let i = 0; i < STRIDE; i += 2) {
    bounds[i] = -Infinity;
    bounds[i + 1] = Infinity;
  }
  const low = (at: number, value: number) => (bounds[at] = Math.max(bounds[at]!, value));
  const high = (at: number, value: number) => (bounds[at + 1] = Math.min(bounds[at + 1]!, value));
  for (const condition of filter.conditions) {
    const { field, op, value } = condition;
    const at = RANGE_FIELDS.findIndex((range) => range.field === field) * 2;
    if (at < 0) continue;
    if (op === 'in') {
      const values = (Array.isArray(value) ? value : [value]).map(limit);
      if (values.length === 0 || values.some((v) => v === null)) continue;
      low(at, Math.min(...(values as number[])));
      high(at, Math.max(...(values as number[])));
      continue;
    }
    const v = limit(value);
    if (v === null) continue;
    if (op === 'gte' || op === 'gt' || op === 'eq') low(at, v);
    if (op === 'lte' || op === 'lt' || op === 'eq') high(at, v);
    if (op === 'gte' || op === 'lte' || op === 'eq') settled.add(condition);
  }
  for (const area of filter.areas) {
    const { south, north, west, east } = areaBounds(area);
    low(AREA, south);
    high(AREA, north);
    low(AREA + 2, west);
    high(AREA + 2, east);
  }
  return { bounds, settled };
}

/** A listing's values in the order of the bounds, as the rules read them (NaN: none). */
function rowValues(row: FilterableRow, into: Float64Array): Float64Array {
  const record = row as Record<string, unknown>;
  RANGE_FIELDS.forEach(({ column }, k) => {
    const value = record[column];
    into[k] = value === null || value === undefined ? NaN : Number(value);
  });
  into[RANGE_FIELDS.length] = row.latitude === null ? NaN : Number(row.latitude);
  into[RANGE_FIELDS.length + 1] = row.longitude === null ? NaN : Number(row.longitude);
  return into;
}

/**
 * Whether the values lie within the bounds of the search at `at`. A missing value (NaN) lies
 * within no bound, as no condition that gives one keeps a listing without the value.
 */
function within(bounds: Float64Array, at: number, values: Float64Array): boolean {
  for (let k = 0; k < RANGE_FIELDS.length + 2; k++) {
    const value = values[k]!;
    const low = bounds[at + 2 * k]!;
    const high = bounds[at + 2 * k + 1]!;
    if (!(value >= low && value <= high) && (low !== -Infinity || high !== Infinity)) return false;
  }
  return true;
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
      if (best && (best.level < level || best.cells.length <= rows * cols)) break;
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

/** A listing read once for all the searches it meets: for their rules, bounds and buckets. */
class Probe {
  readonly prepared: PreparedRow;
  readonly values = new Float64Array(RANGE_FIELDS.length + 2);
  /** The row's values of the filed fields, in the order of FILED_FIELDS. */
  readonly filed: (string | null)[];

  constructor(row: FilterableRow, now: Date) {
    this.prepared = new PreparedRow(row, now);
    rowValues(row, this.values);
    this.filed = FILED_FIELDS.map((field) => filedValue(row, field));
  }

  /** Whether the row has one of the values of each field the search is filed by. */
  filedWith(entry: Entry): boolean {
    const { filed } = entry;
    for (let k = 0; k < filed.length; k++) {
      const values = filed[k];
      if (values === null) continue;
      const value = this.filed[k]!;
      if (value === null || !values!.has(value)) return false;
    }
    return true;
  }
}

/**
 * The searches of one bucket that a changed listing matches, added to `out`. The bucket settles
 * its own fields for `after` (met in it); `before` is tested against them.
 */
function scan(
  bucket: Bucket,
  listingId: string,
  after: Probe,
  before: Probe | null,
  out: MatchList,
): void {
  const { entries, bounds } = bucket;
  const price = after.values[0]!;
  for (let i = 0, at = 0; i < entries.length; i++, at += STRIDE) {
    // Sorted by price limit, highest first: the rest allow even less.
    if (bounds[at + MAX_PRICE]! < price) break;
    if (!within(bounds, at, after.values)) continue;
    const entry = entries[i]!;
    if (!entry.test(after.prepared)) continue;
    out.push(
      entry.id,
      listingId,
      before !== null &&
        within(bounds, at, before.values) &&
        before.filedWith(entry) &&
        entry.test(before.prepared),
    );
  }
}

/** Joins the parts of a bucket's key (a character no city or code holds). */
const SEP = '\u001f';

export class SavedSearchMatcher {
  /** Searches by where they look, property type and status. */
  private readonly buckets = new Map<string, Bucket>();
  private readonly levels = new Set<number>();
  readonly size: number;

  constructor(searches: readonly AlertSearch[]) {
    this.size = searches.length;
    const filed = new Map<string, Entry[]>();
    const file = (key: string, entry: Entry) => {
      const list = filed.get(key);
      if (list) list.push(entry);
      else filed.set(key, [entry]);
    };
    for (const search of searches) {
      const { conditions } = search.filter;
      const { bounds, settled } = filterBounds(search.filter);
      // Cities and postal codes are smaller than most drawn areas: filed by them first.
      const city = allowed(conditions, 'City');
      const code = city ? null : allowed(conditions, 'PostalCode');
      const area = city || code ? null : areaCells(search.filter);
      if (area) this.levels.add(area.level);
      const type = allowed(conditions, 'PropertyType');
      const status = allowed(conditions, 'StandardStatus');
      // In the order of FILED_FIELDS. A row met in the bucket has one of the values of each: the
      // condition holds.
      const filed = [city, code, type, status];
      for (const found of filed) if (found) settled.add(found.condition);
      const rest = { ...search.filter, conditions: conditions.filter((c) => !settled.has(c)) };
      const entry: Entry = {
        id: search.id,
        test: compileRowFilter(rest),
        bounds,
        filed: filed.map((found) => found?.values ?? null),
      };
      const places = city
        ? [...city.values].map((value) => `c:${value}`)
        : code
          ? [...code.values].map((value) => `p:${value}`)
          : (area?.cells ?? [ANY]);
      const types = type ? [...type.values] : [ANY];
      const statuses = status ? [...status.values] : [ANY];
      for (const place of places) {
        for (const t of types) {
          for (const s of statuses) file(`${place}${SEP}${t}${SEP}${s}`, entry);
        }
      }
    }
    for (const [key, entries] of filed) {
      // Highest price limit first: a listing stops at the first search it is too dear for.
      entries.sort((a, b) => b.bounds[MAX_PRICE]! - a.bounds[MAX_PRICE]!);
      const bounds = new Float64Array(entries.length * STRIDE);
      entries.forEach((entry, i) => bounds.set(entry.bounds, i * STRIDE));
      this.buckets.set(key, { entries, bounds });
    }
  }

  /** The buckets of searches that may match a row (a superset of those that do). */
  private candidates(row: FilterableRow): Bucket[] {
    const places = [ANY];
    if (row.latitude !== null && row.longitude !== null) {
      for (const level of this.levels) places.push(cellKey(level, row.latitude, row.longitude));
    }
    const city = filedValue(row, 'City');
    const code = filedValue(row, 'PostalCode');
    const type = filedValue(row, 'PropertyType');
    const status = filedValue(row, 'StandardStatus');
    if (city !== null) places.push(`c:${city}`);
    if (code !== null) places.push(`p:${code}`);
    const types = type === null ? [ANY] : [ANY, type];
    const statuses = status === null ? [ANY] : [ANY, status];
    const buckets: Bucket[] = [];
    for (const place of places) {
      for (const t of types) {
        for (const s of statuses) {
          const bucket = this.buckets.get(`${place}${SEP}${t}${SEP}${s}`);
          if (bucket) buckets.push(bucket);
        }
      }
    }
    return buckets;
  }

  /**
   * Every search each changed listing matches after its change, with whether it did before, at
   * the moment `now` (for the open-house flag).
   */
  match(changes: readonly ListingChange[], now: Date): MatchList {
    const out = new MatchList();
    for (const change of changes) {
      if (!change.after) continue;
      const after = new Probe(change.after, now);
      const before = change.before && new Probe(change.before, now);
      for (const bucket of this.candidates(change.after)) {
        scan(bucket, change.id, after, before, out);
      }
    }
    return out;
  }
}
