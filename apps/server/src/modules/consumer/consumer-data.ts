/**
 * The consumer area's part of the download of a person's own data: their saved searches,
 * listing groups and saved listings (with rating and notes), as stored.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { presentGroup, presentSavedSearch } from './consumer.presenter';
import { listGroups, listSavedListings, listSavedSearches } from './consumer.repository';

export async function consumerDataExport(db: Kysely<Database>, userId: string) {
  const [searches, groups, items] = await Promise.all([
    listSavedSearches(db, userId),
    listGroups(db, userId),
    listSavedListings(db, userId),
  ]);
  return {
    savedSearches: searches.map(presentSavedSearch),
    savedListingGroups: groups.map((row) => {
      const {
        savedListings: _items,
        savedListingCount: _count,
        ...group
      } = presentGroup(row, [], 0);
      return group;
    }),
    savedListings: items.map((item) => ({
      id: String(item.id),
      listingId: item.listing_id,
      savedListingGroupId: String(item.saved_listing_group_id),
      rating: item.rating,
      notes: item.notes,
      agentId: item.agent_id === null ? null : String(item.agent_id),
      createdAt: new Date(item.created_at).toISOString(),
    })),
  };
}
