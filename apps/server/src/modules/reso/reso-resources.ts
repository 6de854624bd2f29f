/**
 * The resources and fields our RESO Web API serves (Data Dictionary names), each field with its
 * EDM type and the SQL that reads it. The IDX display rules live here too: a listing that may
 * not be shown is in no resource, a hidden address reads as null (in answers and in filters
 * alike), and fields for members only (compensation, showing, owner) are not served at all.
 */
import { sql, type RawBuilder } from 'kysely';
import { PROPERTY_TYPE_NAMES } from '../ingest/property-mapping';

export type EdmType =
  | 'Edm.String'
  | 'Edm.Int32'
  | 'Edm.Int64'
  | 'Edm.Decimal'
  | 'Edm.Boolean'
  | 'Edm.Date'
  | 'Edm.DateTimeOffset';

export interface ResoField {
  name: string;
  type: EdmType;
  collection?: boolean;
  /** How the row reads it; absent for fields read from the listing's stored record. */
  sql?: RawBuilder<unknown>;
  /** Filtering and sorting need `sql`; a few typed fields are shown only. */
  filterable: boolean;
  sortable: boolean;
}

export interface ResoResource {
  name: 'Property' | 'Member' | 'Office' | 'OpenHouse' | 'Media';
  key: string;
  /** The rows of the resource (FROM and JOIN), with the rule of which may be served (WHERE). */
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  /** The alias whose `id` names a listing (for $expand=Media and the stored record). */
  listingAlias?: string;
  fields: ResoField[];
}

type Builder = (alias: string) => RawBuilder<unknown>;
const col =
  (column: string): Builder =>
  (alias) =>
    sql.ref(`${alias}.${column}`);

function field(
  name: string,
  type: EdmType,
  read: Builder | null,
  alias: string,
  options: { collection?: boolean; filterable?: boolean; sortable?: boolean } = {},
): ResoField {
  const expression = read?.(alias);
  return {
    name,
    type,
    collection: options.collection,
    sql: expression,
    filterable: expression !== undefined && (options.filterable ?? true),
    sortable: expression !== undefined && !options.collection && (options.sortable ?? true),
  };
}

/** Hidden when the listing hides its address: the same null for answers and for filters. */
const addressOnly =
  (column: string): Builder =>
  (alias) =>
    sql`case when ${sql.ref(`${alias}.internet_address_display_yn`)} then ${sql.ref(`${alias}.${column}`)} end`;

const propertyTypeName: Builder = (alias) =>
  sql`(case ${sql.ref(`${alias}.property_type`)} ${sql.join(
    Object.entries(PROPERTY_TYPE_NAMES).map(
      ([code, name]) => sql`when ${sql.lit(code)} then ${sql.lit(name)}`,
    ),
    sql` `,
  )} end)`;

/** Record fields a listing may carry that we serve as they were received (shown, not filtered). */
const PROPERTY_RECORD_FIELDS: [string, EdmType, boolean?][] = [
  ['PublicRemarks', 'Edm.String'],
  ['StreetNumber', 'Edm.String'],
  ['StreetName', 'Edm.String'],
  ['UnitNumber', 'Edm.String'],
  ['Country', 'Edm.String'],
  ['OriginalListPrice', 'Edm.Decimal'],
  ['ListingContractDate', 'Edm.Date'],
  ['PurchaseContractDate', 'Edm.Date'],
  ['OriginalEntryTimestamp', 'Edm.DateTimeOffset'],
  ['DaysOnMarket', 'Edm.Int32'],
  ['CumulativeDaysOnMarket', 'Edm.Int32'],
  ['BathroomsFull', 'Edm.Int32'],
  ['BathroomsHalf', 'Edm.Int32'],
  ['LivingAreaUnits', 'Edm.String'],
  ['LotSizeSquareFeet', 'Edm.Decimal'],
  ['NumberOfUnitsTotal', 'Edm.Int32'],
  ['Stories', 'Edm.Int32'],
  ['GarageYN', 'Edm.Boolean'],
  ['Heating', 'Edm.String', true],
  ['HeatingYN', 'Edm.Boolean'],
  ['ViewYN', 'Edm.Boolean'],
  ['AssociationYN', 'Edm.Boolean'],
  ['AssociationFee', 'Edm.Decimal'],
  ['AssociationFeeFrequency', 'Edm.String'],
  ['TaxYear', 'Edm.Int32'],
  ['Zoning', 'Edm.String'],
  ['ListAgentKey', 'Edm.String'],
  ['ListAgentEmail', 'Edm.String'],
  ['ListAgentPreferredPhone', 'Edm.String'],
  ['ListOfficeKey', 'Edm.String'],
  ['ListOfficePhone', 'Edm.String'],
  ['InternetAutomatedValuationDisplayYN', 'Edm.Boolean'],
  ['InternetConsumerCommentYN', 'Edm.Boolean'],
  ['IDXParticipationYN', 'Edm.Boolean'],
];

