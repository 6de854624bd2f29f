// What the app shell uses of this feature.
export { consumerLayout, consumerNotFound, consumerRoutes } from './consumer-routes';
export { prefetchSavedListingGroups } from './api/saved-listing-groups';
