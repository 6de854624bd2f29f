import type { QueryClient } from '@tanstack/react-query';
import type { PublicSettings } from '../../../config/settings';
import { isListingSearchResponse } from './listing-search-shape';

/** The element in which the server leaves the first page of results of a bare search address. */
const ELEMENT_ID = 'hearth-first-search';

/** The cache key of a listing search's answer (kept here so that the app shell can seed it). */
export function listingsQueryKey(settings: Pick<PublicSettings, 'searchApiUrl'>, query: string) {
  return ['listings', settings.searchApiUrl, query] as const;
}

/**
 * Puts the results that the server wrote into the page in the query cache under the query they
 * answer, so that the search screen paints them without a request of its own. A search whose
 * query differs (filters restored from an earlier visit, say) does not find them and asks the
 * search API as usual. The element is removed: the results are used once.
 */
export function seedFirstSearch(
  queryClient: QueryClient,
  settings: PublicSettings,
  source: Pick<Document, 'getElementById'> = document,
): void {
  const element = source.getElementById(ELEMENT_ID);
  if (!element) return;
  element.remove();
  let data: unknown;
  try {
    data = JSON.parse(element.textContent ?? '');
  } catch {
    return;
  }
  if (typeof data !== 'object' || data === null) return;
  const { query, response } = data as { query?: unknown; response?: unknown };
  if (typeof query !== 'string' || !isListingSearchResponse(response)) return;
  queryClient.setQueryData(listingsQueryKey(settings, query), response);
}
