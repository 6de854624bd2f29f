/** Directory rows to the search API's RESO-named records. Private e-mail never leaves here. */
import type { AgentRecord, OfficeRecord } from '@hearth/contracts';
import type { AgentRow, OfficeRow } from './directory-search.repository';

export interface PhoneRow {
  kind: string;
  number: string;
  extension: string | null;
}

/** A phone with its extension, as one text ("(916) 555-0100 x12"). */
export function phoneText(phone: PhoneRow | undefined): string | null {
  if (!phone) return null;
  return phone.extension ? `${phone.number} x${phone.extension}` : phone.number;
}

const phoneOf = (phones: readonly PhoneRow[], kind: string) =>
  phoneText(phones.find((phone) => phone.kind === kind));

export const AGENT_RECORD_FIELDS = [
  'MemberKey',
  'MemberMlsId',
  'MemberFirstName',
  'MemberLastName',
  'MemberFullName',
  'MemberPreferredPhone',
  'MemberDirectPhone',
  'MemberMobilePhone',
  'MemberOfficePhone',
  'MemberEmail',
  'MemberStatus',
  'MemberType',
  'MemberAOR',
  'MemberNationalAssociationId',
  'MemberStateOrProvince',
  'MemberTitle',
  'MemberLanguages',
  'MemberAreasServed',
  'OfficeKey',
  'OfficeMlsId',
  'OfficeName',
  'OfficeCity',
  'Media',
] as const;

export function presentAgent(row: AgentRow, phones: readonly PhoneRow[]): AgentRecord {
  return {
    id: String(row.id),
    MemberKey: row.member_key,
    MemberMlsId: row.member_mls_id,
    MemberFirstName: row.member_first_name,
    MemberLastName: row.member_last_name,
    MemberFullName: row.member_full_name,
    MemberPreferredPhone: phoneOf(phones, 'preferred'),
    MemberDirectPhone: phoneOf(phones, 'direct'),
    MemberMobilePhone: phoneOf(phones, 'mobile'),
    MemberOfficePhone: phoneOf(phones, 'office') ?? row.office_phone,
    // Only the e-mail the member made public.
    MemberEmail: row.public_email,
    MemberStatus: row.member_status,
    MemberType: row.member_type,
    MemberAOR: row.member_aor,
    MemberNationalAssociationId: row.member_national_association_id,
    MemberStateOrProvince: row.member_state_or_province,
    MemberTitle: row.title,
    MemberLanguages: row.languages,
    MemberAreasServed: row.areas_served,
    OfficeKey: row.office_key,
    OfficeMlsId: row.office_mls_id,
    OfficeName: row.office_name,
    OfficeCity: row.office_city,
    Media: row.photo_url ? [{ MediaURL: row.photo_url, Order: 0 }] : [],
  };
}

export const OFFICE_RECORD_FIELDS = [
  'OfficeKey',
  'OfficeMlsId',
  'OfficeName',
  'OfficeAddress1',
  'OfficeAddress2',
  'OfficeCity',
  'OfficeStateOrProvince',
  'OfficePostalCode',
  'OfficeCountyOrParish',
  'OfficePhone',
  'OfficeFax',
  'OfficeEmail',
  'OfficeType',
  'OfficeAOR',
  'OfficeStatus',
  'OfficeNationalAssociationId',
  'OriginatingSystemID',
  'Latitude',
  'Longitude',
  'website',
  'MemberCount',
] as const;

const coordinate = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

export function presentOffice(row: OfficeRow): OfficeRecord {
  return {
    id: String(row.id),
    OfficeKey: row.office_key,
    OfficeMlsId: row.office_mls_id,
    OfficeName: row.office_name,
    OfficeAddress1: row.office_address1,
    OfficeAddress2: row.office_address2,
    OfficeCity: row.office_city,
    OfficeStateOrProvince: row.office_state_or_province,
    OfficePostalCode: row.office_postal_code,
    OfficeCountyOrParish: row.office_county_or_parish,
    OfficePhone: row.office_phone,
    OfficeFax: row.office_fax,
    OfficeEmail: row.office_email,
    OfficeType: row.office_type,
    OfficeAOR: row.office_aor,
    OfficeStatus: row.office_status,
    OfficeNationalAssociationId: row.office_national_association_id,
    OriginatingSystemID: row.originating_system_id,
    Latitude: coordinate(row.latitude),
    Longitude: coordinate(row.longitude),
    website: row.website,
    MemberCount: Number(row.member_count),
  };
}
