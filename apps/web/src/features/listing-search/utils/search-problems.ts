import {
  isListingFilterName,
  reversedRanges,
  type FilterProblem,
  type ListingFilters,
} from '@hearth/domain';
import type { ApiError } from '../../../shared/lib/api-error';

/**
 * Something about the visitor's filters that the results alone would hide: a filter left out of
 * the search, a range that cannot match, or a value the search refused. Each is a message key
 * under `search.problems` with the filter names it mentions (translated by the screen).
 */
export type SearchProblem =
  | { readonly key: 'unreadable' }
  | { readonly key: 'unknownFilter'; readonly field: string }
  | { readonly key: 'invalidValue'; readonly field: string }
  | {
      readonly key: 'reversedRange';
      readonly min: string;
      readonly max: string;
      readonly minValue: number;
      readonly maxValue: number;
    }
  | { readonly key: 'refused'; readonly field: string }
  | { readonly key: 'refusedAll' };

/** What to tell the visitor about this search, in the order the problems arise. */
export function searchProblems(
  unread: readonly FilterProblem[],
  filters: ListingFilters,
  error: ApiError | null,
): SearchProblem[] {
  const problems: SearchProblem[] = unread.map(({ field }) => {
    if (field === 'filters') return { key: 'unreadable' };
    return isListingFilterName(field)
      ? { key: 'invalidValue', field }
      : { key: 'unknownFilter', field };
  });
  for (const range of reversedRanges(filters)) problems.push({ key: 'reversedRange', ...range });
  // A 400 names the parameter it refused (§3 error shape); any other failure is not the filters'.
  if (error?.status === 400) {
    problems.push(error.field ? { key: 'refused', field: error.field } : { key: 'refusedAll' });
  }
  return problems;
}
