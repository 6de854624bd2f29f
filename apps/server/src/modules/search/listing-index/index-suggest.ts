/** Place suggestions from the listing index: dictionary look-ups and per-filter counts. */
import { LISTING_FIELDS } from '../listing-fields';
import {
  matchesPrefix,
  PER_LISTING_GROUPS,
  type Suggestion,
  type SuggestGroup,
} from '../listing-engine';
import { streetStart } from '../place-matching';
import { TextColumn, type Dictionary, type Mask } from './index-columns';
import type { ListingIndex, Match } from './listing-index';

function textColumn(index: ListingIndex, group: SuggestGroup): TextColumn {
  const spec = LISTING_FIELDS[group];
  const column = spec ? index.column(spec.column) : undefined;
  if (!(column instanceof TextColumn)) throw new Error(`no text column for ${group}`);
  return column;
}

interface Sorted {
  version: number;
  /** Rows with a value, by key, then lower-cased value, then id. */
  rows: Int32Array;
  /** The sort key of the k-th row (read through the column: no list of every row's key). */
  keyAt: (k: number) => string;
}
type SortKey = (lower: string) => string;
const byValue: SortKey = (lower) => lower;
const sortedCache = new WeakMap<TextColumn, Map<SortKey, Sorted>>();

/** A dictionary's codes in (key, lower-cased value) order, as of its size then. */
interface Ranked {
  size: number;
  /** The sort key of each code. */
  keys: string[];
  /** The codes in order. */
  order: Int32Array;
  /** The place of each code in that order; codes of equal key and value share one. */
  rank: Int32Array;
  ranks: number;
}
const rankedCache = new WeakMap<Dictionary, Map<SortKey, Ranked>>();
const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/**
 * The dictionary's codes ranked by key. A dictionary only grows, so its new values are sorted
 * and merged into the order kept from before instead of sorting every value again: each new
 * value finds its place by a binary search, and the ranks of two old values next to each other
 * come from their ranks before. Comparing every value with its neighbours took 10–15 ms a time
 * for the addresses of 100,000 listings, after every page of a feed's replication.
 */
function rankedDictionary(dictionary: Dictionary, key: SortKey): Ranked {
  let perKey = rankedCache.get(dictionary);
  if (!perKey) rankedCache.set(dictionary, (perKey = new Map()));
  const { lower } = dictionary;
  const size = lower.length;
  const cached = perKey.get(key);
  if (cached && cached.size === size) return cached;
  const keys = cached?.keys ?? [];
  const from = keys.length;
  for (let code = from; code < size; code++) keys.push(key(lower[code]!));
  const byKey = (a: number, b: number) =>
    compare(keys[a]!, keys[b]!) || compare(lower[a]!, lower[b]!);
  const added = Int32Array.from({ length: size - from }, (_, i) => from + i).sort(byKey);
  const before = cached?.order ?? new Int32Array(0);
  const order = new Int32Array(size);
  // Old values that compare equal to a new one come first, as a stable merge puts them.
  let a = 0;
  let k = 0;
  for (const code of added) {
    let high = before.length;
    let low = a;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (byKey(before[mid]!, code) <= 0) low = mid + 1;
      else high = mid;
    }
    order.set(before.subarray(a, low), k);
    k += low - a;
    a = low;
    order[k++] = code;
  }
  order.set(before.subarray(a), k);
  const oldRank = cached?.rank;
  const rank = new Int32Array(size);
  let ranks = 0;
  for (let i = 1; i < size; i++) {
    const x = order[i - 1]!;
    const y = order[i]!;
    const same = x < from && y < from ? oldRank![x] === oldRank![y] : byKey(x, y) === 0;
    if (!same) ranks++;
    rank[y] = ranks;
  }
  const ranked = { size, keys, order, rank, ranks: size === 0 ? 0 : ranks + 1 };
  perKey.set(key, ranked);
  return ranked;
}

/**
 * The column's rows in key order, brought up to date whenever the index changes (while a feed is
 * being replicated, after every page): the rows changed since merged into the order kept (by
 * rank and id), or after many changes counted into place by rank, with no comparison of strings
 * except among the few new values, where sorting every row by its text took 0.1 s or more a time
 * at 100,000 listings.
 */
function sortedRows(index: ListingIndex, column: TextColumn, key: SortKey): Sorted {
  let perKey = sortedCache.get(column);
  if (!perKey) sortedCache.set(column, (perKey = new Map()));
  const cached = perKey.get(key);
  if (cached && cached.version === index.version) return cached;
  const { codes, dictionary } = column;
  const { keys: keyOf, rank, ranks } = rankedDictionary(dictionary, key);
  const ids = index.ids.values;
  // After a few changes, the rows kept from before with the changed ones merged in.
  const merged =
    cached &&
    index.changedInto(
      cached.rows,
      cached.version,
      (row) => index.alive[row] === 1 && codes[row]! >= 0,
      (x, y) => rank[codes[x]!]! - rank[codes[y]!]! || ids[x]! - ids[y]!,
    );
  const rows = merged ?? countedRows(index, codes, rank, ranks);
  const built = { version: index.version, rows, keyAt: (k: number) => keyOf[codes[rows[k]!]!]! };
  perKey.set(key, built);
  return built;
}

