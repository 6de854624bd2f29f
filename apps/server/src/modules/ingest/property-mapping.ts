/**
 * A RESO Property record (Data Dictionary names, as our columns already are) to a listing row:
 * lookups to our enumerations, bad records refused with a reason, records whose status says
 * they are gone turned into deletions. The whole record, unknown fields included, is kept.
 */
import ngeohash from 'ngeohash';
import {
  UNKNOWN_PROPERTY_TYPE,
  UNKNOWN_STATUS,
  type PropertyType,
  type StandardStatus,
} from '../../db/schema';
import { mediaUrlHash, servedPhotoUrl } from '../media/feed-photo-url';
import {
  LISTING_COLUMN_FIELDS,
  lookupKey,
  STANDARD_LOOKUPS,
  standardLookupValue,
  type ListingField,
} from '@hearth/domain';
import type { FeedLookups } from './feed-lookups';
import {
  date,
  decimal,
  flag,
  integer,
  list,
  number,
  plainRecord,
  text,
  timestamp,
  type ResoRecord,
} from './reso-values';

/** PropertyType lookup values (Data Dictionary) and our own codes, to our codes. */
const PROPERTY_TYPES: Readonly<Record<string, PropertyType>> = {
  residential: 'RESI',
  'residential lease': 'RLSE',
  'residential income': 'RINC',
  'commercial sale': 'COMS',
  'commercial lease': 'COML',
  farm: 'FARM',
  land: 'LAND',
  'manufactured in park': 'RESI',
  'business opportunity': 'COMS',
  resi: 'RESI',
  rlse: 'RLSE',
  rsle: 'RLSE',
  rinc: 'RINC',
  coms: 'COMS',
  coml: 'COML',
};

/** Our codes as the Data Dictionary's PropertyType lookup names them. */
export const PROPERTY_TYPE_NAMES: Readonly<Record<PropertyType, string>> = {
  RESI: 'Residential',
  RLSE: 'Residential Lease',
  RINC: 'Residential Income',
  COMS: 'Commercial Sale',
  COML: 'Commercial Lease',
  FARM: 'Farm',
  LAND: 'Land',
};

const SHOWN_STATUSES: Readonly<Record<string, StandardStatus>> = {
  active: 'Active',
  'coming soon': 'Coming Soon',
  pending: 'Pending',
  'active under contract': 'Active Under Contract',
  closed: 'Closed',
};

/** StandardStatus values that mean the listing is off the market for good (or for now): removed. */
const GONE_STATUSES = new Set([
  'canceled',
  'cancelled',
  'expired',
  'withdrawn',
  'delete',
  'deleted',
  'hold',
  'incomplete',
]);

export function propertyTypeOf(
  value: unknown,
  lookups: LookupReader = new LookupReader(),
): PropertyType | null {
  const name = text(value);
  if (!name) return null;
  const standard = lookups.standard('PropertyType', name);
  return PROPERTY_TYPES[(standard ?? name).toLowerCase()] ?? null;
}

export interface ListingPhoto {
  media_key: string | null;
  media_url: string;
  url_hash: string;
  caption: string | null;
  media_category: string;
  modification_timestamp: Date | null;
}

/** A typed column's value as the ingest writes it. */
export type ColumnValue = string | number | boolean | Date | string[] | null;

/**
 * The columns of a listing that a record gives (the links to the agent and office are resolved
 * by key): every column of the listing field registry, and a few of our own. Those the mapping
 * derives are typed here; the others are read by their registry type (readColumns).
 */
export interface ListingColumns {
  [column: string]: ColumnValue;
  listing_key: string;
  listing_id: string;
  standard_status: StandardStatus | typeof UNKNOWN_STATUS;
  property_type: PropertyType | typeof UNKNOWN_PROPERTY_TYPE;
  list_price: number;
  on_market_date: string;
  modification_timestamp: Date;
  latitude: number | null;
  longitude: number | null;
  geohash: string | null;
  unparsed_street: string | null;
  lot_size_acres: number | null;
  list_agent_mls_id: string;
  list_agent_full_name: string;
  list_office_mls_id: string;
  list_office_name: string;
  list_aor: string;
  internet_entire_listing_display_yn: boolean;
  internet_address_display_yn: boolean;
  photos_count: number;
  primary_photo_url: string | null;
}

