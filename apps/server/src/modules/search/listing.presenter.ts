/**
 * Turns listing rows into the API's records. This is the one place where the display rules
 * (IDX) are applied: restricted fields are removed, a hidden address takes its coordinates with
 * it, and `fields` narrows each record. Listings that may not be shown at all never reach here:
 * every query excludes them.
 */
import type { ListingRecord } from '@hearth/contracts';
import {
  fieldValueOf,
  LISTING_COLUMN_FIELDS,
  LISTING_FIELD_REGISTRY,
  zonedIsoString,
} from '@hearth/domain';
import { servedPhotoUrl } from '../media/feed-photo-url';
import type { ListingRows } from './listing-records.repository';

/**
 * Fields for members only: the registry's, and the stored record's compensation, showing and
 * access details, owner and occupant.
 */
const RESTRICTED_FIELDS = new Set([
  ...LISTING_FIELD_REGISTRY.filter((entry) => entry.visibility === 'members').map(
    (entry) => entry.name,
  ),
  'ShowingInstructions',
  'ShowingRequirements',
  'ShowingAdvanceNotice',
  'ShowingAttendedYN',
  'ShowingDays',
  'ShowingStartTime',
  'ShowingEndTime',
  'ShowingServiceName',
  'OwnerName',
  'OwnerPhone',
  'OwnerEmail',
  'OwnerFirstName',
  'OwnerLastName',
  'OwnerAddress',
  'AccessCode',
  'GateCode',
  'AlarmCode',
  'DualVariableCompensationYN',
]);
const RESTRICTED_PATTERN = /Compensation|^ShowingContact|^LockBox|^Occupant|^Private/;

/**
 * Fields that give away where a listing is; dropped when InternetAddressDisplayYN is false: the
 * registry's address fields and the Data Dictionary's other parts of an address.
 */
const ADDRESS_FIELDS = new Set([
  ...LISTING_FIELD_REGISTRY.filter((entry) => entry.visibility === 'address').map(
    (entry) => entry.name,
  ),
  'StreetNumberNumeric',
  'StreetSuffix',
  'StreetSuffixModifier',
  'StreetDirPrefix',
  'StreetDirSuffix',
  'StreetAdditionalInfo',
  'CrossStreet',
  'Directions',
  'Coordinates',
]);

export function isRestrictedField(name: string): boolean {
  return RESTRICTED_FIELDS.has(name) || RESTRICTED_PATTERN.test(name);
}

/**
 * isRestrictedField of the record's field names, kept: every listing has a hundred or so names
 * from the same small set, tested for each listing presented.
 */
const restrictedNames = new Map<string, boolean>();
const MAX_RESTRICTED_NAMES = 10_000;

function isRestrictedName(name: string): boolean {
  let restricted = restrictedNames.get(name);
  if (restricted === undefined) {
    restricted = isRestrictedField(name);
    if (restrictedNames.size < MAX_RESTRICTED_NAMES) restrictedNames.set(name, restricted);
  }
  return restricted;
}

/**
 * The registry's typed columns under their RESO names (the typed value wins over the stored
 * record); fields for members only are never among them.
 */
const PRESENTED_COLUMNS = LISTING_COLUMN_FIELDS.filter((entry) => entry.visibility !== 'members');

const DAY_MS = 86_400_000;

/** Days from OnMarketDate to the close date, or to today; negative before the listing goes on the market. */
export function daysOnMarket(onMarketDate: string, closeDate: string | null, now: Date): number {
  const end = closeDate
    ? Date.parse(`${closeDate}T00:00:00Z`)
    : Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return Math.round((end - Date.parse(`${onMarketDate}T00:00:00Z`)) / DAY_MS);
}

/**
 * One listing as the API sends it. Open-house times are written in `timeZone` (the site's) with
 * its offset, so a page can show their local time without time-zone data; without a zone, in UTC.
 */
export function presentListing(
  rows: ListingRows,
  now: Date,
  timeZone?: string,
  /** Only these typed columns (a card's), when given: the others are neither read nor sent. */
  columns?: ReadonlySet<string>,
): ListingRecord {
  const timestamp = (value: Date | string) => {
    const instant = new Date(value);
    return timeZone ? zonedIsoString(instant, timeZone) : instant.toISOString();
  };
  const { listing } = rows;
  const out: Record<string, unknown> = {};
  const record = rows.record ?? {};
  for (const name in record) {
    if (Object.hasOwn(record, name) && !isRestrictedName(name)) out[name] = record[name];
  }
  const row = listing as unknown as Record<string, unknown>;
  for (const entry of PRESENTED_COLUMNS) {
    if (!columns || columns.has(entry.name))
      out[entry.name] = fieldValueOf(entry, row[entry.column]);
  }
  out.DaysOnMarket = daysOnMarket(listing.on_market_date, listing.close_date, now);
  out.Media = rows.media.map((media) => ({
    // A feed's photo is served through our media route, never hot-linked.
    MediaURL: servedPhotoUrl(media.media_url),
    Order: media.position,
    ShortDescription: media.caption,
    MediaCategory: media.media_category,
  }));
  out.OpenHouse = rows.openHouses
    .filter((openHouse) => new Date(openHouse.end_time).getTime() > now.getTime())
    .map((openHouse) => ({
      OpenHouseKey: String(openHouse.id),
      OpenHouseType: openHouse.open_house_type,
      OpenHouseStartTime: timestamp(openHouse.start_time),
      OpenHouseEndTime: timestamp(openHouse.end_time),
      OpenHouseRemarks: openHouse.remarks,
    }));
  if (!listing.internet_address_display_yn) {
    for (const name of ADDRESS_FIELDS) delete out[name];
  }
  // Last, as a new key (or in its place, should the record have one), without copying `out`.
  out.id = String(listing.id);
  return out as ListingRecord;
}

/**
 * A presented listing (the JSON text of presentListing) narrowed to its id and these fields, in
 * the order asked for; fields it does not have are left out.
 */
export function narrowPresented(json: string, fields: readonly string[]): string {
  const full = JSON.parse(json) as Record<string, unknown>;
  const narrowed: Record<string, unknown> = { id: full.id };
  for (const name of fields) if (name in full) narrowed[name] = full[name];
  return JSON.stringify(narrowed);
}
