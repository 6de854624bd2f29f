import type { ListingAgent, ListingOffice, ListingRecord, PageHeader } from '@hearth/contracts';
import { addressWithPlace } from '@hearth/domain';
import { presentListing } from '../search/listing.presenter';
import type {
  AgentRow,
  ListingRow,
  MediaRow,
  OfficeRow,
  OpenHouseRow,
} from './listing-page.repository';

export function showsAddress(row: Pick<ListingRow, 'internet_address_display_yn'>): boolean {
  return row.internet_address_display_yn;
}

/**
 * The listing as a visitor may see it, through the search API's presenter, so the IDX rules
 * (restricted fields out, a withheld address and position out) live in one place.
 */
export function presentListingRecord(
  row: ListingRow,
  media: MediaRow[],
  openHouses: OpenHouseRow[],
  now = new Date(),
  timeZone?: string,
): ListingRecord {
  const { record, ...listing } = row;
  return presentListing({ listing, record, media, openHouses }, now, timeZone);
}

function phoneOf(agent: AgentRow, ...kinds: string[]): string | null {
  for (const kind of kinds) {
    const phone = agent.phones.find((p) => p.kind === kind);
    if (phone) return phone.extension ? `${phone.number} x${phone.extension}` : phone.number;
  }
  return null;
}

export function presentAgent(agent: AgentRow): ListingAgent {
  return {
    MemberKey: agent.member_key,
    MemberMlsId: agent.member_mls_id,
    MemberFullName: agent.member_full_name,
    MemberEmail: agent.public_email,
    MemberPreferredPhone: phoneOf(agent, 'preferred', 'direct', 'mobile', 'office'),
    MemberMobilePhone: phoneOf(agent, 'mobile'),
    MemberOfficePhone: phoneOf(agent, 'office'),
    OfficeName: agent.office_name,
    photoUrl: agent.photo_url,
  };
}

export function presentOffice(office: OfficeRow): ListingOffice {
  return {
    OfficeKey: office.office_key,
    OfficeMlsId: office.office_mls_id,
    OfficeName: office.office_name,
    OfficePhone: office.office_phone,
    OfficeEmail: office.office_email,
    OfficeAddress1: office.office_address1,
    OfficeCity: office.office_city,
    OfficeStateOrProvince: office.office_state_or_province,
    OfficePostalCode: office.office_postal_code,
    website: office.website,
  };
}

const PROPERTY_TYPE_NAMES: Record<string, string> = {
  RESI: 'Residential',
  RLSE: 'Residential Lease',
  RINC: 'Residential Income',
  COMS: 'Commercial',
  COML: 'Commercial Lease',
  FARM: 'Farm',
  LAND: 'Land',
};

/** The page's title and description; a hidden address stays out of them too. */
export function listingHeader(row: ListingRow, siteTitle: string): PageHeader {
  const place = [row.city, row.state_or_province].filter(Boolean).join(', ');
  const kind = row.property_sub_type ?? PROPERTY_TYPE_NAMES[row.property_type] ?? 'Property';
  const title =
    showsAddress(row) && row.unparsed_address
      ? addressWithPlace(row.unparsed_address, [row.city, row.state_or_province])
      : `${kind}${place ? ` in ${place}` : ''}`;
  const facts = [
    `$${Number(row.list_price).toLocaleString('en-US')}`,
    row.bedrooms_total !== null ? `${row.bedrooms_total} beds` : null,
    row.bathrooms_total_integer !== null ? `${row.bathrooms_total_integer} baths` : null,
    row.living_area !== null ? `${Number(row.living_area).toLocaleString('en-US')} sq ft` : null,
  ].filter(Boolean);
  return {
    title,
    description: `${kind}, ${row.standard_status}: ${facts.join(' · ')}. MLS #${row.listing_id} on ${siteTitle}.`,
  };
}
