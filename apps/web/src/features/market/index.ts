import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';

const marketPage = lazyScreen(
  () => import('./components/market-page'),
  (m) => m.MarketPage,
  'market',
);

const editionPage = lazyScreen(
  () => import('./components/market-edition-page'),
  (m) => m.MarketEditionPage,
  'market',
);

/** `/market` (the region) and `/market/{areaType}/{areaName}` (county, city, zip). */
export const marketRoutes: RouteObject[] = [
  { path: 'market', lazy: marketPage },
  { path: 'market/reports/:month', lazy: editionPage },
  { path: 'market/:areaType/:areaName', lazy: marketPage },
];

export { marketHref } from './utils/market-format';