/**
 * Reads lookup values as the standard value they stand for: the feed's own Lookup resource first
 * (its LookupValue and LegacyODataValue), then the Data Dictionary's two spellings ("Active Under
 * Contract" and the 1.7 enumeration member "ActiveUnderContract"). A value neither knows, of a
 * lookup whose standard values we hold, is unknown: noted by field, left out of the typed column
 * and kept in the stored record.
 */
export class LookupReader {
  private readonly known = new Map<string, string | null>();
  /** Field names, one per unknown value read. */
  readonly unknown: string[] = [];
  /** Whether a value of a lookup whose standard values we hold was not found. */
  missed = false;

  constructor(private readonly feed: FeedLookups = {}) {}

  /** The standard (or the feed's own) value a spelling stands for, or null when unknown. */
  standard(lookupName: string, value: string): string | null {
    const memo = `${lookupName}\u0000${value}`;
    let found = this.known.get(memo);
    if (found === undefined) {
      const key = lookupKey(value);
      found = this.feed[lookupName]?.[key] ?? standardLookupValue(lookupName, value);
      if (this.known.size < 50_000) this.known.set(memo, found);
    }
    if (found === null && STANDARD_LOOKUPS[lookupName]?.complete) this.missed = true;
    return found;
  }

  /**
   * A value of a field as its typed column holds it: its standard spelling; as sent for a lookup
   * whose standard values we do not all hold (City, Cooling); null when unknown (then noted; the record keeps it).
   */
  read(field: string, lookupName: string, value: string): string | null {
    const standard = this.standard(lookupName, value);
    if (standard !== null) return standard;
    if (!STANDARD_LOOKUPS[lookupName]?.complete) return value;
    this.unknown.push(field);
    return null;
  }
}

/** A registry field's value in a record, read by its Data Dictionary type; null when unreadable. */
export function readField(
  entry: ListingField,
  value: unknown,
  lookups: LookupReader = new LookupReader(),
): ColumnValue {
  switch (entry.ddType) {
    case 'String':
      return text(value, entry.maxLength);
    case 'String List, Single': {
      const read = text(value, entry.maxLength);
      return read !== null && entry.lookup ? lookups.read(entry.name, entry.lookup, read) : read;
    }
    case 'String List, Multi': {
      const read = list(value);
      if (!entry.lookup) return read;
      return read.flatMap((item) => lookups.read(entry.name, entry.lookup!, item) ?? []);
    }
    case 'Integer':
      return integer(value, entry.min, entry.max);
    case 'Decimal':
      return decimal(value, entry.min, entry.max, entry.scale);
    case 'Boolean':
      return flag(value);
    case 'Date':
      return date(value);
    case 'Timestamp':
      return timestamp(value);
  }
}

/** The registry's columns that are read as they are (the mapping derives the others). */
const READ_FIELDS = LISTING_COLUMN_FIELDS.filter((entry) => entry.ingest === 'read');

export interface MappedListing {
  kind: 'upsert';
  key: string;
  timestamp: Date;
  columns: ListingColumns;
  /** MemberKey and OfficeKey of the listing agent and office, to link them when known. */
  agentKey: string | null;
  officeKey: string | null;
  record: ResoRecord;
  /** The photos when the record came with its Media expanded; null when it did not. */
  photos: ListingPhoto[] | null;
}

export type PropertyOutcome =
  | MappedListing
  | { kind: 'delete'; key: string; timestamp: Date | null }
  | { kind: 'skip'; key: string | null; timestamp: Date | null; reason: string };

