/**
 * The fields of the directory filter (public-site.md §3 "Directory filter"): RESO names to SQL
 * columns. Agent searches read members (`m`) with their primary office (`o`); office searches
 * read offices (`o`).
 */
import type { FieldSpecs } from '../search/search-params';

const officeFields = {
  OfficeAddress1: { column: 'o.office_address1', type: 'text' },
  OfficeAOR: { column: 'o.office_aor', type: 'text' },
  OfficeCity: { column: 'o.office_city', type: 'text', sortable: true },
  OfficeMlsId: { column: 'o.office_mls_id', type: 'text', sortable: true },
  OfficeKey: { column: 'o.office_key', type: 'text' },
  OfficeName: { column: 'o.office_name', type: 'text', sortable: true },
  OfficeNationalAssociationId: { column: 'o.office_national_association_id', type: 'text' },
  OfficePostalCode: { column: 'o.office_postal_code', type: 'text', sortable: true },
  OfficeStateOrProvince: { column: 'o.office_state_or_province', type: 'text' },
  OfficeType: { column: 'o.office_type', type: 'text' },
  OfficeCountyOrParish: { column: 'o.office_county_or_parish', type: 'text' },
  OriginatingSystemID: { column: 'o.originating_system_id', type: 'text' },
} as const satisfies FieldSpecs;

/** Office search: the office fields and the office's status. */
export const OFFICE_FIELDS: FieldSpecs = {
  ...officeFields,
  OfficeStatus: { column: 'o.office_status', type: 'text' },
};

/**
 * Agent search: the member fields, the languages and designations the dropdowns offer, and the
 * primary office's fields (agents of an office, or in a city).
 */
export const AGENT_FIELDS: FieldSpecs = {
  ...officeFields,
  MemberAOR: { column: 'm.member_aor', type: 'text' },
  MemberFirstName: { column: 'm.member_first_name', type: 'text', sortable: true },
  MemberFullName: { column: 'm.member_full_name', type: 'text', sortable: true },
  MemberKey: { column: 'm.member_key', type: 'text' },
  MemberLastName: { column: 'm.member_last_name', type: 'text', sortable: true },
  MemberMlsId: { column: 'm.member_mls_id', type: 'text', sortable: true },
  MemberNationalAssociationId: { column: 'm.member_national_association_id', type: 'text' },
  MemberStateOrProvince: { column: 'm.member_state_or_province', type: 'text' },
  MemberStatus: { column: 'm.member_status', type: 'text' },
  MemberType: { column: 'm.member_type', type: 'text' },
  MemberLanguages: { column: 'm.languages', type: 'textArray' },
  MemberAreasServed: { column: 'm.areas_served', type: 'textArray' },
  // Read from member_designations; see designationExpression.
  MemberDesignation: { column: 'designations', type: 'textArray' },
};

/** Query parameters that are not field conditions. */
export const RESERVED_PARAMS: ReadonlySet<string> = new Set([
  'offset',
  'limit',
  'sortBy',
  'order',
  'fields',
  'near',
  'radius',
  'box',
  'poly',
  'geohash',
  'searchBy',
  'access_token',
  'precision',
]);

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 200;
export const MAX_OFFSET = 10_000;
