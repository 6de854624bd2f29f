import {
  fieldsClearedBy,
  parseFiltersParam,
  serializeFiltersParam,
  withoutFilters,
  type ListingFilters,
  type SearchMode,
} from '@hearth/domain';
import { readStored, writeStored } from './local-store';
import { PLACE_FILTERS } from './place-filters';

const STORAGE_KEY = 'hearth.search.state';

/** The search state kept between visits: the last mode and each mode's active filters. */
interface SavedState {
  mode?: SearchMode;
  buy?: string;
  rent?: string;
}

function readState(): SavedState {
  try {
    const parsed: unknown = JSON.parse(readStored(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as SavedState) : {};
  } catch {
    return {};
  }
}

/** Filters that belong to one visit only: the page and the listing id (never restored, §4). */
const NOT_KEPT = ['offset', 'ListingId'] as const;

/** Saves the mode and its active filters (public-site.md §4). */
export function saveSearchState(mode: SearchMode, active: ListingFilters): void {
  const state = readState();
  state.mode = mode;
  state[mode] = serializeFiltersParam(withoutFilters(active, [...NOT_KEPT]));
  writeStored(STORAGE_KEY, JSON.stringify(state));
}

/**
 * What says which page the visitor is on: the property type (its route), the place and the map
 * area. The address the visitor typed or clicked decides these; a saved search never does.
 */
const PAGE_FILTERS = [
  ...NOT_KEPT,
  ...PLACE_FILTERS,
  'PropertyType',
  'PropertyType[in]',
  'geohash',
  'poly',
  'box',
  'near',
  'radius',
  'savedSearchId',
] as const;

/**
 * The saved common filters of a mode (price, beds, features, status, sort), for a page of the
 * given property type: never its property type, place or map area, nor a filter that does not
 * apply to that type. Null when there are none.
 */
export function savedFilters(mode: SearchMode, propertyType = 'RESI'): ListingFilters | null {
  const text = readState()[mode];
  if (typeof text !== 'string') return null;
  const filters = withoutFilters(parseFiltersParam(text).filters, [
    ...PAGE_FILTERS,
    ...fieldsClearedBy(propertyType),
  ]);
  return Object.keys(filters).length > 0 ? filters : null;
}
