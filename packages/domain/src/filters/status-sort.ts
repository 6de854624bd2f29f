import { withoutFilters, type ListingFilters, type ListingSearchSettings } from './filter-model';

export type StandardStatus = 'Active' | 'Coming Soon' | 'Pending' | 'Closed' | (string & {});

/** The sort choices of public-site.md §2; ListPrice descending is the default. */
export const SORT_OPTIONS = [
  { sortBy: 'ListPrice', order: 'asc' },
  { sortBy: 'ListPrice', order: 'desc' },
  { sortBy: 'OnMarketDate', order: 'asc' },
  { sortBy: 'OnMarketDate', order: 'desc' },
] as const;

/** With Closed in the status, a ListPrice sort becomes ClosePrice, and back when it leaves (§4). */
export function withClosedSort(filters: ListingFilters): ListingFilters {
  const statuses = filters['StandardStatus[in]'] ?? [];
  const sortBy = filters.sortBy ?? 'ListPrice';
  if (statuses.includes('Closed') && sortBy === 'ListPrice') {
    return { ...filters, sortBy: 'ClosePrice' };
  }
  if (!statuses.includes('Closed') && sortBy === 'ClosePrice') {
    return { ...filters, sortBy: 'ListPrice' };
  }
  return filters;
}

/** The sort as the menu shows it: a ClosePrice sort shows as ListPrice (§2). */
export function displayedSortBy(sortBy: string | undefined): string {
  return sortBy === undefined || sortBy === 'ClosePrice' ? 'ListPrice' : sortBy;
}

/**
 * The statuses a search really asks for (§4): Active brings Coming Soon unless the setting turns
 * it off, Closed is dropped when not allowed, and an emptied status falls back to Active (plus
 * Coming Soon).
 */
export function effectiveStatuses(
  statuses: readonly string[] | undefined,
  settings: Pick<ListingSearchSettings, 'comingSoonWithActive' | 'allowClosed'> = {},
): readonly string[] {
  const comingSoon = settings.comingSoonWithActive !== false;
  let out = [...(statuses ?? [])];
  if (settings.allowClosed === false) out = out.filter((status) => status !== 'Closed');
  if (out.length === 0) out = ['Active'];
  if (comingSoon && out.includes('Active') && !out.includes('Coming Soon')) out.push('Coming Soon');
  return out;
}

/** Stores a status choice: Closed is dropped when not allowed, and an emptied choice falls back
 * to the default; the sort follows the Closed rule. */
export function withStatuses(
  filters: ListingFilters,
  statuses: readonly string[],
  settings: Pick<ListingSearchSettings, 'allowClosed'> = {},
): ListingFilters {
  const kept = statuses.filter((status) => settings.allowClosed !== false || status !== 'Closed');
  const next =
    kept.length === 0
      ? withoutFilters(filters, ['StandardStatus[in]'])
      : { ...filters, 'StandardStatus[in]': kept };
  return withClosedSort(next);
}