const PHOTO_CATEGORIES = new Set(['photo', 'photos', 'image', 'images']);

/** The photos of an expanded Media list (or of Media records), in their order; other media left out. */
export function photosOf(media: unknown): ListingPhoto[] {
  if (!Array.isArray(media)) return [];
  const photos: ListingPhoto[] = [];
  const orders: number[] = [];
  let sorted = true;
  for (let index = 0; index < media.length; index++) {
    const item: unknown = media[index];
    if (typeof item !== 'object' || item === null) continue;
    const m = item as ResoRecord;
    const url = text(m.MediaURL, 2000);
    if (!url || !/^(https?:\/\/|\/)/i.test(url)) continue;
    const category = text(m.MediaCategory) ?? 'Photo';
    const type = text(m.MediaType)?.toLowerCase() ?? '';
    if (!PHOTO_CATEGORIES.has(category.toLowerCase()) && !type.startsWith('image')) continue;
    const order = number(m.Order) ?? index;
    if (orders.length > 0 && order < orders[orders.length - 1]!) sorted = false;
    orders.push(order);
    photos.push({
      media_key: text(m.MediaKey, 200),
      media_url: url,
      url_hash: mediaUrlHash(url),
      caption: text(m.ShortDescription, 500) ?? text(m.LongDescription, 500),
      media_category: 'Photo',
      modification_timestamp: timestamp(m.ModificationTimestamp),
    });
  }
  if (sorted) return photos; // feeds send them in order: no second list of every photo
  // By Order, then by place in the list (a stable sort of places in the list).
  const places = photos.map((_, place) => place);
  places.sort((a, b) => orders[a]! - orders[b]! || a - b);
  return places.map((place) => photos[place]!);
}