/** Record fields that give away where a listing is: never served for a listing that hides its address. */
export const PROPERTY_ADDRESS_RECORD_FIELDS = new Set(['StreetNumber', 'StreetName', 'UnitNumber']);

function property(): ResoResource {
  const a = 'l';
  const f = (
    name: string,
    type: EdmType,
    read: Builder | null,
    options?: Parameters<typeof field>[4],
  ) => field(name, type, read, a, options);
  return {
    name: 'Property',
    key: 'ListingKey',
    from: sql`listings as l`,
    where: sql`l.internet_entire_listing_display_yn`,
    listingAlias: a,
    fields: [
      f('ListingKey', 'Edm.String', col('listing_key')),
      f('ListingId', 'Edm.String', col('listing_id')),
      f(
        'OriginatingSystemName',
        'Edm.String',
        (alias) =>
          sql`(select r.record->>'OriginatingSystemName' from listing_records r where r.listing_id = ${sql.ref(`${alias}.id`)})`,
        { sortable: false },
      ),
      f('StandardStatus', 'Edm.String', col('standard_status')),
      f('MlsStatus', 'Edm.String', col('standard_status')),
      f('PropertyType', 'Edm.String', propertyTypeName),
      f('PropertySubType', 'Edm.String', col('property_sub_type')),
      f('ListPrice', 'Edm.Decimal', col('list_price')),
      f('ClosePrice', 'Edm.Decimal', col('close_price')),
      f('CloseDate', 'Edm.Date', col('close_date')),
      f('OnMarketDate', 'Edm.Date', col('on_market_date')),
      f('ModificationTimestamp', 'Edm.DateTimeOffset', col('modification_timestamp')),
      f('Latitude', 'Edm.Decimal', addressOnly('latitude')),
      f('Longitude', 'Edm.Decimal', addressOnly('longitude')),
      f('UnparsedAddress', 'Edm.String', addressOnly('unparsed_address')),
      f('PostalCode', 'Edm.String', col('postal_code')),
      f('City', 'Edm.String', col('city')),
      f('CityRegion', 'Edm.String', col('city_region')),
      f('CountyOrParish', 'Edm.String', col('county_or_parish')),
      f('StateOrProvince', 'Edm.String', col('state_or_province')),
      f('Township', 'Edm.String', col('township')),
      f('SubdivisionName', 'Edm.String', col('subdivision_name')),
      f('BuildingName', 'Edm.String', col('building_name')),
      f('ElementarySchool', 'Edm.String', col('elementary_school')),
      f('ElementarySchoolDistrict', 'Edm.String', col('elementary_school_district')),
      f('MiddleOrJuniorSchool', 'Edm.String', col('middle_or_junior_school')),
      f('MiddleOrJuniorSchoolDistrict', 'Edm.String', col('middle_or_junior_school_district')),
      f('HighSchool', 'Edm.String', col('high_school')),
      f('HighSchoolDistrict', 'Edm.String', col('high_school_district')),
      f('BedroomsTotal', 'Edm.Int32', col('bedrooms_total')),
      f('BathroomsTotalInteger', 'Edm.Int32', col('bathrooms_total_integer')),
      f('BuildingAreaTotal', 'Edm.Int32', col('building_area_total')),
      f('LivingArea', 'Edm.Int32', col('living_area')),
      f('LeasableArea', 'Edm.Int32', col('leasable_area')),
      f('LotSizeAcres', 'Edm.Decimal', col('lot_size_acres')),
      f('YearBuilt', 'Edm.Int32', col('year_built')),
      f('GarageSpaces', 'Edm.Int32', col('garage_spaces')),
      f('Levels', 'Edm.String', col('levels'), { collection: true }),
      f('Ownership', 'Edm.String', col('ownership')),
      f('Basement', 'Edm.String', col('basement'), { collection: true }),
      f('Cooling', 'Edm.String', col('cooling'), { collection: true }),
      f('CoolingYN', 'Edm.Boolean', col('cooling_yn')),
      f('FireplaceYN', 'Edm.Boolean', col('fireplace_yn')),
      f('PoolPrivateYN', 'Edm.Boolean', col('pool_private_yn')),
      f('WaterfrontYN', 'Edm.Boolean', col('waterfront_yn')),
      f('WaterfrontFeatures', 'Edm.String', col('waterfront_features'), { collection: true }),
      f('View', 'Edm.String', col('view'), { collection: true }),
      f('InteriorFeatures', 'Edm.String', col('interior_features'), { collection: true }),
      f('ExteriorFeatures', 'Edm.String', col('exterior_features'), { collection: true }),
      f('LeaseTerm', 'Edm.String', col('lease_term')),
      f('PetsAllowed', 'Edm.String', col('pets_allowed'), { collection: true }),
      f('TaxAnnualAmount', 'Edm.Decimal', col('tax_annual_amount')),
      f('VirtualTourURLBranded', 'Edm.String', col('virtual_tour_url_branded')),
      f('ListAgentMlsId', 'Edm.String', col('list_agent_mls_id')),
      f('CoListAgentMlsId', 'Edm.String', col('co_list_agent_mls_id')),
      f('ListAgentFullName', 'Edm.String', col('list_agent_full_name')),
      f('ListOfficeMlsId', 'Edm.String', col('list_office_mls_id')),
      f('ListOfficeName', 'Edm.String', col('list_office_name')),
      f('ListAOR', 'Edm.String', col('list_aor')),
      f('InternetEntireListingDisplayYN', 'Edm.Boolean', col('internet_entire_listing_display_yn')),
      f('InternetAddressDisplayYN', 'Edm.Boolean', col('internet_address_display_yn')),
      f('PhotosCount', 'Edm.Int32', col('photos_count')),
      ...PROPERTY_RECORD_FIELDS.map(([name, type, collection]) =>
        f(name, type, null, { collection }),
      ),
    ],
  };
}

