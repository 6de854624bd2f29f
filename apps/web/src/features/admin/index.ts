// What the app shell uses of this feature: the association's console.
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';

export const adminRoutes: RouteObject[] = [
  {
    path: 'account/admin',
    lazy: lazyScreen(
      () => import('./components/console-page'),
      (m) => m.ConsolePage,
      'members',
    ),
  },
];
