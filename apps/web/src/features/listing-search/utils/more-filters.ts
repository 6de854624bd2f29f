import { fieldsClearedBy, type ListingFilterName, type SearchMode } from '@hearth/domain';
import { CHECK_FIELDS, RENT_CHECK_FIELDS, type CheckFilter } from './check-filters';

/** One control of the more-filters panel (public-site.md §3: the filters a visitor sets). */
export type MoreFilterField =
  /** A checkbox: on sets `value` (1 for flags, a word for text filters such as Levels). */
  | CheckFilter
  /** A choice of values; `format` says how options read. */
  | {
      readonly kind: 'select';
      readonly name: ListingFilterName;
      readonly options: readonly (number | string)[];
      readonly format: 'number' | 'price' | 'plain' | 'acres';
    }
  /** Several values of a list filter. */
  | { readonly kind: 'list'; readonly name: ListingFilterName; readonly options: readonly string[] }
  | { readonly kind: 'year'; readonly name: ListingFilterName }
  | { readonly kind: 'text'; readonly name: ListingFilterName };

const STYLES: Record<string, readonly string[]> = {
  RESI: [
    'Single Family Residence',
    'Condominium',
    'Townhouse',
    'Manufactured On Land',
    'Stock Cooperative',
  ],
  RLSE: ['Single Family Residence', 'Apartment', 'Condominium', 'Townhouse', 'Duplex'],
  FARM: ['Ranch', 'Orchard', 'Vineyard', 'Agriculture'],
};
const LEASE_TERMS: Record<string, readonly string[]> = {
  RLSE: ['12 Months', '6 Months', 'Month To Month', '24 Months', 'Negotiable', 'Short Term Lease'],
  COML: ['12 Months', '36 Months', '60 Months', '120 Months', 'Negotiable'],
};
const SQUARE_FEET = [500, 750, 1000, 1250, 1500, 1750, 2000, 2500, 3000, 3500, 4000, 5000];

/** The panel's controls for a property type and mode; fields the type clears are left out (§4). */
export function moreFilterFields(
  propertyType: string,
  mode: SearchMode,
  statuses: readonly string[],
): MoreFilterField[] {
  const fields: MoreFilterField[] = [
    { kind: 'list', name: 'StandardStatus[in]', options: statuses },
    { kind: 'list', name: 'PropertySubType[in]', options: STYLES[propertyType] ?? [] },
    { kind: 'select', name: 'LivingArea[gte]', options: SQUARE_FEET, format: 'number' },
    { kind: 'select', name: 'LivingArea[lte]', options: SQUARE_FEET, format: 'number' },
    {
      kind: 'select',
      name: 'LotSizeAcres[gte]',
      options: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 40],
      format: 'acres',
    },
    { kind: 'year', name: 'YearBuilt[gte]' },
    { kind: 'year', name: 'YearBuilt[lte]' },
    { kind: 'select', name: 'GarageSpaces[gte]', options: [1, 2, 3, 4], format: 'number' },
    {
      kind: 'select',
      name: 'Basement',
      options: ['Finished', 'Partial', 'Unfinished', 'Full', 'Crawl Space'],
      format: 'plain',
    },
    ...CHECK_FIELDS,
  ];
  if (mode === 'rent') {
    fields.push(...RENT_CHECK_FIELDS);
    fields.push({
      kind: 'list',
      name: 'LeaseTerm[in]',
      options: LEASE_TERMS[propertyType] ?? LEASE_TERMS.RLSE ?? [],
    });
  } else {
    fields.push({
      kind: 'select',
      name: 'TaxAnnualAmount[lte]',
      options: [1000, 2000, 3000, 5000, 7500, 10000, 15000],
      format: 'price',
    });
  }
  fields.push(
    { kind: 'text', name: 'ElementarySchool' },
    { kind: 'text', name: 'MiddleOrJuniorSchool' },
    { kind: 'text', name: 'HighSchool' },
    { kind: 'text', name: 'ElementarySchoolDistrict' },
  );
  const cleared = new Set(fieldsClearedBy(propertyType));
  return fields.filter(
    (field) => !cleared.has(field.name) && !(field.kind === 'list' && field.options.length === 0),
  );
}
