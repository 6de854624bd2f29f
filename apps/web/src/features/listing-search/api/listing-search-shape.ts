import type { ListingSearchResponse } from '@hearth/contracts';

// A structural check of `GET /listings`, written out by hand (it mirrors
// `listingSearchResponseSchema` in packages/contracts) so that the search screen paints its list
// without loading the schema library. Other fields of a record pass through, as in the schema.

type Fields = Record<string, unknown>;
type Kind = 'string' | 'number' | 'integer' | 'boolean';
/** A field's kind; `?` marks optional, `|null` nullable. */
type FieldRule = `${Kind}${'' | '|null'}${'' | '?'}`;

const RECORD: Record<string, FieldRule> = {
  id: 'string',
  ListingKey: 'string?',
  ListingId: 'string?',
  StandardStatus: 'string?',
  PropertyType: 'string?',
  PropertySubType: 'string|null?',
  ListPrice: 'number?',
  ClosePrice: 'number|null?',
  CloseDate: 'string|null?',
  OnMarketDate: 'string?',
  ModificationTimestamp: 'string?',
  DaysOnMarket: 'integer?',
  Latitude: 'number|null?',
  Longitude: 'number|null?',
  UnparsedAddress: 'string|null?',
  City: 'string|null?',
  StateOrProvince: 'string|null?',
  PostalCode: 'string|null?',
  BedroomsTotal: 'number|null?',
  BathroomsTotalInteger: 'number|null?',
  LivingArea: 'number|null?',
  LotSizeAcres: 'number|null?',
  YearBuilt: 'number|null?',
  InternetAddressDisplayYN: 'boolean?',
  ListAgentMlsId: 'string?',
  ListAgentFullName: 'string?',
  ListOfficeMlsId: 'string?',
  ListOfficeName: 'string?',
};
const MEDIA: Record<string, FieldRule> = {
  MediaURL: 'string',
  Order: 'integer',
  ShortDescription: 'string|null?',
  MediaCategory: 'string?',
};
const OPEN_HOUSE: Record<string, FieldRule> = {
  OpenHouseKey: 'string',
  OpenHouseStartTime: 'string',
  OpenHouseEndTime: 'string',
  OpenHouseRemarks: 'string|null?',
};
const BOUNDS: Record<string, FieldRule> = {
  north: 'number',
  south: 'number',
  east: 'number',
  west: 'number',
};

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fits(value: unknown, rule: FieldRule): boolean {
  if (value === undefined) return rule.endsWith('?');
  if (value === null) return rule.includes('|null');
  if (rule.startsWith('integer')) return Number.isInteger(value);
  if (rule.startsWith('number')) return typeof value === 'number' && Number.isFinite(value);
  return typeof value === rule.slice(0, rule.search(/[|?]|$/));
}

function follows(value: unknown, rules: Record<string, FieldRule>): value is Fields {
  return isFields(value) && Object.entries(rules).every(([key, rule]) => fits(value[key], rule));
}

const isOptionalArrayOf = (value: unknown, check: (item: unknown) => boolean) =>
  value === undefined || (Array.isArray(value) && value.every(check));

function isListingRecord(value: unknown): boolean {
  return (
    follows(value, RECORD) &&
    isOptionalArrayOf(value.Media, (media) => follows(media, MEDIA)) &&
    isOptionalArrayOf(
      value.OpenHouse,
      (openHouse) =>
        follows(openHouse, OPEN_HOUSE) &&
        (openHouse.OpenHouseType === 'Public' || openHouse.OpenHouseType === 'Broker'),
    )
  );
}

/** Whether `body` is a page of listings: `{ success, status, bundle, total, bounds }`. */
export function isListingSearchResponse(body: unknown): body is ListingSearchResponse {
  return (
    isFields(body) &&
    body.success === true &&
    body.status === 200 &&
    Array.isArray(body.bundle) &&
    body.bundle.every(isListingRecord) &&
    Number.isInteger(body.total) &&
    (body.bounds === null || follows(body.bounds, BOUNDS))
  );
}
