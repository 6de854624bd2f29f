/**
 * Every client-side route of the app (public-site.md §2, members-area.md §2): the patterns the
 * router matches and typed builders for links, so no screen spells a path by hand.
 *
 * The place-search route is `/homes/{city}`: `/search` is taken by the search API
 * (`/search/v1`) on the server. The city travels dash-separated (`/homes/El-Dorado-Hills`)
 * and reads back with the dashes turned into spaces.
 */

export const searchTypes = [
  'for-sale',
  'for-rent',
  'for-lease',
  'commercial-sale',
  'commercial-lease',
] as const;
export type SearchType = (typeof searchTypes)[number];

/** Filters as they travel in the `filters` query parameter: a JSON object. */
export type FilterParams = Record<string, string | number | boolean | null>;

export const routePatterns = {
  placeSearch: 'homes/:city',
  listingById: 'listing/:id',
  listingByAddress: 'listing/:address/:id',
  listingByAddressAndListingId: 'listing/:address/:listingId/:id',
  listingByUrl: 'listing/*',
  directory: 'directory',
  agent: 'agent/:name/:key',
  office: 'office/:name/:key',
  notFound: '404',
} as const;

/** First path segments of the members and consumer areas. */
export const memberAreaSegments = [
  'user',
  'my',
  'user-center',
  'uc',
  'account',
  'mls-agent',
  'business-center',
  'bc',
  'membio',
] as const;
export type MemberAreaSegment = (typeof memberAreaSegments)[number];

function withFilters(path: string, filters?: FilterParams): string {
  if (!filters || Object.keys(filters).length === 0) return path;
  return `${path}?filters=${encodeURIComponent(JSON.stringify(filters))}`;
}

/** Lower-case, dash-separated form of a name for a path segment ("Jane O'Neil" → "jane-o-neil"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A city as a path segment: spaces become dashes. */
export function cityToSegment(city: string): string {
  return encodeURIComponent(city.trim().replace(/\s+/g, '-'));
}

/** A place-search segment back to a city: dashes become spaces. */
export function cityFromSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as typed.
  }
  return decoded.replace(/-+/g, ' ').trim();
}

export const paths = {
  home: () => '/',
  search: (type: SearchType, filters?: FilterParams) => withFilters(`/${type}`, filters),
  placeSearch: (city: string) => `/homes/${cityToSegment(city)}`,
  /** A listing page; the address, when given, leads the path for readable links. */
  listing: (id: string, address?: string) =>
    address
      ? `/listing/${slugify(address)}/${encodeURIComponent(id)}`
      : `/listing/${encodeURIComponent(id)}`,
  directory: (filters?: FilterParams) => withFilters('/directory', filters),
  agent: (memberFullName: string, memberKey: string) =>
    `/agent/${slugify(memberFullName) || 'agent'}/${encodeURIComponent(memberKey)}`,
  office: (officeName: string, officeKey: string) =>
    `/office/${slugify(officeName) || 'office'}/${encodeURIComponent(officeKey)}`,
  userLogin: () => '/user/login',
  userSavedListings: () => '/user/saved-listings',
  accountLogin: () => '/account/login',
  /** The agent's contacts and one contact (members-area.md §2 "Agent area"). */
  agentContacts: () => '/mls-agent/contacts',
  agentContact: (id: string) => `/mls-agent/contact/${encodeURIComponent(id)}`,
  agentListings: () => '/mls-agent/listings',
  notFound: () => '/404',
} as const;