function inWorld(latitude: number | null, longitude: number | null): boolean {
  if (latitude === null && longitude === null) return true;
  if (latitude === null || longitude === null) return false;
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

/** A Property record's StandardStatus in lower case, as the Data Dictionary spells it when known. */
function statusTextOf(source: ResoRecord, lookups: LookupReader): string {
  const sentStatus = text(source.StandardStatus);
  return (
    (sentStatus && lookups.standard('StandardStatus', sentStatus)) ??
    sentStatus ??
    ''
  ).toLowerCase();
}

function goneBy(statusText: string, source: ResoRecord): boolean {
  return GONE_STATUSES.has(statusText) || flag(source.MlgCanView) === false;
}

/**
 * Whether a Property record says its listing is gone (a status that takes it off the market, or
 * MLS Grid's MlgCanView false): mapProperty then deletes it. Cheap, for the completeness check,
 * which asks it of every key the feed holds.
 */
export function isGoneListing(
  source: ResoRecord,
  lookups: LookupReader = new LookupReader(),
): boolean {
  return goneBy(statusTextOf(source, lookups), source);
}

/** A Property record as a listing to store, a deletion, or a record skipped with the reason. */
export function mapProperty(
  source: ResoRecord,
  lookups: LookupReader = new LookupReader(),
): PropertyOutcome {
  const key = text(source.ListingKey, 255);
  const modified = timestamp(source.ModificationTimestamp);
  const skip = (reason: string): PropertyOutcome => ({
    kind: 'skip',
    key,
    timestamp: modified,
    reason,
  });
  if (!key) return skip('no ListingKey');
  const statusText = statusTextOf(source, lookups);
  if (goneBy(statusText, source)) return { kind: 'delete', key, timestamp: modified };
  if (!modified) return skip('no ModificationTimestamp');
  if (!statusText) return skip('no StandardStatus');
  const sentType = text(source.PropertyType);
  if (!sentType) return skip('no PropertyType');
  // A value neither the feed's Lookup resource nor the Data Dictionary knows never costs the
  // listing: it is stored hidden, under a status or type that claims nothing (UNKNOWN_STATUS,
  // UNKNOWN_PROPERTY_TYPE), its raw value kept in its record and counted by field in the run.
  const status = SHOWN_STATUSES[statusText] ?? UNKNOWN_STATUS;
  if (status === UNKNOWN_STATUS) lookups.unknown.push('StandardStatus');
  const type = propertyTypeOf(sentType, lookups) ?? UNKNOWN_PROPERTY_TYPE;
  if (type === UNKNOWN_PROPERTY_TYPE) lookups.unknown.push('PropertyType');
  const unknown = status === UNKNOWN_STATUS || type === UNKNOWN_PROPERTY_TYPE;
  const price = number(source.ListPrice);
  if (price === null || price < 0 || price >= 1e12) return skip('no ListPrice');
  let latitude = number(source.Latitude);
  let longitude = number(source.Longitude);
  if (!inWorld(latitude, longitude)) return skip('coordinates outside the world');
  if (latitude === 0 && longitude === 0) latitude = longitude = null; // "no position", as feeds write it
  const onMarket =
    date(source.OnMarketDate) ??
    date(source.ListingContractDate) ??
    date(source.OriginalEntryTimestamp) ??
    modified.toISOString().slice(0, 10);
  const lotAcres =
    number(source.LotSizeAcres) ??
    (number(source.LotSizeSquareFeet) === null ? null : number(source.LotSizeSquareFeet)! / 43_560);
  const street =
    text(source.UnparsedStreet) ??
    ([source.StreetNumber, source.StreetDirPrefix, source.StreetName, source.StreetSuffix]
      .map((part) => text(part))
      .filter(Boolean)
      .join(' ')
      .concat(text(source.UnitNumber) ? ` #${text(source.UnitNumber)}` : '') ||
      null);
  const photos = Array.isArray(source.Media) ? photosOf(source.Media) : null;
  const entire =
    !unknown &&
    (flag(source.InternetEntireListingDisplayYN) ?? flag(source.IDXParticipationYN) ?? true);
  const columns: ListingColumns = {
    listing_key: key,
    listing_id: text(source.ListingId, 255) ?? key,
    standard_status: status,
    property_type: type,
    list_price: Math.round(price * 100) / 100,
    on_market_date: onMarket,
    modification_timestamp: modified,
    latitude,
    longitude,
    geohash:
      latitude === null || longitude === null ? null : ngeohash.encode(latitude, longitude, 12),
    unparsed_street: street ? street.slice(0, 500) : null,
    lot_size_acres:
      lotAcres === null || lotAcres < 0 || lotAcres >= 1e8
        ? null
        : Math.round(lotAcres * 1e4) / 1e4,
    list_agent_mls_id: text(source.ListAgentMlsId, 200) ?? '',
    list_agent_full_name:
      text(source.ListAgentFullName, 300) ??
      [text(source.ListAgentFirstName), text(source.ListAgentLastName)].filter(Boolean).join(' '),
    list_office_mls_id: text(source.ListOfficeMlsId, 200) ?? '',
    list_office_name: text(source.ListOfficeName, 300) ?? '',
    list_aor: text(source.ListAOR, 200) ?? text(source.OriginatingSystemName, 200) ?? '',
    internet_entire_listing_display_yn: entire,
    internet_address_display_yn: !unknown && (flag(source.InternetAddressDisplayYN) ?? true),
    photos_count: photos?.length ?? integer(source.PhotosCount, 0, 32767) ?? 0,
    primary_photo_url: photos?.[0] ? servedPhotoUrl(photos[0].media_url, photos[0].url_hash) : null,
  };
  for (const entry of READ_FIELDS) {
    columns[entry.column] = readField(entry, source[entry.name], lookups);
  }
  return {
    kind: 'upsert',
    key,
    timestamp: modified,
    columns,
    agentKey: text(source.ListAgentKey, 255),
    officeKey: text(source.ListOfficeKey, 255),
    record: plainRecord(source, ['Media', 'OpenHouse']),
    photos,
  };
}
