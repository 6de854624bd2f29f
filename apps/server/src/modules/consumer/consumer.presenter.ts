/** Rows of the consumer area as the MLS API sends them (members-area.md §3). */
import type {
  ListedSavedSearch,
  SavedListing,
  SavedListingGroup,
  SavedSearch,
} from '@hearth/contracts';
import { OFF_MARKET_STATUS } from '@hearth/domain';
import type {
  ListedSavedSearchRow,
  SavedListingGroupRow,
  SavedListingRow,
  SavedSearchRow,
} from './consumer.repository';

const iso = (value: Date | string): string => new Date(value).toISOString();
const idOrNull = (value: string | null): string | null => (value === null ? null : String(value));

function owner(row: {
  user_id: string;
  agent_id: string | null;
  contact_id: string | null;
  config_id: string | null;
  created_at: Date;
  updated_at: Date;
}) {
  return {
    userId: String(row.user_id),
    agentId: idOrNull(row.agent_id),
    contactId: idOrNull(row.contact_id),
    configId: row.config_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: String(row.id),
    name: row.name,
    notificationFrequency: row.notification_frequency,
    subscriptions: row.subscriptions,
    query: row.query,
    notes: row.notes,
    lastRunAt: row.last_run_at === null ? null : iso(row.last_run_at),
    ...owner(row),
  };
}

export function presentListedSavedSearch(row: ListedSavedSearchRow): ListedSavedSearch {
  return {
    ...presentSavedSearch(row),
    newListings: row.new_listings,
    agent: row.agent_id ? { name: row.agent_name ?? '' } : null,
  };
}

/**
 * A saved listing with its listing as it is now; a listing no longer in the data (sold and
 * removed, withdrawn, expired) keeps the card saved with it, marked off the market.
 */
export function presentSavedListing(
  row: SavedListingRow,
  current: Record<string, unknown> | undefined,
  snapshot?: Record<string, unknown>,
): SavedListing {
  const listing = current ?? {
    ...(snapshot ?? { ListingId: row.listing_id }),
    StandardStatus: OFF_MARKET_STATUS,
  };
  return {
    id: String(row.id),
    listingId: row.listing_id,
    savedListingGroupId: String(row.saved_listing_group_id),
    rating: row.rating,
    notes: row.notes,
    userId: String(row.user_id),
    agentId: idOrNull(row.agent_id),
    agent: row.agent_id ? { name: row.agent_name ?? '' } : null,
    createdAt: iso(row.created_at),
    listing: { ...listing, id: String(listing.id ?? '') },
  };
}

/** A group with a page of its saved listings and how many it holds in all. */
export function presentGroup(
  row: SavedListingGroupRow,
  savedListings: SavedListing[],
  savedListingCount: number,
): SavedListingGroup {
  return {
    id: String(row.id),
    name: row.name,
    notificationFrequency: row.notification_frequency,
    subscriptions: row.subscriptions,
    notes: row.notes,
    // Contacts come with the agents' area; until then no group has one.
    contact: null,
    ...owner(row),
    savedListings,
    savedListingCount,
  };
}
