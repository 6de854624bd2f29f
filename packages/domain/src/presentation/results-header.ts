import { formatNumber } from './price-format';

/** A search total is a number or an object holding one (public-site.md §3). */
export type SearchTotal = number | { readonly value: number } | null | undefined;

export function totalCount(total: SearchTotal): number {
  if (typeof total === 'number') return Number.isFinite(total) ? total : 0;
  return total && Number.isFinite(total.value) ? total.value : 0;
}

export interface ResultsState {
  readonly loading: boolean;
  readonly total: SearchTotal;
  readonly offset: number;
  readonly limit: number;
}

/** 'Searching...', then '{n} Results, Showing {a} to {b}', or the empty text (§2). */
export function resultsHeader(
  state: ResultsState,
  empty: 'No Matching Properties' | 'No Matching Agents or Offices' = 'No Matching Properties',
  locale = 'en-US',
): string {
  if (state.loading) return 'Searching...';
  const total = totalCount(state.total);
  if (total === 0) return empty;
  const from = Math.min(state.offset + 1, total);
  const to = Math.min(state.offset + state.limit, total);
  const n = (value: number): string => formatNumber(value, locale);
  return `${n(total)} Results, Showing ${n(from)} to ${n(to)}`;
}

export interface PageLink {
  readonly page: number;
  readonly offset: number;
  readonly current: boolean;
}

/** How many page links show: 10, or 7 at 480 px or narrower (§9). */
export function pageLinkCount(windowWidth: number): number {
  return windowWidth <= 480 ? 7 : 10;
}

/**
 * The pager's links around the current page, or an empty list when there is one page or none
 * (the pager is then hidden, §2).
 */
export function pageLinks(
  total: SearchTotal,
  offset: number,
  limit: number,
  windowWidth: number,
): readonly PageLink[] {
  const count = totalCount(total);
  if (limit <= 0) return [];
  const pages = Math.ceil(count / limit);
  if (pages <= 1) return [];
  const current = Math.min(pages, Math.floor(Math.max(0, offset) / limit) + 1);
  const shown = Math.min(pageLinkCount(windowWidth), pages);
  const first = Math.max(1, Math.min(current - Math.floor(shown / 2), pages - shown + 1));
  return Array.from({ length: shown }, (_, i) => {
    const page = first + i;
    return { page, offset: (page - 1) * limit, current: page === current };
  });
}
