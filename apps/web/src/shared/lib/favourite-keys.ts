/** The query keys of favourites, shared by favourites.ts and favourite-toggle.ts. */

/** Every consumer-area query starts with this key, so a change can refresh them all. */
export const consumerQueryKey = ['consumer'] as const;
export const savedListingRefsKey = [...consumerQueryKey, 'saved-listing'] as const;
/** The listing groups with their saved listings (the saved-listings screen). */
export const savedListingGroupsKey = [...consumerQueryKey, 'saved-listing-group'] as const;

/** The id of a saved listing the server has not confirmed yet. */
export const PENDING = 'pending:';
