/**
 * The first page of results of a bare search address (`/for-sale`, `/for-rent`, …), fetched
 * while the page is served so that the browser need not wait for its scripts before asking.
 * The web app finds the answer in the page under the query it would have sent, and uses it
 * only when its own query is the same; otherwise it asks the search API as usual.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicSettings } from '@hearth/contracts';
import {
  listingDefaults,
  searchQueryString,
  searchRequestFilters,
  withResultFields,
  thumbnailUrl,
  type PhotoMedia,
} from '@hearth/domain';
import { ShortLivedCache } from '../../plugins/short-lived-cache';

/** The web app's search routes and the property type each starts from; `/` opens /for-sale. */
const ROUTE_PROPERTY_TYPES: Readonly<Record<string, string>> = {
  '/': 'RESI',
  '/for-sale': 'RESI',
  '/for-rent': 'RLSE',
  '/for-lease': 'RLSE',
  '/commercial-sale': 'COMS',
  '/commercial-lease': 'COML',
};

/** The longest the page waits for the search; a slower answer is left to the browser. */
const WAIT_MS = 1000;

/**
 * The listings of the answer the page carries: enough for the first view (the search screen
 * draws 6 cards first). The web app asks for the whole page once it runs; the page stays small,
 * which is what a phone on a slow network waits for before it can fetch anything else.
 */
export const FIRST_SEARCH_LISTINGS = 12;

interface SearchAnswer {
  bundle?: { Media?: PhotoMedia[] }[];
  total?: number;
}

export interface FirstSearch {
  /** The query string of the search, as the web app builds it. */
  readonly query: string;
  /** The search API's answer with its first FIRST_SEARCH_LISTINGS listings, as JSON text. */
  readonly body: string;
  /** The same, parsed. */
  readonly response: unknown;
  /** True when the answer had more listings than the page carries. */
  readonly partial: boolean;
  /** The first result's photo: the page's largest picture on a phone. */
  readonly photo: string | null;
  /** The search API's ETag of the whole answer: the same answer, the same page. */
  readonly etag: string | null;
}

/** Cut answers by query and ETag, for a minute. */
const kept = new ShortLivedCache<FirstSearch>(60_000, 64);

/** The addresses whose page carries the first search. */
export const SEARCH_ROUTE_PATHS = Object.keys(ROUTE_PROPERTY_TYPES);

/** Whether the address is a search route the first search is fetched for. */
export function isSearchRoute(path: string): boolean {
  return Object.hasOwn(ROUTE_PROPERTY_TYPES, path);
}

/** The query string of the route's default search, or null when `path` is no search route. */
export function firstSearchQuery(path: string, settings: PublicSettings): string | null {
  const propertyType = ROUTE_PROPERTY_TYPES[path];
  if (!propertyType) return null;
  const filters = { ...listingDefaults(settings), 'PropertyType[in]': [propertyType] };
  return withResultFields(searchQueryString(searchRequestFilters(filters, settings)));
}

/** The answer cut to its first listings, with its first photo. */
function firstPart(query: string, body: string, etag: string | null): FirstSearch {
  const answer = JSON.parse(body) as SearchAnswer;
  const bundle = answer.bundle ?? [];
  const partial = bundle.length > FIRST_SEARCH_LISTINGS;
  const response = partial ? { ...answer, bundle: bundle.slice(0, FIRST_SEARCH_LISTINGS) } : answer;
  const first = bundle[0];
  return {
    query,
    body: partial ? JSON.stringify(response) : body,
    response,
    partial,
    photo: first ? thumbnailUrl(first) : null,
    etag,
  };
}

/** The cut answer, made once per distinct answer (a page's answer is read again and again). */
function keptFirstPart(query: string, body: string, etag: string | null): FirstSearch {
  if (etag === null) return firstPart(query, body, etag);
  const key = `${query} ${etag}`;
  const entry = kept.get(key);
  if (entry) return entry.value;
  const search = firstPart(query, body, etag);
  kept.set(key, search);
  return search;
}

/**
 * Runs the default search of a bare search address through the app's own search API (as the
 * visitor: same key, same rate limit), or gives null: filters in the address, a search API
 * elsewhere, an error, or no answer within WAIT_MS.
 */
export async function fetchFirstSearch(
  app: FastifyInstance,
  request: FastifyRequest,
  settings: PublicSettings,
): Promise<FirstSearch | null> {
  const [path = '/', search] = request.url.split('?');
  if (search !== undefined || !settings.searchApiUrl.startsWith('/')) return null;
  const query = firstSearchQuery(path, settings);
  if (query === null) return null;
  const answer = app
    .inject({
      method: 'GET',
      url: `${settings.searchApiUrl}/listings?${query}`,
      headers: { authorization: `Bearer ${settings.searchApiKey}` },
      remoteAddress: request.ip,
    })
    .catch(() => null);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, WAIT_MS, null);
  });
  const response = await Promise.race([answer, late]);
  clearTimeout(timer);
  if (!response || response.statusCode !== 200) {
    request.log.warn(
      { status: response ? response.statusCode : 'no answer in time' },
      'The first search of a search page was left to the browser',
    );
    return null;
  }
  try {
    const etag = response.headers.etag;
    return keptFirstPart(query, response.body, typeof etag === 'string' ? etag : null);
  } catch {
    return null;
  }
}
