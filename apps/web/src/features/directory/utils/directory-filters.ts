/**
 * The directory's filters as they travel in the `filters` query parameter (public-site.md §2),
 * and the search request built from them (§5, §7).
 */
import {
  directoryRequestFilters,
  parseLooseFiltersParam,
  type DirectoryFilters,
  type DirectoryMode,
} from '@hearth/domain';
import type { QueryParams } from '../../../shared/lib/api-client';
import { paths } from '../../../config/paths';

/** Results per page on the directory screens (the API's default is 100). */
export const DIRECTORY_PAGE_SIZE = 25;

export function readDirectoryFilters(search: URLSearchParams): DirectoryFilters {
  return parseLooseFiltersParam(search.get('filters'));
}

/** Without empty values and a zero offset; what the address keeps. */
export function compactFilters(filters: DirectoryFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || value === 'null') continue;
    if (name === 'offset' && Number(value) === 0) continue;
    out[name] = value;
  }
  return out;
}

/** `/directory?filters={…}`, or `/directory` when nothing is set (clearing, §2). */
export function directoryHref(filters: DirectoryFilters): string {
  return paths.directory(compactFilters(filters));
}

/** Field names that belong to the other mode's records. */
const belongsTo = (mode: DirectoryMode, name: string) =>
  mode === 'agent' || !name.startsWith('Member');

/** The search API request of the screen: forced status, exclusion, page size. */
export function directoryRequest(
  mode: DirectoryMode,
  filters: DirectoryFilters,
  excludedAssociation: string,
): QueryParams {
  const request = directoryRequestFilters(mode, filters, excludedAssociation);
  const query: QueryParams = { limit: DIRECTORY_PAGE_SIZE };
  for (const [name, value] of Object.entries(request)) {
    if (value !== undefined && value !== '' && belongsTo(mode, name)) query[name] = value;
  }
  return query;
}

/** One filter set, or removed when the value is empty; the offset goes back to 0 (§4). */
export function withDirectoryFilter(
  filters: DirectoryFilters,
  name: string,
  value: string | undefined,
): DirectoryFilters {
  const next: Record<string, string | number | undefined> = { ...filters, offset: 0 };
  if (value === undefined || value === '') delete next[name];
  else next[name] = value;
  return next;
}
