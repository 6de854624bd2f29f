/**
 * RESO Member, Office, OpenHouse and Media records to our rows. As with listings, a record that
 * cannot be stored is skipped with a reason, and a status that says "gone" becomes a deletion.
 */
import ngeohash from 'ngeohash';
import { photosOf, type ListingPhoto } from './property-mapping';
import { date, flag, list, number, text, timestamp, type ResoRecord } from './reso-values';

export type Outcome<T> =
  | ({ kind: 'upsert'; key: string; timestamp: Date } & T)
  | { kind: 'delete'; key: string; timestamp: Date | null }
  | { kind: 'skip'; key: string | null; timestamp: Date | null; reason: string };

export interface OfficeColumns {
  office_key: string;
  office_mls_id: string;
  office_name: string;
  office_address1: string | null;
  office_address2: string | null;
  office_city: string | null;
  office_state_or_province: string | null;
  office_postal_code: string | null;
  office_county_or_parish: string | null;
  office_phone: string | null;
  office_fax: string | null;
  office_email: string | null;
  office_type: string | null;
  office_aor: string;
  office_national_association_id: string | null;
  originating_system_id: string | null;
  office_status: string;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  geohash: string | null;
  modification_timestamp: Date;
}

export interface MemberColumns {
  member_key: string;
  member_mls_id: string;
  member_first_name: string;
  member_last_name: string;
  member_full_name: string;
  member_email: string | null;
  public_email: string | null;
  member_status: string;
  member_type: string;
  member_aor: string;
  member_national_association_id: string | null;
  member_state_or_province: string | null;
  title: string | null;
  bio: string | null;
  areas_served: string[];
  languages: string[];
  website: string | null;
  photo_url: string | null;
  modification_timestamp: Date;
}

export interface OpenHouseColumns {
  open_house_key: string;
  listing_key: string;
  open_house_type: 'Public' | 'Broker';
  start_time: Date;
  end_time: Date;
  remarks: string | null;
  modification_timestamp: Date;
}

function keyed(
  source: ResoRecord,
  keyField: string,
): { key: string | null; modified: Date | null; skip: (reason: string) => Outcome<never> } {
  const key = text(source[keyField], 255);
  const modified = timestamp(source.ModificationTimestamp);
  return { key, modified, skip: (reason) => ({ kind: 'skip', key, timestamp: modified, reason }) };
}

/**
 * MLS Grid's deletion signal, on every resource: "MlgCanView: When changed to false, the record
 * is no longer valid for the feed type you consume and must be removed from your local data
 * store" (https://docs.mlsgrid.com/api-documentation/api-version-2.0, "Signal Fields", resource
 * ALL; and "Deleted Records": "IF false, then remove the record from your database"). A feed
 * without the field never sends false.
 */
function withdrawn(source: ResoRecord): boolean {
  return flag(source.MlgCanView) === false;
}

export function mapOffice(
  source: ResoRecord,
): Outcome<{ columns: OfficeColumns; photo: ListingPhoto | null | undefined }> {
  const { key, modified, skip } = keyed(source, 'OfficeKey');
  if (!key) return skip('no OfficeKey');
  if (withdrawn(source)) return { kind: 'delete', key, timestamp: modified };
  if (!modified) return skip('no ModificationTimestamp');
  const name = text(source.OfficeName, 300);
  if (!name) return skip('no OfficeName');
  const latitude = number(source.OfficeLatitude ?? source.Latitude);
  const longitude = number(source.OfficeLongitude ?? source.Longitude);
  const placed =
    latitude !== null &&
    longitude !== null &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  return {
    kind: 'upsert',
    key,
    timestamp: modified,
    photo: rosterPhoto(source),
    columns: {
      office_key: key,
      office_mls_id: text(source.OfficeMlsId, 200) ?? key,
      office_name: name,
      office_address1: text(source.OfficeAddress1, 300),
      office_address2: text(source.OfficeAddress2, 300),
      office_city: text(source.OfficeCity, 200),
      office_state_or_province: text(source.OfficeStateOrProvince, 50),
      office_postal_code: text(source.OfficePostalCode, 20),
      office_county_or_parish: text(source.OfficeCountyOrParish, 200),
      office_phone: text(source.OfficePhone, 50),
      office_fax: text(source.OfficeFax, 50),
      office_email: text(source.OfficeEmail, 300),
      office_type: text(source.OfficeType, 100),
      office_aor: text(source.OfficeAOR, 200) ?? text(source.OriginatingSystemName, 200) ?? '',
      office_national_association_id: text(source.OfficeNationalAssociationId, 100),
      originating_system_id: text(source.OriginatingSystemID, 100),
      office_status: text(source.OfficeStatus, 50) ?? 'Active',
      website: text(source.SocialMediaWebsiteUrlOrId ?? source.OfficeWebsite, 500),
      latitude: placed ? latitude : null,
      longitude: placed ? longitude : null,
      geohash: placed ? ngeohash.encode(latitude, longitude, 12) : null,
      modification_timestamp: modified,
    },
  };
}

