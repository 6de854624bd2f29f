// What the app shell uses of this feature.
export { authRoutes, userProfileRoute } from './auth-routes';
export { UserMenu } from './components/user-menu';
export { UnreadBadge } from './components/user-menu-placeholder';
export { useSession, sessionQueryKey } from './api/session';
