/**
 * The listing fields the search API filters and sorts on: RESO names (as public-site.md §3 spells
 * them) mapped to the typed columns of `listings`. Address fields read as empty where the listing
 * hides its address, so no filter can probe a hidden address.
 */
import type { FieldSpec, FieldSpecs } from './search-params';

const text = (column: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  column,
  type: 'text',
  ...extra,
});
const integer = (column: string): FieldSpec => ({ column, type: 'integer', sortable: true });
const number = (column: string): FieldSpec => ({ column, type: 'number', sortable: true });
const flag = (column: string): FieldSpec => ({ column, type: 'boolean' });
const list = (column: string): FieldSpec => ({ column, type: 'textArray' });
const address = (column: string): FieldSpec =>
  text(column, { visibleIf: 'internet_address_display_yn' });

export const LISTING_FIELDS: FieldSpecs = {
  id: { column: 'id', type: 'integer', sortable: true },
  ListingId: text('listing_id', { sortable: true }),
  ListingKey: text('listing_key'),
  StandardStatus: text('standard_status'),
  PropertyType: text('property_type'),
  PropertySubType: text('property_sub_type'),
  ListPrice: number('list_price'),
  ClosePrice: number('close_price'),
  CloseDate: { column: 'close_date', type: 'date', sortable: true },
  OnMarketDate: { column: 'on_market_date', type: 'date', sortable: true },
  ModificationTimestamp: { column: 'modification_timestamp', type: 'date', sortable: true },
  UnparsedAddress: address('unparsed_address'),
  UnparsedStreet: address('unparsed_street'),
  PostalCode: text('postal_code', { sortable: true }),
  City: text('city', { sortable: true }),
  CityRegion: text('city_region'),
  CountyOrParish: text('county_or_parish'),
  StateOrProvince: text('state_or_province'),
  Township: text('township'),
  SubdivisionName: text('subdivision_name'),
  BuildingName: text('building_name'),
  ElementarySchoolDistrict: text('elementary_school_district'),
  ElementarySchool: text('elementary_school'),
  MiddleOrJuniorSchool: text('middle_or_junior_school'),
  MiddleSchool: text('middle_or_junior_school'),
  MiddleOrJuniorSchoolDistrict: text('middle_or_junior_school_district'),
  HighSchool: text('high_school'),
  HighSchoolDistrict: text('high_school_district'),
  SchoolDistrict: text('elementary_school_district', {
    alsoColumns: ['middle_or_junior_school_district', 'high_school_district'],
  }),
  BedroomsTotal: integer('bedrooms_total'),
  BathroomsTotalInteger: integer('bathrooms_total_integer'),
  BuildingAreaTotal: integer('building_area_total'),
  LivingArea: integer('living_area'),
  LeasableArea: integer('leasable_area'),
  LotSizeAcres: number('lot_size_acres'),
  YearBuilt: integer('year_built'),
  GarageSpaces: integer('garage_spaces'),
  Levels: list('levels'),
  Ownership: text('ownership'),
  Basement: list('basement'),
  Cooling: list('cooling'),
  CoolingYN: flag('cooling_yn'),
  FireplaceYN: flag('fireplace_yn'),
  PoolPrivateYN: flag('pool_private_yn'),
  WaterfrontYN: flag('waterfront_yn'),
  WaterfrontFeatures: list('waterfront_features'),
  View: list('view'),
  InteriorFeatures: list('interior_features'),
  ExteriorFeatures: list('exterior_features'),
  LeaseTerm: text('lease_term'),
  PetsAllowed: list('pets_allowed'),
  TaxAnnualAmount: number('tax_annual_amount'),
  VirtualTourURLBranded: text('virtual_tour_url_branded'),
  ListAgentMlsId: text('list_agent_mls_id'),
  AgentMlsId: text('list_agent_mls_id'),
  ListAgentFullName: text('list_agent_full_name'),
  ListOfficeMlsId: text('list_office_mls_id'),
  ListOfficeName: text('list_office_name'),
  ListAOR: text('list_aor'),
  PhotosCount: integer('photos_count'),
};

/** Fields holding an agent's MLS id: 'mlsId-associationKey' pairs are read as the MLS id. */
export const AGENT_ID_FIELDS: ReadonlySet<string> = new Set(['ListAgentMlsId', 'AgentMlsId']);

/** RLSE is also spelt RSLE (§3). */
export const PROPERTY_TYPE_SYNONYMS: Readonly<Record<string, string>> = { RSLE: 'RLSE' };

/** The fields `sortBy` accepts. */
export const SORTABLE_LISTING_FIELDS: readonly string[] = Object.entries(LISTING_FIELDS)
  .filter(([, spec]) => spec.sortable)
  .map(([name]) => name);
