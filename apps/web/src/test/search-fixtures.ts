/** Search answers for the search screen's tests, as the search API sends them. */
import type { ListingSearchResponse } from '@hearth/contracts';
import {
  listingDefaults,
  searchQueryString,
  searchRequestFilters,
  withResultFields,
} from '@hearth/domain';
import type { PublicSettings } from '../config/settings';

/** The query the screen asks for on a bare address of this property type (as the server does). */
export function firstSearchQuery(settings: PublicSettings, propertyType: string): string {
  const filters = { ...listingDefaults(settings), 'PropertyType[in]': [propertyType] };
  return withResultFields(searchQueryString(searchRequestFilters(filters, settings)));
}

/** An active residential listing in Sacramento with one photo. */
export const testListing = (id: string, price: number, address: string) => ({
  id,
  ListingId: `ML${id}`,
  StandardStatus: 'Active',
  PropertyType: 'RESI',
  ListPrice: price,
  DaysOnMarket: 4,
  Latitude: 38.58,
  Longitude: -121.49,
  UnparsedAddress: address,
  City: 'Sacramento',
  StateOrProvince: 'CA',
  PostalCode: '95814',
  BedroomsTotal: 3,
  BathroomsTotalInteger: 2,
  LivingArea: 1650,
  InternetAddressDisplayYN: true,
  Media: [{ MediaURL: `/media/demo/house-${id}-1.jpg`, Order: 0, ShortDescription: null }],
  OpenHouse: [],
});

/** An answer of two listings. */
export const twoListings: ListingSearchResponse = {
  success: true,
  status: 200,
  total: 2,
  bounds: { north: 38.6, south: 38.5, east: -121.4, west: -121.5 },
  bundle: [testListing('101', 525000, '12 Elm Street'), testListing('102', 410000, '9 Oak Avenue')],
};
