/**
 * The resources and fields our RESO Web API serves (Data Dictionary names), each field with its
 * EDM type and the SQL that reads it. The IDX display rules live here too: a listing that may
 * not be shown is in no resource, a hidden address reads as null (in answers and in filters
 * alike), and fields for members only (compensation, showing, owner) are not served at all.
 */
import {
  edmTypeOf,
  isCollection,
  LISTING_FIELD_REGISTRY,
  type EdmType,
  type ListingField,
} from '@hearth/domain';
import { sql, type RawBuilder } from 'kysely';
import { PROPERTY_TYPE_NAMES } from '../ingest/property-mapping';

export type { EdmType };

export interface ResoField {
  name: string;
  type: EdmType;
  collection?: boolean;
  /** How the row reads it; absent for fields read from the listing's stored record. */
  sql?: RawBuilder<unknown>;
  /** Filtering and sorting need `sql`; a few typed fields are shown only. */
  filterable: boolean;
  sortable: boolean;
  /** Edm.Decimal's precision and scale, as the Data Dictionary gives them. */
  precision?: number;
  scale?: number;
  /** The LookupName of a lookup field (RCP-040 §2.2: annotated in $metadata). */
  lookupName?: string;
}

export interface ResoResource {
  name: 'Property' | 'Member' | 'Office' | 'OpenHouse' | 'Media' | 'Lookup';
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
  options: {
    collection?: boolean;
    filterable?: boolean;
    sortable?: boolean;
    lookupName?: string;
    precision?: number;
    scale?: number;
  } = {},
): ResoField {
  const expression = read?.(alias);
  const { collection, filterable, sortable, ...rest } = options;
  return {
    name,
    type,
    collection,
    sql: expression,
    filterable: expression !== undefined && (filterable ?? true),
    sortable: expression !== undefined && !collection && (sortable ?? true),
    ...rest,
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

/** Fields read another way than from their column (or from the stored record). */
const PROPERTY_READS: Readonly<Record<string, { read: Builder; sortable?: boolean }>> = {
  PropertyType: { read: propertyTypeName },
  OriginatingSystemName: {
    read: (alias) =>
      sql`(select r.record->>'OriginatingSystemName' from listing_records r where r.listing_id = ${sql.ref(`${alias}.id`)})`,
    sortable: false,
  },
};

/** Record fields that give away where a listing is: never served for a listing that hides its address. */
export const PROPERTY_ADDRESS_RECORD_FIELDS: ReadonlySet<string> = new Set(
  LISTING_FIELD_REGISTRY.filter((entry) => !entry.column && entry.visibility === 'address').map(
    (entry) => entry.name,
  ),
);

/** A registry field as the Property resource serves it (its column, or else the stored record). */
function propertyField(entry: ListingField, alias: string): ResoField {
  const special = PROPERTY_READS[entry.name];
  const read: Builder | null =
    special?.read ??
    (entry.column
      ? entry.visibility === 'address'
        ? addressOnly(entry.column)
        : col(entry.column)
      : null);
  return field(entry.name, edmTypeOf(entry), read, alias, {
    collection: isCollection(entry) || undefined,
    sortable: special?.sortable,
    lookupName: entry.lookup,
    precision: entry.precision,
    scale: entry.scale,
  });
}

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
      ...LISTING_FIELD_REGISTRY.filter(
        (entry) => entry.reso && entry.standard && entry.visibility !== 'members',
      ).map((entry) => propertyField(entry, a)),
      // The MLS's own status: ours are the standard ones.
      f('MlsStatus', 'Edm.String', col('standard_status'), { lookupName: 'MlsStatus' }),
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
      f('MemberStatus', 'Edm.String', col('member_status'), { lookupName: 'MemberStatus' }),
      f('MemberType', 'Edm.String', col('member_type'), { lookupName: 'MemberType' }),
      f('MemberAOR', 'Edm.String', col('member_aor'), { lookupName: 'AOR' }),
      f('MemberStateOrProvince', 'Edm.String', col('member_state_or_province'), {
        lookupName: 'StateOrProvince',
      }),
      f('MemberNationalAssociationId', 'Edm.String', col('member_national_association_id')),
      f('JobTitle', 'Edm.String', col('title')),
      f('MemberLanguages', 'Edm.String', col('languages'), {
        collection: true,
        lookupName: 'Languages',
      }),
      f('OfficeKey', 'Edm.String', office('office_key'), { sortable: false }),
      f('OfficeMlsId', 'Edm.String', office('office_mls_id'), { sortable: false }),
      f('OfficeName', 'Edm.String', office('office_name'), { sortable: false }),
      f('ModificationTimestamp', 'Edm.DateTimeOffset', col('modification_timestamp')),
    ],
  };
}

