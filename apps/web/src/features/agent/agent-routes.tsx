import { Navigate, type RouteObject } from 'react-router';

/** A screen of this feature, loaded on first visit. */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => RouteObject['Component']) {
  return async () => ({ Component: pick(await load()) });
}

/**
 * The agent's workspace, `mls-agent/*` (members-area.md §2 "Agent area"): the contacts list and
 * a contact's page. The app places them in the account area's frame (signed-in members only).
 */
export const agentRoutes: RouteObject[] = [
  { path: 'mls-agent', element: <Navigate to="/mls-agent/contacts" replace /> },
  {
    path: 'mls-agent/contacts',
    lazy: lazyScreen(
      () => import('./components/contacts-page'),
      (m) => m.ContactsPage,
    ),
  },
  {
    path: 'mls-agent/contact/:id',
    lazy: lazyScreen(
      () => import('./components/contact-page'),
      (m) => m.ContactPage,
    ),
  },
];
