import {
  withoutFilters,
  type ListingFilters,
  type ListingSearchSettings,
} from '../filters/filter-model';
import { formatPoly, type Position } from './geo-params';

/** Drawing a polygon sets `poly` and clears the map box (§4). */
export function withDrawnPolygon(
  filters: ListingFilters,
  ring: readonly Position[],
): ListingFilters {
  return { ...withoutFilters(filters, ['geohash', 'mapbound']), poly: formatPoly(ring), offset: 0 };
}

/** Removing the drawn area. */
export function withoutDrawnPolygon(filters: ListingFilters): ListingFilters {
  return { ...withoutFilters(filters, ['poly', 'polygon']), offset: 0 };
}

/**
 * Polygon and map-box filters apply only when maps are enabled and no BuildingName filter is
 * set (§4); otherwise they are dropped.
 */
export function withMapAvailability(
  filters: ListingFilters,
  settings: Pick<ListingSearchSettings, 'mapsEnabled'> = {},
): ListingFilters {
  const mapsOff = settings.mapsEnabled === false;
  if (!mapsOff && !filters.BuildingName) return filters;
  return withoutFilters(filters, ['poly', 'geohash', 'polygon', 'mapbound']);
}
