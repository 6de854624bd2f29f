import { err, ok, type Result } from '../result';
import { LISTING_FILTER_KINDS, type FilterKind } from './filter-names';

export { LISTING_FILTER_KINDS, type FilterKind };

export type ListingFilterName = keyof typeof LISTING_FILTER_KINDS;

type ValueOf<K extends FilterKind> = K extends 'numeric'
  ? number
  : K extends 'flag'
    ? 0 | 1
    : K extends 'list'
      ? readonly string[]
      : string;

/** The active listing filters: each name maps to a value of its kind. */
export type ListingFilters = {
  readonly [N in ListingFilterName]?: ValueOf<(typeof LISTING_FILTER_KINDS)[N]>;
};

export type FilterValue = number | string | readonly string[];

/** A value as it arrives from a URL, JSON or the settings object. */
export type RawFilterValue = string | number | boolean | null | undefined | readonly unknown[];

/** Settings that shape the listing search (the keys of the settings object). */
export interface ListingSearchSettings {
  readonly defaultFilters?: { readonly listing?: Readonly<Record<string, RawFilterValue>> };
  readonly comingSoonWithActive?: boolean;
  readonly allowClosed?: boolean;
  readonly mapsEnabled?: boolean;
}

/** public-site.md §3: offset 0, limit 100, ListPrice desc, RESI, Active. */
export const BASE_LISTING_DEFAULTS: ListingFilters = {
  offset: 0,
  limit: 100,
  sortBy: 'ListPrice',
  order: 'desc',
  'PropertyType[in]': ['RESI'],
  'StandardStatus[in]': ['Active'],
};

export function isListingFilterName(name: string): name is ListingFilterName {
  return Object.hasOwn(LISTING_FILTER_KINDS, name);
}

export function filterKind(name: ListingFilterName): FilterKind {
  return LISTING_FILTER_KINDS[name];
}

/** Empty, null and the text 'null' mean "no filter" (public-site.md §5). */
export function isBlankFilterValue(raw: unknown): boolean {
  if (raw === null || raw === undefined) return true;
  if (typeof raw === 'string') return raw.trim() === '' || raw.trim() === 'null';
  if (Array.isArray(raw)) return raw.every(isBlankFilterValue);
  return false;
}

function parseNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const value = Number(raw.trim());
  return Number.isFinite(value) ? value : null;
}

function parseFlag(raw: unknown): 0 | 1 | null {
  if (raw === true || raw === 1 || raw === 'true' || raw === '1') return 1;
  if (raw === false || raw === 0 || raw === 'false' || raw === '0') return 0;
  return null;
}

function parseList(raw: unknown): readonly string[] | null {
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [raw];
  const out: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string' && typeof item !== 'number') return null;
    const text = String(item).trim();
    if (text !== '' && text !== 'null' && !out.includes(text)) out.push(text);
  }
  return out.length > 0 ? out : null;
}

/** Reads one raw value as the filter's kind; blank values are an error the caller drops. */
export function coerceFilterValue(name: ListingFilterName, raw: unknown): Result<FilterValue> {
  if (isBlankFilterValue(raw)) return err(`${name} is empty`);
  switch (LISTING_FILTER_KINDS[name]) {
    case 'numeric': {
      const value = parseNumber(raw);
      return value === null ? err(`${name} must be a number`) : ok(value);
    }
    case 'flag': {
      const value = parseFlag(raw);
      return value === null ? err(`${name} must be true, false, 1 or 0`) : ok(value);
    }
    case 'list': {
      const value = parseList(raw);
      return value === null ? err(`${name} must be a comma-separated list`) : ok(value);
    }
    case 'text':
      return typeof raw === 'string' || typeof raw === 'number'
        ? ok(String(raw).trim())
        : err(`${name} must be text`);
  }
}

/** Sets or removes one filter without the caller needing to know its kind's type. */
export function withFilter(
  filters: ListingFilters,
  name: ListingFilterName,
  value: FilterValue | undefined,
): ListingFilters {
  const next: Record<string, FilterValue> = { ...(filters as Record<string, FilterValue>) };
  if (value === undefined) delete next[name];
  else next[name] = value;
  return next as ListingFilters;
}

/** Removes several filters at once. */
export function withoutFilters(
  filters: ListingFilters,
  names: readonly ListingFilterName[],
): ListingFilters {
  const next: Record<string, FilterValue> = { ...(filters as Record<string, FilterValue>) };
  for (const name of names) delete next[name];
  return next as ListingFilters;
}

/** Reads a loose record (settings, a saved query) into filters; unknown or bad entries are skipped. */
export function filtersFromRecord(record: Readonly<Record<string, unknown>>): ListingFilters {
  let filters: ListingFilters = {};
  for (const [name, raw] of Object.entries(record)) {
    if (!isListingFilterName(name)) continue;
    const value = coerceFilterValue(name, raw);
    if (value.ok) filters = withFilter(filters, name, value.value);
  }
  return filters;
}

/** The defaults of public-site.md §3, overridden by the site's listing default filters. */
export function listingDefaults(settings: ListingSearchSettings = {}): ListingFilters {
  return { ...BASE_LISTING_DEFAULTS, ...filtersFromRecord(settings.defaultFilters?.listing ?? {}) };
}

export function filterValuesEqual(a: FilterValue | undefined, b: FilterValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

/** Reads a filter's value without caring about its kind. */
export function filterValue(
  filters: ListingFilters,
  name: ListingFilterName,
): FilterValue | undefined {
  return (filters as Record<string, FilterValue | undefined>)[name];
}
