/** Place suggestions from the listing index: dictionary look-ups and per-filter counts. */
import { LISTING_FIELDS } from '../listing-fields';
import {
  matchesPrefix,
  PER_LISTING_GROUPS,
  type Suggestion,
  type SuggestGroup,
} from '../listing-engine';
import { TextColumn, type Mask } from './index-columns';
import type { ListingIndex, Match } from './listing-index';

function textColumn(index: ListingIndex, group: SuggestGroup): TextColumn {
  const spec = LISTING_FIELDS[group];
  const column = spec ? index.column(spec.column) : undefined;
  if (!(column instanceof TextColumn)) throw new Error(`no text column for ${group}`);
  return column;
}

interface Sorted {
  version: number;
  /** Rows with a value, by lower-cased value then id. */
  rows: Int32Array;
  lower: string[];
}
const sortedCache = new WeakMap<TextColumn, Sorted>();

function sortedRows(index: ListingIndex, column: TextColumn): Sorted {
  const cached = sortedCache.get(column);
  if (cached && cached.version === index.version) return cached;
  const { codes, dictionary } = column;
  const list: number[] = [];
  for (let i = 0; i < index.rows; i++) if (index.alive[i] && codes[i]! >= 0) list.push(i);
  const ids = index.ids.values;
  list.sort((a, b) => {
    const x = dictionary.lower[codes[a]!]!;
    const y = dictionary.lower[codes[b]!]!;
    return x < y ? -1 : x > y ? 1 : ids[a]! - ids[b]!;
  });
  const rows = Int32Array.from(list);
  const built = {
    version: index.version,
    rows,
    lower: list.map((row) => dictionary.lower[codes[row]!]!),
  };
  sortedCache.set(column, built);
  return built;
}

/** Listings whose value starts with the prefix, in value order (one suggestion each). */
function perListing(
  index: ListingIndex,
  group: SuggestGroup,
  mask: Mask,
  prefix: string,
  limit: number,
): Suggestion[] {
  const column = textColumn(index, group);
  const { rows, lower } = sortedRows(index, column);
  let low = 0;
  let high = lower.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (lower[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  const out: Suggestion[] = [];
  for (let k = low; k < lower.length && out.length < limit; k++) {
    if (!lower[k]!.startsWith(prefix)) break;
    const row = rows[k]!;
    if (!mask[row]) continue;
    out.push({
      field: group,
      value: column.value(row) ?? '',
      count: 1,
      id: String(index.ids.values[row]),
    });
  }
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
