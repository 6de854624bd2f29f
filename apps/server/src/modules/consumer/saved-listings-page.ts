/**
 * /user/saved-listings is drawn on the server for a signed-in person: the page carries the
 * screen with its first cards, and its data for the browser to take the page over
 * (apps/web/src/entry-server.tsx, app/start.tsx). The sorts the person chose are kept in the
 * browser and mirrored in cookies sent with /user pages, so the server draws with them.
 *
 * When it is not drawn (no server build, the data late, a visitor in Spanish), the page asks for
 * what it shows before the app's code has arrived: a small script
 * in the page starts the session and saved-listing-group requests the screen makes first (in the
 * sort kept in the browser), and the app takes their answers instead of asking again
 * (apps/web/src/shared/lib/early-requests.ts). On a busy phone or machine the code takes a second
 * or more to arrive and run; the data is then there when the screen first renders.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_SAVED_LISTING_GROUP_SORT,
  DEFAULT_SAVED_LISTING_SORT,
  SAVED_LISTING_GROUP_SORT_OPTIONS,
  SAVED_LISTING_GROUP_SORT_STORAGE_KEY,
  SAVED_LISTING_PAGE_SIZE,
  SAVED_LISTING_SORT_OPTIONS,
  SAVED_LISTING_SORT_STORAGE_KEY,
  type SavedListingGroupSort,
  type SavedListingSort,
} from '@hearth/domain';

export const SAVED_LISTINGS_PATH = '/user/saved-listings';

/** The screen's modules in the build manifest: its layout, screen, data and strings. */
export const SAVED_LISTINGS_SCREEN = [
  'src/features/consumer/components/consumer-layout.tsx',
  'src/features/consumer/components/saved-listings-page.tsx',
  'src/features/consumer/api/saved-listing-groups.ts',
  'src/locales/en/consumer.json',
];

/** A value as a JavaScript literal that cannot close the script element. */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The script that starts the requests, and its hash for the Content-Security-Policy. The
 * addresses are the ones the app asks for (`/api/session`, and the groups with their first
 * SAVED_LISTING_PAGE_SIZE in the stored sort, else the default); a failed request is left to
 * the app to report when it takes it.
 */
export function earlyRequestsScript(mlsApiUrl: string): { tag: string; hash: string } {
  const sorts = SAVED_LISTING_SORT_OPTIONS.map((option) => option.value);
  const script =
    `(function(){var e=window.__HEARTH_EARLY__={},s=null;` +
    `function get(u){e[u]=fetch(u,{credentials:'same-origin',headers:{Accept:'application/json'}});e[u].catch(function(){})}` +
    `try{s=localStorage.getItem(${literal(SAVED_LISTING_SORT_STORAGE_KEY)})}catch(x){}` +
    `if(${literal(sorts)}.indexOf(s)<0)s=${literal(DEFAULT_SAVED_LISTING_SORT)};` +
    `get('/api/session');` +
    `get(${literal(mlsApiUrl)}+'/saved-listing-group?sort='+s+'&limit=${SAVED_LISTING_PAGE_SIZE}')})();`;
  return {
    tag: `<script>${script}</script>`,
    hash: createHash('sha256').update(script).digest('base64'),
  };
}

/** The element in which the page carries its data (apps/web: drawn-saved-listings.ts). */
export const SAVED_LISTINGS_ELEMENT_ID = 'hearth-saved-listings';

/** The longest the page waits for the person's data; a slower answer is left to the browser. */
const WAIT_MS = 1000;

/** What /user/saved-listings is drawn with. */
export interface SavedListingsData {
  readonly sort: SavedListingSort;
  readonly groupSort: SavedListingGroupSort;
  readonly session: { readonly user: unknown; readonly account: unknown };
  readonly groups: readonly unknown[];
}

function chosen<T extends string>(
  value: string | undefined,
  options: readonly T[],
  fallback: T,
): T {
  return options.find((option) => option === value) ?? fallback;
}

/**
 * Who is signed in and their groups with the first saved listings in the sorts the browser keeps
 * (from its cookies), asked of our own routes with the request's cookies; null when nobody is
 * signed in, an answer fails or it is late (the browser then asks for itself).
 */
export async function fetchSavedListings(
  app: FastifyInstance,
  request: FastifyRequest,
  mlsApiUrl: string,
): Promise<SavedListingsData | null> {
  if (!mlsApiUrl.startsWith('/')) return null;
  const cookies = request.cookies;
  const sort = chosen(
    cookies[SAVED_LISTING_SORT_STORAGE_KEY],
    SAVED_LISTING_SORT_OPTIONS.map((option) => option.value),
    DEFAULT_SAVED_LISTING_SORT,
  );
  const groupSort = chosen(
    cookies[SAVED_LISTING_GROUP_SORT_STORAGE_KEY],
    SAVED_LISTING_GROUP_SORT_OPTIONS.map((option) => option.value),
    DEFAULT_SAVED_LISTING_GROUP_SORT,
  );
  const ask = (url: string) =>
    app
      .inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', cookie: request.headers.cookie ?? '' },
        remoteAddress: request.ip,
      })
      .then((response) => (response.statusCode === 200 ? (response.json() as unknown) : null))
      .catch(() => null);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, WAIT_MS, null);
  });
  const answers = Promise.all([
    ask('/api/session'),
    ask(`${mlsApiUrl}/saved-listing-group?sort=${sort}&limit=${SAVED_LISTING_PAGE_SIZE}`),
  ]);
  const answered = await Promise.race([answers, late]);
  clearTimeout(timer);
  if (!answered) {
    request.log.warn('The saved listings were late: the page was left to the browser');
    return null;
  }
  const [session, groups] = answered as [
    { user?: unknown; account?: unknown } | null,
    { results?: unknown } | null,
  ];
  if (!session?.user || !Array.isArray(groups?.results)) return null;
  return {
    sort,
    groupSort,
    session: { user: session.user, account: session.account ?? null },
    groups: groups.results as unknown[],
  };
}

/** The page's data block: never run, so the Content-Security-Policy needs no hash for it. */
export function savedListingsMarkup(data: SavedListingsData): string {
  return `<script type="application/json" id="${SAVED_LISTINGS_ELEMENT_ID}">${literal(data)}</script>`;
}
