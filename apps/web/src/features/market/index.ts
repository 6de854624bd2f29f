import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';

const marketPage = lazyScreen(
  () => import('./components/market-page'),
  (m) => m.MarketPage,
  'market',
);

/** `/market` (the region) and `/market/{areaType}/{areaName}` (county, city, zip). */
export const marketRoutes: RouteObject[] = [
  { path: 'market', lazy: marketPage },
  { path: 'market/:areaType/:areaName', lazy: marketPage },
];

export { marketHref } from './utils/market-format';