/**
 * The photo of a member or office record (a member's portrait, an office's logo) when the record
 * came with its Media expanded: the first photo, null when it has none; undefined when the record
 * came without its Media (the stored photo is then left as it is).
 */
export function rosterPhoto(source: ResoRecord): ListingPhoto | null | undefined {
  if (!Array.isArray(source.Media)) return undefined;
  return photosOf(source.Media)[0] ?? null;
}

export function mapMember(source: ResoRecord): Outcome<{
  columns: MemberColumns;
  officeKey: string | null;
  photo: ListingPhoto | null | undefined;
}> {
  const { key, modified, skip } = keyed(source, 'MemberKey');
  if (!key) return skip('no MemberKey');
  if (withdrawn(source)) return { kind: 'delete', key, timestamp: modified };
  if (!modified) return skip('no ModificationTimestamp');
  const first = text(source.MemberFirstName, 200) ?? '';
  const last = text(source.MemberLastName, 200) ?? '';
  const full = text(source.MemberFullName, 300) ?? [first, last].filter(Boolean).join(' ');
  if (!full) return skip('no member name');
  return {
    kind: 'upsert',
    key,
    timestamp: modified,
    officeKey: text(source.OfficeKey, 255),
    photo: rosterPhoto(source),
    columns: {
      member_key: key,
      member_mls_id: text(source.MemberMlsId, 200) ?? key,
      member_first_name: first || full.split(' ')[0] || full,
      member_last_name: last || full.split(' ').slice(1).join(' ') || full,
      member_full_name: full,
      member_email: text(source.MemberEmail, 300),
      public_email: text(source.PublicEmail ?? source.MemberEmail, 300),
      member_status: text(source.MemberStatus, 50) ?? 'Active',
      member_type: text(source.MemberType, 100) ?? 'Agent',
      member_aor: text(source.MemberAOR, 200) ?? text(source.OriginatingSystemName, 200) ?? '',
      member_national_association_id: text(source.MemberNationalAssociationId, 100),
      member_state_or_province: text(source.MemberStateOrProvince, 50),
      title: text(source.JobTitle ?? source.MemberDesignation, 200),
      bio: text(source.MemberBio ?? source.MemberDescription, 5000),
      areas_served: list(source.MemberAreasServed),
      languages: list(source.MemberLanguages),
      website: text(source.MemberWebsite ?? source.SocialMediaWebsiteUrlOrId, 500),
      photo_url: null,
      modification_timestamp: modified,
    },
  };
}

export function mapOpenHouse(source: ResoRecord): Outcome<{ columns: OpenHouseColumns }> {
  const { key, modified, skip } = keyed(source, 'OpenHouseKey');
  if (!key) return skip('no OpenHouseKey');
  const status = text(source.OpenHouseStatus)?.toLowerCase();
  if (status === 'canceled' || status === 'cancelled' || status === 'ended' || withdrawn(source)) {
    return { kind: 'delete', key, timestamp: modified };
  }
  if (!modified) return skip('no ModificationTimestamp');
  const listingKey = text(source.ListingKey, 255);
  if (!listingKey) return skip('no ListingKey');
  const day = date(source.OpenHouseDate);
  const start =
    timestamp(source.OpenHouseStartTime) ?? (day ? timestamp(`${day}T00:00:00Z`) : null);
  const end = timestamp(source.OpenHouseEndTime);
  if (!start || !end || end.getTime() <= start.getTime()) return skip('no open-house times');
  const type = text(source.OpenHouseType)?.toLowerCase() ?? 'public';
  return {
    kind: 'upsert',
    key,
    timestamp: modified,
    columns: {
      open_house_key: key,
      listing_key: listingKey,
      open_house_type: type.includes('broker') || type.includes('office') ? 'Broker' : 'Public',
      start_time: start,
      end_time: end,
      remarks: text(source.OpenHouseRemarks, 2000),
      modification_timestamp: modified,
    },
  };
}

/** A Media record of a listing (ResourceName Property); other resources' media are skipped. */
export function mapMedia(
  source: ResoRecord,
): Outcome<{ photo: ListingPhoto; listingKey: string; order: number }> {
  const { key, modified, skip } = keyed(source, 'MediaKey');
  if (!key) return skip('no MediaKey');
  if (
    flag(source.Deleted) === true ||
    text(source.MediaStatus)?.toLowerCase() === 'deleted' ||
    withdrawn(source)
  ) {
    return { kind: 'delete', key, timestamp: modified };
  }
  if (!modified) return skip('no ModificationTimestamp');
  const resource = text(source.ResourceName) ?? 'Property';
  if (resource !== 'Property') return skip('media of another resource');
  const listingKey = text(source.ResourceRecordKey, 255);
  if (!listingKey) return skip('no ResourceRecordKey');
  const [photo] = photosOf([source]);
  if (!photo) return skip('not a photo');
  return {
    kind: 'upsert',
    key,
    timestamp: modified,
    listingKey,
    order: number(source.Order) ?? 0,
    photo: { ...photo, media_key: key },
  };
}