function member(): ResoResource {
  const a = 'm';
  const f = (
    name: string,
    type: EdmType,
    read: Builder | null,
    options?: Parameters<typeof field>[4],
  ) => field(name, type, read, a, options);
  const office =
    (column: string): Builder =>
    (alias) =>
      sql`(select o.${sql.ref(column)} from office_members om join offices o on o.id = om.office_id
      where om.member_id = ${sql.ref(`${alias}.id`)} order by om.is_primary desc, o.id limit 1)`;
  return {
    name: 'Member',
    key: 'MemberKey',
    from: sql`members as m`,
    where: sql`true`,
    fields: [
      f('MemberKey', 'Edm.String', col('member_key')),
      f('MemberMlsId', 'Edm.String', col('member_mls_id')),
      f('MemberFirstName', 'Edm.String', col('member_first_name')),
      f('MemberLastName', 'Edm.String', col('member_last_name')),
      f('MemberFullName', 'Edm.String', col('member_full_name')),
      // The address the member chose to publish, never the private one.
      f('MemberEmail', 'Edm.String', col('public_email')),
      f('MemberStatus', 'Edm.String', col('member_status')),
      f('MemberType', 'Edm.String', col('member_type')),
      f('MemberAOR', 'Edm.String', col('member_aor')),
      f('MemberStateOrProvince', 'Edm.String', col('member_state_or_province')),
      f('MemberNationalAssociationId', 'Edm.String', col('member_national_association_id')),
      f('JobTitle', 'Edm.String', col('title')),
      f('MemberLanguages', 'Edm.String', col('languages'), { collection: true }),
      f('OfficeKey', 'Edm.String', office('office_key'), { sortable: false }),
      f('OfficeMlsId', 'Edm.String', office('office_mls_id'), { sortable: false }),
      f('OfficeName', 'Edm.String', office('office_name'), { sortable: false }),
      f('ModificationTimestamp', 'Edm.DateTimeOffset', col('modification_timestamp')),
    ],
  };
}

