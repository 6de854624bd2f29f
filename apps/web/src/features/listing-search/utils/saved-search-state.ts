import {
  parseFiltersParam,
  serializeFiltersParam,
  withoutFilters,
  type ListingFilters,
  type SearchMode,
} from '@hearth/domain';
import { readStored, writeStored } from './local-store';

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

/** The saved common filters of a mode, without the listing id; null when none were saved. */
export function savedFilters(mode: SearchMode): ListingFilters | null {
  const text = readState()[mode];
  if (typeof text !== 'string') return null;
  const filters = withoutFilters(parseFiltersParam(text).filters, [...NOT_KEPT]);
  return Object.keys(filters).length > 0 ? filters : null;
}
