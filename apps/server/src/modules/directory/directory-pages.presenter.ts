/** Rows of the agent and office pages to their API shapes, with the SEO header. */
import type {
  AgentDetail,
  AgentListingCard,
  MemberAdminLines,
  MemberCard,
  OfficeSummary,
  PageHeader,
} from '@hearth/contracts';
import type { EducationStatus } from '@hearth/contracts';
import { displayPhone } from '@hearth/domain';
import type {
  AgentListingRow,
  MemberCardRow,
  MemberRow,
  OfficeRow,
  memberExtras,
} from './directory-pages.repository';

type Extras = Awaited<ReturnType<typeof memberExtras>>;

const DESCRIPTION_LENGTH = 160;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1)}…`;
}

const coordinate = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

export function presentOfficeSummary(row: OfficeRow): OfficeSummary {
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
    OfficePhone: row.office_phone,
    OfficeFax: row.office_fax,
    website: row.website,
    Latitude: coordinate(row.latitude),
    Longitude: coordinate(row.longitude),
  };
}

export function presentAgentDetail(row: MemberRow, extras: Extras): AgentDetail {
  return {
    id: String(row.id),
    MemberKey: row.member_key,
    MemberMlsId: row.member_mls_id,
    MemberFirstName: row.member_first_name,
    MemberLastName: row.member_last_name,
    MemberFullName: row.member_full_name,
    title: row.title,
    bio: row.bio,
    areas: row.areas_served,
    languages: row.languages,
    // Only the e-mail the member made public; member_email stays private.
    publicEmail: row.public_email,
    nationalAssociationId: row.member_national_association_id,
    website: row.website,
    photoUrl: row.photo_url,
    phoneNumbers: extras.phones,
    designations: extras.designations,
    licenses: extras.licenses.map((licence) => ({
      licenseNumber: licence.license_number,
      licenseType: licence.license_type,
      licenseState: licence.license_state,
      licenseExpirationDate: licence.license_expiration_date
        ? String(licence.license_expiration_date).slice(0, 10)
        : null,
    })),
  };
}

/** IDX: a listing whose address may not be shown carries none. */
export function presentListingCard(row: AgentListingRow): AgentListingCard {
  const showAddress = row.internet_address_display_yn;
  return {
    id: String(row.id),
    ListingId: row.listing_id,
    StandardStatus: row.standard_status,
    PropertyType: row.property_type,
    ListPrice: Number(row.list_price),
    UnparsedAddress: showAddress ? row.unparsed_address : null,
    City: row.city,
    StateOrProvince: row.state_or_province,
    PostalCode: row.postal_code,
    BedroomsTotal: row.bedrooms_total,
    BathroomsTotalInteger: row.bathrooms_total_integer,
    LivingArea: row.living_area === null ? null : Number(row.living_area),
    OnMarketDate: String(row.on_market_date).slice(0, 10),
    photoUrl: row.primary_photo_url,
    ListOfficeName: row.list_office_name,
  };
}

export function agentHeader(
  agent: AgentDetail,
  office: OfficeSummary | undefined,
  siteTitle: string,
): PageHeader {
  const where = office ? ` with ${office.OfficeName}` : '';
  const city = office?.OfficeCity ? ` in ${office.OfficeCity}` : '';
  const role = agent.title ?? 'REALTOR®';
  const phone = agent.phoneNumbers.find((p) => p.kind === 'preferred') ?? agent.phoneNumbers[0];
  const areas = agent.areas.length > 0 ? ` Serving ${agent.areas.join(', ')}.` : '';
  const call = phone ? ` Call ${displayPhone(phone.number)}.` : '';
  return {
    title: `${agent.MemberFullName}, ${role}${where} | ${siteTitle}`,
    description: clip(`${agent.MemberFullName}, ${role}${where}${city}.${areas}${call}`),
  };
}

export function officeHeader(office: OfficeSummary, members: number, siteTitle: string) {
  const place = [office.OfficeAddress1, office.OfficeCity, office.OfficeStateOrProvince]
    .filter(Boolean)
    .join(', ');
  const phone = office.OfficePhone ? ` Call ${displayPhone(office.OfficePhone)}.` : '';
  return {
    title: `${office.OfficeName} | ${siteTitle}`,
    description: clip(
      `${office.OfficeName}${place ? `, ${place}` : ''}: real estate office with ${members} agent${
        members === 1 ? '' : 's'
      }.${phone}`,
    ),
  };
}

/**
 * The lines an office admin sees on a member card (§2, §5): licence expiry with its style, and
 * the continuing-education credits still needed with the education icon.
 */
export function adminLines(status: EducationStatus): MemberAdminLines {
  return {
    licenseExpirationDate: status.licenseExpirationDate,
    daysUntilExpiry: status.daysUntilExpiry,
    expiryStyle: status.expiryStyle,
    creditsNeeded: status.creditsNeeded,
    educationIcon: status.educationIcon,
  };
}

export function presentMemberCard(
  row: MemberCardRow,
  officePhone: string | null,
  admin: MemberAdminLines | null,
): MemberCard {
  return {
    id: String(row.id),
    MemberKey: row.member_key,
    MemberMlsId: row.member_mls_id,
    MemberFirstName: row.member_first_name,
    MemberLastName: row.member_last_name,
    MemberFullName: row.member_full_name,
    title: row.title,
    photoUrl: row.photo_url,
    phone: row.preferred_phone ?? officePhone,
    ...(admin ? { admin } : {}),
  };
}
