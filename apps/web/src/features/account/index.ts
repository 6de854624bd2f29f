// What the app shell uses of this feature.
export { accountRoutes, withAccountLayout } from './account-routes';
export { useAccountMenu, type AccountMenuEntry } from './hooks/use-account-menu';
