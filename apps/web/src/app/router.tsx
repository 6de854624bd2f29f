import { createBrowserRouter, matchRoutes, redirect, type RouteObject } from 'react-router';
import { memberAreaSegments, paths, routePatterns, searchTypes } from '../config/paths';
import { trackPageViews } from '../shared/lib/analytics';
import { lazyScreen as screen } from '../shared/lib/lazy-screen';
import { accountRoutes, withAccountLayout } from '../features/account';
import { agentRoutes } from '../features/agent';
import { authRoutes, userProfileRoute } from '../features/auth';
import { consumerLayout, consumerNotFound, consumerRoutes } from '../features/consumer';
import { adminRoutes } from '../features/admin';
import { marketRoutes } from '../features/market';
import { RootLayout } from './layouts/root-layout';
import { PageLoading } from './routes/page-loading';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

const listingSearch = screen(
  () => import('../features/listing-search/components/listing-search-page'),
  (m) => m.ListingSearchPage,
);
const listingDetail = screen(
  () => import('../features/listing-detail/components/listing-detail-page'),
  (m) => m.ListingDetailPage,
  'listing',
);
const membersArea = screen(
  () => import('../features/account/components/area-placeholder-page'),
  (m) => m.AreaPlaceholderPage,
);

/** Segments the account and consumer features route themselves. */
const ACCOUNT_AREA_SEGMENTS = new Set<string>([
  'account',
  'membio',
  'business-center',
  'bc',
  'user',
]);

/** Marks the routes that show Page Not Found: the server answers their paths with a 404. */
export const NOT_FOUND = { notFound: true } as const;

/** Whether the app has a screen at `pathname` (else the server answers 404 with the page). */
export function isKnownPath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return (
    matches.length > 0 &&
    !matches.some(({ route }) => (route.handle as { notFound?: boolean } | undefined)?.notFound)
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        // Keeps the header on screen while a screen loads or fails.
        HydrateFallback: PageLoading,
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            // The root has neither for-sale nor for-rent in it: it is forced to /for-sale.
            index: true,
            Component: PageLoading,
            loader: ({ request }) => {
              const { search, hash } = new URL(request.url);
              return redirect(`${paths.search('for-sale')}${search}${hash}`);
            },
          },
          ...searchTypes.map((type) => ({ path: type, lazy: listingSearch })),
          { path: routePatterns.placeSearch, lazy: listingSearch },
          { path: routePatterns.listingById, lazy: listingDetail },
          { path: routePatterns.listingByAddress, lazy: listingDetail },
          { path: routePatterns.listingByAddressAndListingId, lazy: listingDetail },
          { path: routePatterns.listingByUrl, lazy: listingDetail },
          {
            path: routePatterns.directory,
            lazy: screen(
              () => import('../features/directory/components/directory-page'),
              (m) => m.DirectoryPage,
              'directory',
            ),
          },
          {
            path: routePatterns.agent,
            lazy: screen(
              () => import('../features/directory/components/agent-page'),
              (m) => m.AgentPage,
              'directory',
            ),
          },
          {
            path: routePatterns.office,
            lazy: screen(
              () => import('../features/directory/components/office-page'),
              (m) => m.OfficePage,
              'directory',
            ),
          },
          ...authRoutes,
          ...marketRoutes,
          {
            path: 'user',
            lazy: consumerLayout,
            children: [...consumerRoutes, userProfileRoute, consumerNotFound],
          },
          ...adminRoutes,
          ...accountRoutes,
          withAccountLayout(agentRoutes),
          // Areas still to come (the rest of the agent's) show a placeholder meanwhile.
          ...memberAreaSegments
            .filter((segment) => !ACCOUNT_AREA_SEGMENTS.has(segment))
            .map((segment) => ({ path: `${segment}/*`, lazy: membersArea })),
          { path: routePatterns.notFound, Component: NotFoundPage, handle: NOT_FOUND },
          { path: '*', Component: NotFoundPage, handle: NOT_FOUND },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the screens that `pathname` shows and puts it in their routes, so that a
 * router made afterwards draws the screen at once: as the server drew it, when the browser takes
 * over a server-drawn page.
 */
export async function loadRouteModules(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  trackPageViews(router);
  return router;
}
