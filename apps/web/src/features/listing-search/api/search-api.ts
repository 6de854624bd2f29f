import {
  searchQueryString,
  searchRequestFilters,
  withoutFilters,
  type ListingFilterName,
  type ListingFilters,
} from '@hearth/domain';
import type { PublicSettings } from '../../../config/settings';
import { ApiError, clientErrorCodes } from '../../../shared/lib/api-error';
import { api } from '../../../shared/lib/api-client';

/** Names the address may carry that are not search API parameters. */
const CLIENT_ONLY = ['polygon', 'mapbound', 'searchBy', 'savedSearchId'] as const;

/** The query string of a listing search: the §4 rules applied to the address's filters. */
export function listingRequestQuery(
  filters: ListingFilters,
  settings: PublicSettings,
  omit: readonly ListingFilterName[] = [],
): string {
  const request = searchRequestFilters(filters, settings);
  return searchQueryString(withoutFilters(request, [...CLIENT_ONLY, ...omit]));
}

/** GET `{searchApiUrl}{path}?{query}` with the bearer search key; the body is checked by `parse`. */
export async function searchApiGet<T>(
  settings: PublicSettings,
  path: string,
  query: string,
  parse: (body: unknown) => { success: true; data: T } | { success: false },
  signal?: AbortSignal,
): Promise<T> {
  const body = await api.get<unknown>(
    `${settings.searchApiUrl}${path}${query ? `?${query}` : ''}`,
    {
      headers: { Authorization: `Bearer ${settings.searchApiKey}` },
      ...(signal ? { signal } : {}),
    },
  );
  const parsed = parse(body);
  if (!parsed.success) {
    throw new ApiError(200, clientErrorCodes.unparseable, 'Server Error. Please try again later.');
  }
  return parsed.data;
}
