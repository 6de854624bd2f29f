import type { ListingFilterName } from '@hearth/domain';

/**
 * The more-filters panel's checkboxes (more-filters.ts): each sets its filter to one value, a
 * flag's 1 or a word such as Levels' 'One'. Apart from the panel, since the filter chips read
 * them on the first paint: a yes/no filter's chip is its name alone.
 */
export interface CheckFilter {
  readonly kind: 'check';
  readonly name: ListingFilterName;
  readonly value: number | string;
  readonly label: string;
}

export const CHECK_FIELDS: readonly CheckFilter[] = [
  { kind: 'check', name: 'Levels', value: 'One', label: 'Levels' },
  { kind: 'check', name: 'OpenHouse', value: 1, label: 'OpenHouse' },
  { kind: 'check', name: 'PoolPrivateYN', value: 1, label: 'PoolPrivateYN' },
  { kind: 'check', name: 'WaterfrontYN', value: 1, label: 'WaterfrontYN' },
  { kind: 'check', name: 'View[exists]', value: 1, label: 'View[exists]' },
  { kind: 'check', name: 'FireplaceYN', value: 1, label: 'FireplaceYN' },
  { kind: 'check', name: 'CoolingYN', value: 1, label: 'CoolingYN' },
  {
    kind: 'check',
    name: 'InteriorFeatures',
    value: 'Master Downstairs',
    label: 'InteriorFeatures',
  },
  {
    kind: 'check',
    name: 'VirtualTourURLBranded[exists]',
    value: 1,
    label: 'VirtualTourURLBranded[exists]',
  },
];

/** Checkboxes of rentals only. */
export const RENT_CHECK_FIELDS: readonly CheckFilter[] = [
  { kind: 'check', name: 'PetsAllowed[ne]', value: 'No', label: 'PetsAllowed[ne]' },
];
