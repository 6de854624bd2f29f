/** Totals, bounds, sorted pages and clusters over a match mask of the listing index. */
import type { Cluster, MapBounds } from '@hearth/contracts';
import { LISTING_FIELDS } from '../listing-fields';
import { NumberColumn, TextColumn, type NumberArray } from './index-columns';
import { cellKey, cellOf } from './index-row';
import type { ListingIndex, Match } from './listing-index';

export interface Summary {
  total: number;
  bounds: MapBounds | null;
}

/** The number of matches and the box of those with a shown position. */
export function summarise(index: ListingIndex, { mask, ranges }: Match): Summary {
  const lat = index.latitude.values;
  const lon = index.longitude.values;
  const shown = index.shown;
  let total = 0;
  let north = -Infinity;
  let south = Infinity;
  let east = -Infinity;
  let west = Infinity;
  for (let r = 0; r < ranges.length; r += 2) {
    for (let i = ranges[r]!; i < ranges[r + 1]!; i++) {
      if (!mask[i]) continue;
      total++;
      if (!shown[i]) continue;
      const y = lat[i]!;
      const x = lon[i]!;
      if (Number.isNaN(y) || Number.isNaN(x)) continue;
      if (y > north) north = y;
      if (y < south) south = y;
      if (x > east) east = x;
      if (x < west) west = x;
    }
  }
  return { total, bounds: north === -Infinity ? null : { north, south, east, west } };
}

/** Sort keys of a field: numbers (NaN empty) in row order. */
function sortKeys(index: ListingIndex, field: string): NumberArray {
  if (field === 'id') return index.ids.values;
  const spec = LISTING_FIELDS[field];
  if (!spec) throw new Error(`no field ${field}`);
  const column = index.column(spec.column);
  if (column instanceof NumberColumn) return column.values;
  if (!(column instanceof TextColumn)) throw new Error(`unsortable field ${field}`);
  // Text sorts by code unit, as collate "C" does.
  const values = column.dictionary.values;
  const order = values
    .map((_, code) => code)
    .sort((a, b) => {
      const x = values[a]!;
      const y = values[b]!;
      return x < y ? -1 : x > y ? 1 : 0;
    });
  const rank = new Float64Array(values.length);
  order.forEach((code, position) => (rank[code] = position));
  const keys = new Float64Array(index.rows);
  for (let i = 0; i < index.rows; i++) {
    const code = column.codes[i]!;
    keys[i] = code < 0 ? Number.NaN : rank[code]!;
  }
  return keys;
}

function ascending(keys: NumberArray, ids: NumberArray) {
  return (a: number, b: number): number => {
    const x = keys[a]!;
    const y = keys[b]!;
    const xNull = Number.isNaN(x);
    const yNull = Number.isNaN(y);
    if (xNull !== yNull) return xNull ? 1 : -1;
    if (!xNull && x !== y) return x < y ? -1 : 1;
    return ids[a]! - ids[b]!;
  };
}

/** Descending keys, empty keys still last, ties by id descending. */
function descending(keys: NumberArray, ids: NumberArray) {
  return (a: number, b: number): number => {
    const x = keys[a]!;
    const y = keys[b]!;
    const xNull = Number.isNaN(x);
    const yNull = Number.isNaN(y);
    if (xNull !== yNull) return xNull ? 1 : -1;
    if (!xNull && x !== y) return x > y ? -1 : 1;
    return ids[b]! - ids[a]!;
  };
}

interface Permutation {
  version: number;
  rows: Int32Array;
  /** Position of the first row with an empty key. */
  nullStart: number;
}
const permutations = new WeakMap<ListingIndex, Map<string, Permutation>>();

/** Rows a packed sort key can number (2^22); a bigger index sorts with a comparator. */
const PACKED_ROWS = 4_194_304;