/** The rows with a value, by rank and then id: counted into place by rank, no string compared. */
function countedRows(
  index: ListingIndex,
  codes: TextColumn['codes'],
  rank: Int32Array,
  ranks: number,
): Int32Array {
  const starts = new Int32Array(ranks + 1);
  for (let i = 0; i < index.rows; i++) {
    if (index.alive[i] && codes[i]! >= 0) starts[rank[codes[i]!]! + 1]!++;
  }
  for (let r = 1; r <= ranks; r++) starts[r]! += starts[r - 1]!;
  const rows = new Int32Array(starts[ranks]!);
  const next = starts.slice(0, ranks);
  for (let i = 0; i < index.rows; i++) {
    if (index.alive[i] && codes[i]! >= 0) rows[next[rank[codes[i]!]!]!++] = i;
  }
  // Rows of one value, by id.
  const ids = index.ids.values;
  for (let r = 0; r < ranks; r++) {
    if (starts[r + 1]! - starts[r]! > 1) {
      rows.subarray(starts[r]!, starts[r + 1]!).sort((x, y) => ids[x]! - ids[y]!);
    }
  }
  return rows;
}

/** Rows whose key starts with the prefix, in key order, while `take` wants more. */
function scan(sorted: Sorted, prefix: string, take: (row: number) => boolean): void {
  const { rows, keyAt } = sorted;
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (keyAt(mid) < prefix) low = mid + 1;
    else high = mid;
  }
  for (let k = low; k < rows.length; k++) {
    if (!keyAt(k).startsWith(prefix) || !take(rows[k]!)) break;
  }
}

/**
 * Listings whose value starts with the prefix, in value order (one suggestion each); then, for
 * addresses, those whose street starts with it ('1234 Gateway Way' for 'gateway way'), by street.
 */
function perListing(
  index: ListingIndex,
  group: SuggestGroup,
  mask: Mask,
  prefix: string,
  limit: number,
): Suggestion[] {
  const column = textColumn(index, group);
  const out: Suggestion[] = [];
  const taken = new Set<number>();
  const take = (row: number) => {
    if (out.length >= limit) return false;
    if (!mask[row] || taken.has(row)) return true;
    taken.add(row);
    out.push({
      field: group,
      value: column.value(row) ?? '',
      count: 1,
      id: String(index.ids.values[row]),
    });
    return true;
  };
  scan(sortedRows(index, column, byValue), prefix, take);
  if (group === 'UnparsedAddress') scan(sortedRows(index, column, streetStart), prefix, take);
  return out;
}

/** Matching listings per dictionary value of a column. */
export function codeCounts(column: TextColumn, { mask, ranges }: Match): Int32Array {
  const counts = new Int32Array(column.dictionary.values.length);
  const codes = column.codes;
  for (let r = 0; r < ranges.length; r += 2) {
    for (let i = ranges[r]!; i < ranges[r + 1]!; i++) {
      if (!mask[i]) continue;
      const code = codes[i]!;
      if (code >= 0) counts[code]!++;
    }
  }
  return counts;
}

/** Suggestions per group; `counts` gives (and may cache) per-value counts of a group. */
export function suggestFromIndex(
  index: ListingIndex,
  { mask }: Match,
  prefix: string,
  groups: readonly SuggestGroup[],
  limit: number,
  counts: (group: SuggestGroup, column: TextColumn) => Int32Array,
): Record<string, Suggestion[]> {
  const result: Record<string, Suggestion[]> = {};
  for (const group of groups) {
    if (PER_LISTING_GROUPS.has(group)) {
      result[group] = perListing(index, group, mask, prefix, limit);
      continue;
    }
    const column = textColumn(index, group);
    const { values, lower } = column.dictionary;
    const perCode = counts(group, column);
    const found: { value: string; count: number }[] = [];
    for (let code = 0; code < values.length; code++) {
      const count = perCode[code] ?? 0;
      if (count > 0 && matchesPrefix(lower[code]!, prefix))
        found.push({ value: values[code]!, count });
    }
    found.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    result[group] = found.slice(0, limit).map((item) => ({ field: group, ...item }));
  }
  return result;
}

/** Every name of these groups with its count of matching listings (names with none left out). */
export function namesFromIndex(
  index: ListingIndex,
  groups: readonly SuggestGroup[],
  counts: (group: SuggestGroup, column: TextColumn) => Int32Array,
): Record<string, { value: string; count: number }[]> {
  const result: Record<string, { value: string; count: number }[]> = {};
  for (const group of groups) {
    const column = textColumn(index, group);
    const perCode = counts(group, column);
    const { values } = column.dictionary;
    const names: { value: string; count: number }[] = [];
    for (let code = 0; code < values.length; code++) {
      const count = perCode[code] ?? 0;
      if (count > 0) names.push({ value: values[code]!, count });
    }
    result[group] = names;
  }
  return result;
}
