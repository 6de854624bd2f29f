// What the app shell uses of this feature: the association's console.
import type { RouteObject } from 'react-router';

export const adminRoutes: RouteObject[] = [
  {
    path: 'account/admin',
    lazy: async () => ({
      Component: (await import('./components/console-page')).ConsolePage,
    }),
  },
];
