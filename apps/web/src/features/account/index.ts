// What the app shell uses of this feature.
export { accountRoutes } from './account-routes';
export { useAccountMenu, type AccountMenuEntry } from './hooks/use-account-menu';
