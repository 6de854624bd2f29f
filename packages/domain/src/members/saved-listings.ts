import { err, ok, type Result } from '../result';
import { filtersFromRecord, type ListingFilters } from '../filters/filter-model';
import { shortPrice } from '../presentation/price-format';

/** A user may keep at most 200 saved searches and 5,000 saved listings. */
export const SAVED_SEARCH_LIMIT = 200;
export const SAVED_LISTING_LIMIT = 5000;

/** Ratings of saved listings (and contacts) are 1 to 5 stars (members-area.md §3, §9). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Notes on a saved listing, search or group are kept to 2,000 characters. */
export const SAVED_NOTES_MAX = 2000;

export function validateRating(value: unknown): Result<number> {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= RATING_MIN &&
    value <= RATING_MAX
    ? ok(value)
    : err(`Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`);
}

/**
 * Saved-listing notes may be cleared, which saves null (§5); blank notes are cleared too. Longer
 * than 2,000 characters is an error.
 */
export function normaliseNotes(value: string | null | undefined): Result<string | null> {
  if (value === null || value === undefined) return ok(null);
  const trimmed = value.trim();
  if (trimmed === '') return ok(null);
  return trimmed.length <= SAVED_NOTES_MAX
    ? ok(trimmed)
    : err(`Notes must be at most ${SAVED_NOTES_MAX} characters`);
}

export interface SavedListingGroupNaming {
  readonly name: string | null;
  readonly agentId: string | null;
  readonly contactName: string | null;
}

/**
 * How a listing group is titled (§2): the contact's name; 'Your Saved Listings' for an agent's
 * own group and for a person's own group that has no name of its own.
 */
export function savedListingGroupTitle(
  group: SavedListingGroupNaming,
): { readonly kind: 'contact' | 'named'; readonly text: string } | { readonly kind: 'own' } {
  if (group.contactName) return { kind: 'contact', text: group.contactName };
  if (group.name && !group.agentId) return { kind: 'named', text: group.name };
  return { kind: 'own' };
}

/**
 * Who added a saved listing, when an agent did (§2): 'Added By You' for that agent, else
 * 'Added By {agent}'; null for the person's own favourites.
 */
export function addedByLabel(
  item: { readonly agentId: string | null; readonly agentName: string | null },
  viewer: { readonly memberId: string | null },
): { readonly kind: 'you' } | { readonly kind: 'agent'; readonly name: string } | null {
  if (!item.agentId) return null;
  if (viewer.memberId !== null && viewer.memberId === item.agentId) return { kind: 'you' };
  return { kind: 'agent', name: item.agentName ?? '' };
}

/**
 * Rating and notes are editable by the owner, and by the agent on the items that agent added;
 * everyone else only views them (§4).
 */
export function canEditSavedListing(
  item: { readonly userId: string; readonly agentId: string | null },
  viewer: { readonly userId: string | null; readonly memberId: string | null },
): boolean {
  if (viewer.userId !== null && viewer.userId === item.userId) return true;
  return viewer.memberId !== null && item.agentId !== null && viewer.memberId === item.agentId;
}

/** The status shown for a favourite whose listing has left the market (no longer in the data). */
export const OFF_MARKET_STATUS = 'Off Market';

export interface SavedSearchSubscription {
  readonly enabled: boolean;
  readonly lastRunAt: string | null;
}
export interface SavedSearchSubscriptions {
  readonly openHouses: SavedSearchSubscription;
  readonly virtualTour: SavedSearchSubscription;
}

/** Subscriptions with both Open Houses and Virtual Tours off. */
export function defaultSubscriptions(): SavedSearchSubscriptions {
  return {
    openHouses: { enabled: false, lastRunAt: null },
    virtualTour: { enabled: false, lastRunAt: null },
  };
}

/** Filters that are not part of a saved search's meaning (paging, sort, the saved search's id). */
const NOT_SAVED = ['offset', 'limit', 'fields', 'savedSearchId'] as const;

/** The query kept with a saved search: the active filters without paging or savedSearchId. */
export function savedSearchQuery(record: Readonly<Record<string, unknown>>): ListingFilters {
  const filters: Record<string, unknown> = { ...filtersFromRecord(record) };
  for (const name of NOT_SAVED) delete filters[name];
  return filters as ListingFilters;
}

/** One part of a saved search's summary; `key` parts are translated by the screen. */
export type SummaryPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'beds' | 'baths'; readonly count: number }
  | { readonly kind: 'type' | 'subType' | 'status'; readonly code: string }
  | { readonly kind: 'area' };

const PLACE_FILTERS = [
  'City',
  'City[in]',
  'CityRegion',
  'CityRegion[in]',
  'PostalCode',
  'PostalCode[in]',
  'CountyOrParish',
  'CountyOrParish[like]',
  'SubdivisionName',
  'SchoolDistrict',
  'UnparsedAddress[like]',
] as const;

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value === undefined ? [] : [String(value)];
}

/**
 * A readable summary of a saved search's filters, e.g. "Folsom · $400k–$600k · 3+ beds ·
 * Single Family": places, price range, beds, baths, sub-types (else property types), an area.
 */
export function savedSearchSummary(query: Readonly<Record<string, unknown>>): SummaryPart[] {
  const filters = filtersFromRecord(query);
  const parts: SummaryPart[] = [];
  for (const name of PLACE_FILTERS) {
    for (const text of listOf(filters[name])) parts.push({ kind: 'text', text });
  }
  const low = filters['ListPrice[gte]'];
  const high = filters['ListPrice[lte]'];
  if (low !== undefined && high !== undefined)
    parts.push({ kind: 'text', text: `${shortPrice(low)}–${shortPrice(high)}` });
  else if (low !== undefined) parts.push({ kind: 'text', text: `${shortPrice(low)}+` });
  else if (high !== undefined) parts.push({ kind: 'text', text: `≤ ${shortPrice(high)}` });
  const beds = filters['BedroomsTotal[gte]'] ?? filters.BedroomsTotal;
  if (beds !== undefined) parts.push({ kind: 'beds', count: beds });
  const baths = filters['BathroomsTotalInteger[gte]'] ?? filters.BathroomsTotalInteger;
  if (baths !== undefined) parts.push({ kind: 'baths', count: baths });
  const subTypes = listOf(filters['PropertySubType[in]']);
  if (subTypes.length > 0) for (const code of subTypes) parts.push({ kind: 'subType', code });
  else for (const code of listOf(filters['PropertyType[in]'])) parts.push({ kind: 'type', code });
  for (const code of listOf(filters['StandardStatus[in]'])) {
    if (code !== 'Active') parts.push({ kind: 'status', code });
  }
  if (filters.poly || filters.polygon || filters.box || filters.geohash || filters.near)
    parts.push({ kind: 'area' });
  return parts;
}
