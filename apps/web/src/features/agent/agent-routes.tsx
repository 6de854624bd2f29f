import { Navigate, type RouteObject } from 'react-router';
import { lazyScreen as lazyWithStrings } from '../../shared/lib/lazy-screen';

/** A screen of this feature, loaded on first visit with the members' strings and the consumer
 * area's (a contact's connection, saved listings and searches). */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => RouteObject['Component']) {
  return lazyWithStrings(load, pick, 'members', 'consumer');
}

/**
 * The agent's workspace, `mls-agent/*` (members-area.md §2 "Agent area"): the contacts list, a
 * contact's page, the agent's own listings, and the profile (the account's). The app places them in the account area's frame (signed-in members only).
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
    path: 'mls-agent/listings',
    lazy: lazyScreen(
      () => import('./components/agent-listings-page'),
      (m) => m.AgentListingsPage,
    ),
  },
  // The agent's profile, photo and password are the account's (members-area.md §2 "Agent area").
  { path: 'mls-agent/profile', element: <Navigate to="/account/profile" replace /> },
  {
    path: 'mls-agent/contact/:id',
    lazy: lazyScreen(
      () => import('./components/contact-page'),
      (m) => m.ContactPage,
    ),
  },
];