function office(): ResoResource {
  const a = 'o';
  const f = (name: string, type: EdmType, column: string) => field(name, type, col(column), a);
  return {
    name: 'Office',
    key: 'OfficeKey',
    from: sql`offices as o`,
    where: sql`true`,
    fields: [
      f('OfficeKey', 'Edm.String', 'office_key'),
      f('OfficeMlsId', 'Edm.String', 'office_mls_id'),
      f('OfficeName', 'Edm.String', 'office_name'),
      f('OfficeAddress1', 'Edm.String', 'office_address1'),
      f('OfficeAddress2', 'Edm.String', 'office_address2'),
      f('OfficeCity', 'Edm.String', 'office_city'),
      f('OfficeStateOrProvince', 'Edm.String', 'office_state_or_province'),
      f('OfficePostalCode', 'Edm.String', 'office_postal_code'),
      f('OfficeCountyOrParish', 'Edm.String', 'office_county_or_parish'),
      f('OfficePhone', 'Edm.String', 'office_phone'),
      f('OfficeFax', 'Edm.String', 'office_fax'),
      f('OfficeEmail', 'Edm.String', 'office_email'),
      f('OfficeType', 'Edm.String', 'office_type'),
      f('OfficeAOR', 'Edm.String', 'office_aor'),
      f('OfficeStatus', 'Edm.String', 'office_status'),
      f('OfficeNationalAssociationId', 'Edm.String', 'office_national_association_id'),
      f('ModificationTimestamp', 'Edm.DateTimeOffset', 'modification_timestamp'),
    ],
  };
}

function openHouse(): ResoResource {
  const a = 'oh';
  const f = (name: string, type: EdmType, read: Builder) => field(name, type, read, a);
  const listing =
    (column: string): Builder =>
    () =>
      sql.ref(`l.${column}`);
  return {
    name: 'OpenHouse',
    key: 'OpenHouseKey',
    from: sql`open_houses as oh join listings as l on l.id = oh.listing_id`,
    where: sql`l.internet_entire_listing_display_yn`,
    fields: [
      f(
        'OpenHouseKey',
        'Edm.String',
        (alias) =>
          sql`coalesce(${sql.ref(`${alias}.open_house_key`)}, 'OH' || ${sql.ref(`${alias}.id`)}::text)`,
      ),
      f('ListingKey', 'Edm.String', listing('listing_key')),
      f('ListingId', 'Edm.String', listing('listing_id')),
      f('OpenHouseType', 'Edm.String', col('open_house_type')),
      f(
        'OpenHouseDate',
        'Edm.Date',
        (alias) => sql`(${sql.ref(`${alias}.start_time`)} at time zone 'UTC')::date`,
      ),
      f('OpenHouseStartTime', 'Edm.DateTimeOffset', col('start_time')),
      f('OpenHouseEndTime', 'Edm.DateTimeOffset', col('end_time')),
      f('OpenHouseRemarks', 'Edm.String', col('remarks')),
      f(
        'ModificationTimestamp',
        'Edm.DateTimeOffset',
        (alias) =>
          sql`coalesce(${sql.ref(`${alias}.modification_timestamp`)}, l.modification_timestamp)`,
      ),
    ],
  };
}

function media(): ResoResource {
  const a = 'md';
  const f = (name: string, type: EdmType, read: Builder, options?: Parameters<typeof field>[4]) =>
    field(name, type, read, a, options);
  return {
    name: 'Media',
    key: 'MediaKey',
    from: sql`listing_media as md join listings as l on l.id = md.listing_id`,
    where: sql`l.internet_entire_listing_display_yn`,
    fields: [
      f(
        'MediaKey',
        'Edm.String',
        (alias) =>
          sql`coalesce(${sql.ref(`${alias}.media_key`)}, 'M' || ${sql.ref(`${alias}.id`)}::text)`,
      ),
      f('ResourceName', 'Edm.String', () => sql`'Property'`, { sortable: false }),
      f('ResourceRecordKey', 'Edm.String', () => sql.ref('l.listing_key')),
      f('MediaURL', 'Edm.String', col('media_url'), { filterable: false, sortable: false }),
      f('Order', 'Edm.Int32', col('position')),
      f('ShortDescription', 'Edm.String', col('caption')),
      f('MediaCategory', 'Edm.String', col('media_category')),
      f(
        'ModificationTimestamp',
        'Edm.DateTimeOffset',
        (alias) =>
          sql`coalesce(${sql.ref(`${alias}.modification_timestamp`)}, l.modification_timestamp)`,
      ),
    ],
  };
}

export const RESO_RESOURCES: readonly ResoResource[] = [
  property(),
  member(),
  office(),
  openHouse(),
  media(),
];

export function resourceNamed(name: string): ResoResource | undefined {
  return RESO_RESOURCES.find((resource) => resource.name === name);
}
