import type { TFunction } from 'i18next';
import { calendarDate, dollarTotal, formatNumber, lotSize } from '@hearth/domain';

export type FactGroupKey =
  'overview' | 'interior' | 'exterior' | 'location' | 'financial' | 'lease';

/** The listing's facts, grouped as a buyer reads them. */
export const FACT_GROUPS: Readonly<Record<FactGroupKey, readonly string[]>> = {
  overview: [
    'ListingId',
    'StandardStatus',
    'PropertyType',
    'PropertySubType',
    'YearBuilt',
    'OnMarketDate',
    'DaysOnMarket',
    'CloseDate',
    'ClosePrice',
    'OriginalListPrice',
  ],
  interior: [
    'BedroomsTotal',
    'BathroomsTotalInteger',
    'BathroomsFull',
    'BathroomsHalf',
    'LivingArea',
    'BuildingAreaTotal',
    'LeasableArea',
    'Stories',
    'Levels',
    'InteriorFeatures',
    'Heating',
    'Cooling',
    'FireplaceYN',
    'Basement',
    'NumberOfUnitsTotal',
  ],
  exterior: [
    'LotSizeAcres',
    'LotSizeSquareFeet',
    'GarageSpaces',
    'PoolPrivateYN',
    'WaterfrontYN',
    'WaterfrontFeatures',
    'View',
    'ExteriorFeatures',
  ],
  location: [
    'City',
    'PostalCode',
    'CountyOrParish',
    'CityRegion',
    'SubdivisionName',
    'BuildingName',
    'Township',
    'ElementarySchool',
    'MiddleOrJuniorSchool',
    'HighSchool',
    'HighSchoolDistrict',
  ],
  financial: [
    'TaxAnnualAmount',
    'TaxYear',
    'AssociationFee',
    'AssociationFeeFrequency',
    'Ownership',
    'Zoning',
  ],
  lease: ['LeaseTerm', 'PetsAllowed'],
};

const MONEY = new Set(['ClosePrice', 'OriginalListPrice', 'TaxAnnualAmount', 'AssociationFee']);
const AREA = new Set(['LivingArea', 'BuildingAreaTotal', 'LeasableArea', 'LotSizeSquareFeet']);

export interface Fact {
  name: string;
  label: string;
  value: string;
}

const DATES = new Set(['OnMarketDate', 'CloseDate']);

export interface FactWords {
  yes: string;
  no: string;
  squareFeet: string;
  acres: string;
  /** A field's human label in the page's language ('BathroomsTotalInteger' is 'Bathrooms'). */
  label: (name: string) => string;
  /** A coded or listed value in the page's language ('RESI' is 'Residential'); else as it came. */
  word: (name: string, value: string) => string;
}

/**
 * A fact's value as shown: money as dollars, areas with units, flags as Yes/No, dates and
 * numbers for the language, codes and list items as words.
 */
export function formatFact(
  name: string,
  value: unknown,
  words: FactWords,
  locale: string,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value))
    return value.length ? value.map((item) => words.word(name, String(item))).join(', ') : null;
  if (typeof value === 'number') {
    if (MONEY.has(name)) return dollarTotal(value, locale);
    if (AREA.has(name)) return `${formatNumber(value, locale)} ${words.squareFeet}`;
    if (name === 'LotSizeAcres') return `${lotSize(value)} ${words.acres}`;
    if (name === 'ListingId' || name === 'TaxYear' || name === 'YearBuilt') return String(value);
    return formatNumber(value, locale);
  }
  if (typeof value !== 'string') return null;
  return DATES.has(name) ? calendarDate(value, locale) : words.word(name, value);
}

/** The non-empty groups of a listing's facts, in order. */
export function groupFacts(
  listing: Readonly<Record<string, unknown>>,
  words: FactWords,
  locale: string,
): { key: FactGroupKey; facts: Fact[] }[] {
  return (Object.keys(FACT_GROUPS) as FactGroupKey[])
    .map((key) => ({
      key,
      facts: FACT_GROUPS[key].flatMap((name) => {
        const value = formatFact(name, listing[name], words, locale);
        return value === null ? [] : [{ name, label: words.label(name), value }];
      }),
    }))
    .filter((group) => group.facts.length > 0);
}

/** Where a coded value's words are: property types and statuses by code, others by their text. */
export function factWord(t: TFunction, name: string, value: string): string {
  if (name === 'PropertyType') return t(`search.types.${value}`, { defaultValue: value });
  if (name === 'StandardStatus') return t(`search.status.${value}`, { defaultValue: value });
  return t(`search.words.${value}`, { defaultValue: value });
}
