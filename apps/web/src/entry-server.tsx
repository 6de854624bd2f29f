/**
 * Screens drawn on the server (`vite build --ssr`, loaded by the Node server's web-app plugin),
 * so that the browser paints the page from the page itself and then takes it over (main.tsx)
 * instead of drawing it again: the search screen with its first results (a phone paints the
 * header, the filters and the first cards at once), a signed-in person's saved listings, and
 * the market pages with their figures.
 */
import type { ListingSearchResponse } from '@hearth/contracts';
import {
  SAVED_LISTING_GROUP_SORT_STORAGE_KEY,
  SAVED_LISTING_SORT_STORAGE_KEY,
} from '@hearth/domain';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { isKnownPath, routes } from './app/router';
import { paths, searchTypes } from './config/paths';
import type { PublicSettings } from './config/settings';
import {
  seedSavedListings,
  type DrawnSavedListings,
} from './features/consumer/api/drawn-saved-listings';
import { listingsQueryKey } from './features/listing-search/api/first-search';
import { seedMarket, type DrawnMarket } from './features/market/api/drawn-market';
import { marketHref } from './features/market/utils/market-format';
import { initI18n } from './shared/lib/i18n';
import { createQueryClient } from './shared/lib/query-client';
import { assumeStoredChoices } from './shared/lib/use-stored-choice';
import { assumeWindowWidth } from './shared/lib/use-window-width';

interface ScreenInput {
  /** The page's path. */
  readonly path: string;
  readonly settings: PublicSettings;
  /** The window width the page is drawn for (its view mode and columns depend on it). */
  readonly windowWidth: number;
}

export interface SearchScreenInput extends ScreenInput {
  /** The search the screen starts with, and its answer, as the page also carries them. */
  readonly firstSearch: { readonly query: string; readonly response: ListingSearchResponse };
}

export interface SavedListingsScreenInput extends ScreenInput {
  /** Who is signed in, their groups in the sorts they chose, and those sorts. */
  readonly data: DrawnSavedListings;
}

export interface MarketScreenInput extends ScreenInput {
  /** The area's figures and the list of areas, as the page also carries them. */
  readonly data: DrawnMarket;
}

const handler = createStaticHandler(routes);
let english: Promise<void> | undefined;

/**
 * The markup of the screen at `input.path` inside #root, drawn from a query cache that `seed`
 * fills and with the stored choices given, or null when the path has no screen of its own.
 */
async function drawScreen(
  input: ScreenInput,
  seed: (queryClient: QueryClient) => void,
  choices: Readonly<Record<string, string>> = {},
): Promise<string | null> {
  english ??= initI18n('en');
  await english;
  const context = await handler.query(new Request(new URL(input.path, 'http://localhost')));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const queryClient = createQueryClient();
  seed(queryClient);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Set just before the (synchronous) render that reads them, so requests cannot mix them.
  assumeWindowWidth(input.windowWidth);
  assumeStoredChoices(choices);
  try {
    return renderToString(
      <StrictMode>
        <AppProviders settings={input.settings} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  } finally {
    assumeStoredChoices({});
    queryClient.clear();
  }
}

/** The markup of the search screen inside #root, or null when the path is no search route. */
export async function renderSearchScreen(input: SearchScreenInput): Promise<string | null> {
  if (!(searchTypes as readonly string[]).includes(input.path.slice(1))) return null;
  return drawScreen(input, (queryClient) =>
    queryClient.setQueryData(
      listingsQueryKey(input.settings, input.firstSearch.query),
      input.firstSearch.response,
    ),
  );
}

/** The markup of /user/saved-listings inside #root for the person the data belongs to. */
export async function renderSavedListingsScreen(
  input: SavedListingsScreenInput,
): Promise<string | null> {
  if (input.path !== paths.userSavedListings()) return null;
  return drawScreen(input, (queryClient) => seedSavedListings(queryClient, input.data), {
    [SAVED_LISTING_SORT_STORAGE_KEY]: input.data.sort,
    [SAVED_LISTING_GROUP_SORT_STORAGE_KEY]: input.data.groupSort,
  });
}

/**
 * The markup of a market page (`/market`, `/market/{areaType}/{areaName}`) inside #root with its
 * figures, or null for another address.
 */
export async function renderMarketScreen(input: MarketScreenInput): Promise<string | null> {
  const drawn = marketHref(input.data.areaType, input.data.areaName);
  if (decodeURIComponent(input.path) !== decodeURIComponent(drawn)) return null;
  return drawScreen(input, (queryClient) => seedMarket(queryClient, input.data));
}

/** Whether the app has a screen at a path: the server answers the others 404 with the page. */
export { isKnownPath };
