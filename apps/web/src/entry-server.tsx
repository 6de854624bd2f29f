/**
 * The search screen drawn on the server (`vite build --ssr`, loaded by the Node server's web-app
 * plugin), so that a phone paints the header, the filters and the first results from the page
 * itself; the browser then takes the page over (main.tsx) instead of drawing it again.
 */
import type { ListingSearchResponse } from '@hearth/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { searchTypes } from './config/paths';
import type { PublicSettings } from './config/settings';
import { listingsQueryKey } from './features/listing-search/api/first-search';
import { initI18n } from './shared/lib/i18n';
import { createQueryClient } from './shared/lib/query-client';
import { assumeWindowWidth } from './shared/lib/use-window-width';

export interface SearchScreenInput {
  /** The page's path (a bare search address). */
  readonly path: string;
  readonly settings: PublicSettings;
  /** The search the screen starts with, and its answer, as the page also carries them. */
  readonly firstSearch: { readonly query: string; readonly response: ListingSearchResponse };
  /** The window width the page is drawn for (its view mode and columns depend on it). */
  readonly windowWidth: number;
}

const handler = createStaticHandler(routes);
let english: Promise<void> | undefined;

/** The markup of the search screen inside #root, or null when the path is no search route. */
export async function renderSearchScreen(input: SearchScreenInput): Promise<string | null> {
  if (!(searchTypes as readonly string[]).includes(input.path.slice(1))) return null;
  english ??= initI18n('en');
  await english;
  const context = await handler.query(new Request(new URL(input.path, 'http://localhost')));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    listingsQueryKey(input.settings, input.firstSearch.query),
    input.firstSearch.response,
  );
  const router = createStaticRouter(handler.dataRoutes, context);
  // Set just before the (synchronous) render that reads it, so requests cannot mix widths.
  assumeWindowWidth(input.windowWidth);
  const html = renderToString(
    <StrictMode>
      <AppProviders settings={input.settings} queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  queryClient.clear();
  return html;
}
