import type { QueryClient } from '@tanstack/react-query';

// What the app shell uses of this feature.
export { consumerLayout, consumerNotFound, consumerRoutes } from './consumer-routes';

/**
 * Asks for the saved listings of /user/saved-listings at start-up, beside the screen's code; the
 * code that asks is loaded then, so it stays out of the other screens' first bundle.
 */
export async function prefetchSavedListingGroups(
  queryClient: QueryClient,
  mlsApiUrl: string,
): Promise<void> {
  const groups = await import('./api/saved-listing-groups');
  groups.prefetchSavedListingGroups(queryClient, mlsApiUrl);
}