function office(): ResoResource {
  const a = 'o';
  const f = (name: string, type: EdmType, column: string, lookupName?: string) =>
    field(name, type, col(column), a, { lookupName });
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
      f('OfficeStateOrProvince', 'Edm.String', 'office_state_or_province', 'StateOrProvince'),
      f('OfficePostalCode', 'Edm.String', 'office_postal_code'),
      f('OfficeCountyOrParish', 'Edm.String', 'office_county_or_parish', 'CountyOrParish'),
      f('OfficePhone', 'Edm.String', 'office_phone'),
      f('OfficeFax', 'Edm.String', 'office_fax'),
      f('OfficeEmail', 'Edm.String', 'office_email'),
      f('OfficeType', 'Edm.String', 'office_type', 'OfficeType'),
      f('OfficeAOR', 'Edm.String', 'office_aor', 'AOR'),
      f('OfficeStatus', 'Edm.String', 'office_status', 'OfficeStatus'),
      f('OfficeNationalAssociationId', 'Edm.String', 'office_national_association_id'),
      f('ModificationTimestamp', 'Edm.DateTimeOffset', 'modification_timestamp'),
    ],
  };
}

function openHouse(): ResoResource {
  const a = 'oh';
  const f = (name: string, type: EdmType, read: Builder, options?: Parameters<typeof field>[4]) =>
    field(name, type, read, a, options);
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
      f('OpenHouseType', 'Edm.String', col('open_house_type'), { lookupName: 'OpenHouseType' }),
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
      f('MediaCategory', 'Edm.String', col('media_category'), { lookupName: 'MediaCategory' }),
      f(
        'ModificationTimestamp',
        'Edm.DateTimeOffset',
        (alias) =>
          sql`coalesce(${sql.ref(`${alias}.modification_timestamp`)}, l.modification_timestamp)`,
      ),
    ],
  };
}

/**
 * The Lookup resource (RCP-040 §2.2, RESOStandards/transport proposals/data-dictionary.md): the
 * values of each LookupName our fields carry (modules/reso/lookups.repository.ts fills it),
 * filtered, sorted and paged as the other resources are.
 */
function lookup(): ResoResource {
  const a = 'lk';
  const f = (name: string, type: EdmType, column: string) => field(name, type, col(column), a);
  return {
    name: 'Lookup',
    key: 'LookupKey',
    from: sql`lookups as lk`,
    where: sql`true`,
    fields: [
      f('LookupKey', 'Edm.String', 'lookup_key'),
      f('LookupName', 'Edm.String', 'lookup_name'),
      f('LookupValue', 'Edm.String', 'lookup_value'),
      f('StandardLookupValue', 'Edm.String', 'standard_lookup_value'),
      f('LegacyODataValue', 'Edm.String', 'legacy_odata_value'),
      f('ModificationTimestamp', 'Edm.DateTimeOffset', 'modification_timestamp'),
    ],
  };
}

export const RESO_RESOURCES: readonly ResoResource[] = [
  property(),
  member(),
  office(),
  openHouse(),
  media(),
  lookup(),
];

export function resourceNamed(name: string): ResoResource | undefined {
  return RESO_RESOURCES.find((resource) => resource.name === name);
}
