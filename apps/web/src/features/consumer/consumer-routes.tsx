import { Navigate, type RouteObject } from 'react-router';
import { lazyScreen as lazyWithStrings } from '../../shared/lib/lazy-screen';

/** A screen of this feature, loaded on first visit with the consumer area's strings. */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => RouteObject['Component']) {
  return lazyWithStrings(load, pick, 'consumer');
}

/**
 * The consumer area, `/user/{action}` (members-area.md §2): saved listings and saved searches
 * beside the profile, which the app places in the same frame. An unknown action goes to /404.
 */
export const consumerLayout = lazyScreen(
  () => import('./components/consumer-layout'),
  (m) => m.ConsumerLayout,
);

export const consumerRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/user/saved-listings" replace /> },
  {
    path: 'saved-listings',
    lazy: lazyScreen(
      () => import('./components/saved-listings-page'),
      (m) => m.SavedListingsPage,
    ),
  },
  {
    path: 'saved-searches',
    lazy: lazyScreen(
      () => import('./components/saved-searches-page'),
      (m) => m.SavedSearchesPage,
    ),
  },
  {
    // An agent's e-mailed invitation to connect (`#token=…`).
    path: 'connect',
    lazy: lazyScreen(
      () => import('./components/connect-page'),
      (m) => m.ConnectPage,
    ),
  },
];

/** Any other action of the consumer area. */
export const consumerNotFound: RouteObject = {
  path: '*',
  element: <Navigate to="/404" replace />,
  handle: { notFound: true },
};
