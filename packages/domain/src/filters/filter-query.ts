import {
  coerceFilterValue,
  filterValuesEqual,
  isBlankFilterValue,
  isListingFilterName,
  withFilter,
  type FilterValue,
  type ListingFilters,
} from './filter-model';

/** A problem with one entry of a filters parameter; the entry is left out. */
export interface FilterProblem {
  readonly field: string;
  readonly message: string;
}

export interface ParsedFilters {
  readonly filters: ListingFilters;
  readonly problems: readonly FilterProblem[];
}

type LooseFilters = Readonly<Record<string, FilterValue | undefined>>;

/** The active, non-default filters: defaults, empty values, null and 'null' are left out (§5). */
export function activeFilters<T extends LooseFilters>(filters: T, defaults: LooseFilters): T {
  const out: Record<string, FilterValue> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || isBlankFilterValue(value)) continue;
    if (filterValuesEqual(value, defaults[name])) continue;
    out[name] = value;
  }
  return out as T;
}

/** The JSON text of the `filters` query parameter; lists travel comma-separated. */
export function serializeFiltersParam(filters: LooseFilters, defaults: LooseFilters = {}): string {
  const wire: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(activeFilters(filters, defaults))) {
    if (value === undefined) continue;
    wire[name] = Array.isArray(value) ? value.join(',') : (value as string | number);
  }
  return JSON.stringify(wire);
}

/** A path with the `filters` parameter, or the bare path when every filter is a default. */
export function filtersHref(
  path: string,
  filters: LooseFilters,
  defaults: LooseFilters = {},
): string {
  const json = serializeFiltersParam(filters, defaults);
  return json === '{}' ? path : `${path}?filters=${encodeURIComponent(json)}`;
}

function readRecord(record: Readonly<Record<string, unknown>>): ParsedFilters {
  let filters: ListingFilters = {};
  const problems: FilterProblem[] = [];
  for (const [field, raw] of Object.entries(record)) {
    if (!isListingFilterName(field)) {
      problems.push({ field, message: `${field} is not a listing filter` });
      continue;
    }
    if (isBlankFilterValue(raw)) continue;
    const value = coerceFilterValue(field, raw);
    if (value.ok) filters = withFilter(filters, field, value.value);
    else problems.push({ field, message: value.error });
  }
  return { filters, problems };
}

/** Reads the `filters` query parameter; a malformed parameter gives no filters (§2). */
export function parseFiltersParam(text: string | null | undefined): ParsedFilters {
  if (text === null || text === undefined || text.trim() === '')
    return { filters: {}, problems: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { filters: {}, problems: [{ field: 'filters', message: 'filters is not valid JSON' }] };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {
      filters: {},
      problems: [{ field: 'filters', message: 'filters must be a JSON object' }],
    };
  }
  return readRecord(parsed as Record<string, unknown>);
}

/** Reads the directory's `filters` parameter, whose names are not listing filters. */
export function parseLooseFiltersParam(
  text: string | null | undefined,
): Readonly<Record<string, string | number>> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof value === 'number' && Number.isFinite(value)) out[name] = value;
      else if (typeof value === 'string' && !isBlankFilterValue(value)) out[name] = value;
    }
    return out;
  } catch {
    return {};
  }
}

/** Old-style separate query parameters that name a known filter, read into filters (§2). */
export function convertLegacyParams(params: Iterable<readonly [string, string]>): ParsedFilters & {
  readonly converted: readonly string[];
} {
  const record: Record<string, string> = {};
  for (const [name, value] of params) {
    if (isListingFilterName(name)) record[name] = value;
  }
  return { ...readRecord(record), converted: Object.keys(record) };
}

/**
 * The address to reload with when old-style parameters are present, or null when there are none.
 * Parameters that are not filters are kept as they were.
 */
export function legacyParamsRedirect(
  path: string,
  params: Iterable<readonly [string, string]>,
  defaults: LooseFilters = {},
): string | null {
  const entries = [...params];
  const { filters, converted } = convertLegacyParams(entries);
  if (converted.length === 0) return null;
  const kept = entries.filter(([name]) => name !== 'filters' && !isListingFilterName(name));
  const existing = parseFiltersParam(entries.find(([name]) => name === 'filters')?.[1]).filters;
  const json = serializeFiltersParam({ ...existing, ...filters }, defaults);
  const query = [...kept, ...(json === '{}' ? [] : [['filters', json] as const])]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return query === '' ? path : `${path}?${query}`;
}

/**
 * The query string of a search API request. Names keep their Bridge-style brackets; values are
 * URI-encoded, so a pound sign in a place value travels as %23 (§5).
 */
export function searchQueryString(filters: LooseFilters): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || isBlankFilterValue(value)) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    pairs.push(`${name}=${encodePlaceValue(text)}`);
  }
  return pairs.join('&');
}

/** Encodes a value for a query string; '#' would otherwise end the address at a fragment. */
export function encodePlaceValue(value: string): string {
  return encodeURIComponent(value);
}
