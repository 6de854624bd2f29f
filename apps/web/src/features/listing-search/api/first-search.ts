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
 * Puts the results that the server wrote into the page (the first listings of the answer, with
 * its total and bounds) in the query cache under the query they answer, so that the search screen paints them without a request of its own. A search whose
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
  const { query, response, partial } = data as {
    query?: unknown;
    response?: unknown;
    partial?: unknown;
  };
  if (typeof query !== 'string' || !isListingSearchResponse(response)) return;
  // Only the first listings of a longer page: shown at once, and stale, so the screen asks for
  // the whole page as soon as it runs.
  queryClient.setQueryData(
    listingsQueryKey(settings, query),
    response,
    partial === true ? { updatedAt: 0 } : undefined,
  );
}
