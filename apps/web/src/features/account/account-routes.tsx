import { Navigate, type RouteObject } from 'react-router';
import { lazyScreen as lazyWithStrings } from '../../shared/lib/lazy-screen';
import type * as AccountScreens from './account-screens';

type Screens = typeof AccountScreens;

/**
 * A screen of this feature, loaded on first visit with the members' strings and the account
 * strings its own password and photo dialogs share with the consumer's profile, and the market's
 * figure names for the dashboard's My market.
 */
function lazyScreen(render: (screens: Screens) => RouteObject['Component']) {
  return lazyWithStrings(() => import('./account-screens'), render, 'members', 'auth', 'market');
}

const page = (path: string, render: (screens: Screens) => RouteObject['Component']) => ({
  path,
  lazy: lazyScreen(render),
});

/**
 * The account area (members-area.md §2): `account/*`, `membio/*` and `business-center`/`bc`,
 * inside the account layout (signed-in member accounts only, back bar, left navigation). Sign-in
 * screens (`account/login`, …) are the auth feature's and, being more specific, come first.
 */
export const accountRoutes: RouteObject[] = [
  page('membio/login', (s) => () => <s.MembioRedirect to="/account/login" />),
  page('membio/register', (s) => () => <s.MembioRedirect to="/account/login" />),
  page('membio/forgot-password', (s) => () => <s.MembioRedirect to="/account/lost-password" />),
  page('membio/password-reset', (s) => () => <s.MembioRedirect to="/account/reset-password" />),
  page('membio/logout', (s) => s.LogoutScreen),
  {
    lazy: lazyScreen((s) => s.AccountLayout),
    children: [
      { path: 'account', element: <Navigate to="/account/home" replace /> },
      page('account/home', (s) => s.DashboardPage),
      page('account/inbox', (s) => s.InboxPage),
      page('account/profile', (s) => s.ProfilePage),
      page('account/profile/:id', (s) => s.ProfilePage),
      page('account/education', (s) => s.EducationScreen),
      page('account/education/:id', (s) => s.EducationScreen),
      page('account/office/:id', (s) => s.OfficePage),
      page('account/billing', (s) => s.BillingScreen),
      page('account/calendar', (s) => s.CalendarScreen),
      page('account/calendar/:id', (s) => s.EventScreen),
      page('account/committees', (s) => s.CommitteesScreen),
      { path: 'account/settings', element: <Navigate to="/account/profile" replace /> },
      // Any other account action goes to /404 (§2).
      { path: 'account/*', element: <Navigate to="/404" replace />, handle: { notFound: true } },
      page('membio', (s) => s.DashboardPage),
      page('membio/notifications', (s) => s.InboxPage),
      page('membio/messages', (s) => s.InboxPage),
      page('membio/leads', (s) => s.InboxPage),
      page('membio/profile', (s) => s.ProfilePage),
      page('membio/profile/:slug/:id', (s) => s.ProfilePage),
      page('membio/education', (s) => s.EducationScreen),
      page('membio/education/:slug/:id', (s) => s.EducationScreen),
      page('membio/office/:slug/:id', (s) => s.OfficePage),
      page('membio/billing', (s) => s.BillingScreen),
      page('membio/billing/:slug/:id', (s) => s.BillingScreen),
      page('membio/calendar', (s) => s.CalendarScreen),
      page('membio/committees', (s) => s.CommitteesScreen),
      page('membio/*', (s) => s.AreaPlaceholderPage),
      page('business-center', (s) => s.DashboardPage),
      page('business-center/*', (s) => s.DashboardPage),
      page('bc', (s) => s.DashboardPage),
      page('bc/*', (s) => s.DashboardPage),
    ],
  },
];

/** Other features' screens inside the account area's frame (the agent's workspace). */
export function withAccountLayout(children: RouteObject[]): RouteObject {
  return { lazy: lazyScreen((s) => s.AccountLayout), children };
}