/** The distinct non-empty keys, ascending. */
function distinctKeys(keys: Float64Array): Float64Array {
  const sorted = keys.sort();
  let n = 0;
  for (let k = 0; k < sorted.length; k++) {
    const key = sorted[k]!;
    if (Number.isNaN(key)) break;
    if (n === 0 || key !== sorted[n - 1]) sorted[n++] = key;
  }
  return sorted.subarray(0, n);
}

function rankOf(sorted: Float64Array, key: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The live rows by key ascending, empty keys last, ties by id. Keys and ids are replaced by
 * their ranks and packed into one number per row, so the sort is the engine's native numeric
 * sort (several times faster than a comparator at a million rows).
 */
function sortRows(index: ListingIndex, keys: NumberArray): Int32Array {
  const ids = index.ids.values;
  const live: number[] = [];
  for (let i = 0; i < index.rows; i++) if (index.alive[i]) live.push(i);
  const out = Int32Array.from(live);
  if (live.length > PACKED_ROWS) return out.sort(ascending(keys, ids));
  // Live rows have distinct ids, so an id's rank names its row.
  const idOrder = Float64Array.from(live, (row) => ids[row]!).sort();
  const rowOfIdRank = new Int32Array(live.length);
  const values = distinctKeys(Float64Array.from(live, (row) => keys[row]!));
  const packed = new Float64Array(live.length);
  for (let k = 0; k < live.length; k++) {
    const row = live[k]!;
    const idRank = rankOf(idOrder, ids[row]!);
    rowOfIdRank[idRank] = row;
    const key = keys[row]!;
    const keyRank = Number.isNaN(key) ? values.length : rankOf(values, key);
    packed[k] = keyRank * PACKED_ROWS + idRank;
  }
  packed.sort();
  for (let k = 0; k < packed.length; k++) out[k] = rowOfIdRank[packed[k]! % PACKED_ROWS]!;
  return out;
}

/**
 * Every row sorted by the field ascending, empty last, ties by id; after changes, the order
 * before with the changed rows merged in when they are few (ListingIndex.changedInto), else
 * sorted again.
 */
function permutation(index: ListingIndex, field: string): Permutation {
  let cache = permutations.get(index);
  if (!cache) permutations.set(index, (cache = new Map()));
  const cached = cache.get(field);
  if (cached && cached.version === index.version) return cached;
  const keys = sortKeys(index, field);
  // While a feed is replicated the index changes after every page of 1,000 listings: sorting all
  // 100,000 rows again took 50–60 ms a time on a busy machine, with a search waiting for it.
  const rows =
    (cached &&
      index.changedInto(
        cached.rows,
        cached.version,
        (row) => index.alive[row] === 1,
        ascending(keys, index.ids.values),
      )) ??
    sortRows(index, keys);
  let nullStart = rows.length;
  while (nullStart > 0 && Number.isNaN(keys[rows[nullStart - 1]!]!)) nullStart--;
  const built = { version: index.version, rows, nullStart };
  cache.set(field, built);
  return built;
}

/** A sorted page of the matches (`total` of them) as listing ids. */
export function page(
  index: ListingIndex,
  { mask, ranges }: Match,
  total: number,
  sortBy: string,
  order: 'asc' | 'desc',
  offset: number,
  limit: number,
): string[] {
  const end = Math.min(total, offset + limit);
  if (end <= offset) return [];
  const ids = index.ids.values;
  const picked: number[] = [];
  // Walking the field's sorted permutation visits about end × rows / total rows; sorting the
  // matches costs about total × log(total) comparisons. Take the cheaper.
  if (total * Math.log2(total + 1) * 4 < (end * index.rows) / total) {
    const rows = new Int32Array(total);
    let n = 0;
    for (let r = 0; r < ranges.length; r += 2) {
      for (let i = ranges[r]!; i < ranges[r + 1]!; i++) if (mask[i]) rows[n++] = i;
    }
    const keys = sortKeys(index, sortBy);
    rows.sort(order === 'asc' ? ascending(keys, ids) : descending(keys, ids));
    for (let k = offset; k < end; k++) picked.push(rows[k]!);
  } else {
    const { rows, nullStart } = permutation(index, sortBy);
    const walk =
      order === 'asc'
        ? (visit: (row: number) => boolean) => {
            for (let k = 0; k < rows.length; k++) if (!visit(rows[k]!)) return;
          }
        : (visit: (row: number) => boolean) => {
            for (let k = nullStart - 1; k >= 0; k--) if (!visit(rows[k]!)) return;
            for (let k = rows.length - 1; k >= nullStart; k--) if (!visit(rows[k]!)) return;
          };
    let seen = 0;
    walk((row) => {
      if (!mask[row]) return true;
      if (seen >= offset) picked.push(row);
      seen++;
      return seen < end;
    });
  }
  return picked.map((row) => String(ids[row]));
}

interface Cells {
  version: number;
  ofRow: Int32Array;
  keys: string[];
}
const cellCache = new WeakMap<ListingIndex, Map<number, Cells>>();

/** Each row's cell at a precision as a dense number (-1 without a geohash). */
function cells(index: ListingIndex, precision: number): Cells {
  let cache = cellCache.get(index);
  if (!cache) cellCache.set(index, (cache = new Map()));
  const cached = cache.get(precision);
  if (cached && cached.version === index.version) return cached;
  const ofRow = new Int32Array(index.rows);
  const dense = new Map<number, number>();
  const keys: string[] = [];
  const geohash = index.geohash.values;
  for (let i = 0; i < index.rows; i++) {
    const g = geohash[i]!;
    if (Number.isNaN(g)) {
      ofRow[i] = -1;
      continue;
    }
    const cell = cellOf(g, precision);
    let id = dense.get(cell);
    if (id === undefined) {
      id = keys.length;
      dense.set(cell, id);
      keys.push(cellKey(cell, precision));
    }
    ofRow[i] = id;
  }
  const built = { version: index.version, ofRow, keys };
  cache.set(precision, built);
  return built;
}

/** Matches with a shown position, counted per geohash cell, in key order. */
export function clusters(
  index: ListingIndex,
  { mask, ranges }: Match,
  precision: number,
): Cluster[] {
  const { ofRow, keys } = cells(index, precision);
  const n = keys.length;
  const count = new Float64Array(n);
  const sumLat = new Float64Array(n);
  const sumLon = new Float64Array(n);
  const north = new Float64Array(n).fill(-Infinity);
  const south = new Float64Array(n).fill(Infinity);
  const east = new Float64Array(n).fill(-Infinity);
  const west = new Float64Array(n).fill(Infinity);
  const lat = index.latitude.values;
  const lon = index.longitude.values;
  const shown = index.shown;
  for (let r = 0; r < ranges.length; r += 2) {
    for (let i = ranges[r]!; i < ranges[r + 1]!; i++) {
      if (!mask[i] || !shown[i]) continue;
      const cell = ofRow[i]!;
      const y = lat[i]!;
      const x = lon[i]!;
      if (cell < 0 || Number.isNaN(y) || Number.isNaN(x)) continue;
      count[cell]!++;
      sumLat[cell]! += y;
      sumLon[cell]! += x;
      if (y > north[cell]!) north[cell] = y;
      if (y < south[cell]!) south[cell] = y;
      if (x > east[cell]!) east[cell] = x;
      if (x < west[cell]!) west[cell] = x;
    }
  }
  const out: Cluster[] = [];
  for (let c = 0; c < n; c++) {
    const docs = count[c]!;
    if (docs === 0) continue;
    out.push({
      key: keys[c]!,
      doc_count: docs,
      lat: sumLat[c]! / docs,
      lon: sumLon[c]! / docs,
      bounds: { north: north[c]!, south: south[c]!, east: east[c]!, west: west[c]! },
    });
  }
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
