/**
 * The listing search written plainly over all rows, for tests: the API's bundle ids, total and
 * bounds must agree with it exactly. It reads the query string itself and does its own
 * arithmetic (earth radius, haversine, point in polygon, geohash cells), importing nothing from
 * the search it checks, so a mistake there cannot hide by being made in both places.
 */
import type { Selectable } from 'kysely';
import type { ListingsTable } from '../src/db/schema';

export type ReferenceRow = Selectable<ListingsTable>;

type Kind = 'text' | 'number' | 'date' | 'time' | 'flag' | 'list';
interface Field {
  columns: readonly string[];
  kind: Kind;
  /** An address field: empty where the listing hides its address. */
  address?: boolean;
}

const f = (kind: Kind, ...columns: string[]): Field => ({ kind, columns });
/** The search fields of public-site.md §3 and the columns they read. */
const FIELDS: Readonly<Record<string, Field>> = {
  id: f('number', 'id'),
  ListingId: f('text', 'listing_id'),
  ListingKey: f('text', 'listing_key'),
  StandardStatus: f('text', 'standard_status'),
  PropertyType: f('text', 'property_type'),
  PropertySubType: f('text', 'property_sub_type'),
  ListPrice: f('number', 'list_price'),
  ClosePrice: f('number', 'close_price'),
  CloseDate: f('date', 'close_date'),
  OnMarketDate: f('date', 'on_market_date'),
  ModificationTimestamp: f('time', 'modification_timestamp'),
  UnparsedAddress: { ...f('text', 'unparsed_address'), address: true },
  UnparsedStreet: { ...f('text', 'unparsed_street'), address: true },
  PostalCode: f('text', 'postal_code'),
  City: f('text', 'city'),
  CityRegion: f('text', 'city_region'),
  CountyOrParish: f('text', 'county_or_parish'),
  StateOrProvince: f('text', 'state_or_province'),
  Township: f('text', 'township'),
  SubdivisionName: f('text', 'subdivision_name'),
  BuildingName: f('text', 'building_name'),
  ElementarySchoolDistrict: f('text', 'elementary_school_district'),
  ElementarySchool: f('text', 'elementary_school'),
  MiddleOrJuniorSchool: f('text', 'middle_or_junior_school'),
  MiddleSchool: f('text', 'middle_or_junior_school'),
  MiddleOrJuniorSchoolDistrict: f('text', 'middle_or_junior_school_district'),
  HighSchool: f('text', 'high_school'),
  HighSchoolDistrict: f('text', 'high_school_district'),
  SchoolDistrict: f(
    'text',
    'elementary_school_district',
    'middle_or_junior_school_district',
    'high_school_district',
  ),
  BedroomsTotal: f('number', 'bedrooms_total'),
  BathroomsTotalInteger: f('number', 'bathrooms_total_integer'),
  BuildingAreaTotal: f('number', 'building_area_total'),
  LivingArea: f('number', 'living_area'),
  LeasableArea: f('number', 'leasable_area'),
  LotSizeAcres: f('number', 'lot_size_acres'),
  YearBuilt: f('number', 'year_built'),
  GarageSpaces: f('number', 'garage_spaces'),
  Levels: f('list', 'levels'),
  Ownership: f('text', 'ownership'),
  Basement: f('list', 'basement'),
  Cooling: f('list', 'cooling'),
  CoolingYN: f('flag', 'cooling_yn'),
  FireplaceYN: f('flag', 'fireplace_yn'),
  PoolPrivateYN: f('flag', 'pool_private_yn'),
  WaterfrontYN: f('flag', 'waterfront_yn'),
  WaterfrontFeatures: f('list', 'waterfront_features'),
  View: f('list', 'view'),
  InteriorFeatures: f('list', 'interior_features'),
  ExteriorFeatures: f('list', 'exterior_features'),
  LeaseTerm: f('text', 'lease_term'),
  PetsAllowed: f('list', 'pets_allowed'),
  TaxAnnualAmount: f('number', 'tax_annual_amount'),
  VirtualTourURLBranded: f('text', 'virtual_tour_url_branded'),
  ListAgentMlsId: f('text', 'list_agent_mls_id'),
  AgentMlsId: f('text', 'list_agent_mls_id'),
  ListAgentFullName: f('text', 'list_agent_full_name'),
  ListOfficeMlsId: f('text', 'list_office_mls_id'),
  ListOfficeName: f('text', 'list_office_name'),
  ListAOR: f('text', 'list_aor'),
  PhotosCount: f('number', 'photos_count'),
};
/** Parameters that are not field conditions. */
const NOT_FIELDS = new Set(['offset', 'limit', 'sortBy', 'order', 'fields', 'savedSearchId']);
['searchBy', 'access_token', 'precision', 'q', 'OpenHouse'].forEach((key) => NOT_FIELDS.add(key));
['near', 'radius', 'box', 'poly', 'polygon', 'geohash', 'mapbound'].forEach((key) =>
  NOT_FIELDS.add(key),
);

// ---- Arithmetic of its own ----

/** Mean earth radius, public-site.md §9: 6371008.8 m. */
export const REFERENCE_EARTH_RADIUS_METERS = 6_371_008.8;
const METERS_PER_MILE = 1609.344;

/** Great-circle distance in metres (haversine). */
export function referenceDistanceMeters(
  lat1: number,
  lon1: number,
  lat2: number,
  lon2: number,
): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * REFERENCE_EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

type Point = [lon: number, lat: number];

/** Inside a ring by the even-odd rule, or on one of its edges. */
function inRing(lon: number, lat: number, ring: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0; i < ring.length; i++) {
    const [ax, ay] = ring[i]!;
    const [bx, by] = ring[(i + 1) % ring.length]!;
    const onLine = (bx - ax) * (lat - ay) - (by - ay) * (lon - ax) === 0;
    const within =
      lon >= Math.min(ax, bx) &&
      lon <= Math.max(ax, bx) &&
      lat >= Math.min(ay, by) &&
      lat <= Math.max(ay, by);
    if (onLine && within) return true;
    if (ay > lat !== by > lat && lon < ax + ((lat - ay) * (bx - ax)) / (by - ay)) inside = !inside;
  }
  return inside;
}

const GEOHASH_ALPHABET = '0123456789bcdefghjkmnpqrstuvwxyz';

/** A geohash cell as south, west, north, east: bits alternate longitude then latitude. */
function geohashCell(hash: string): [number, number, number, number] {
  let [south, north, west, east] = [-90, 90, -180, 180];
  let longitude = true;
  for (const char of hash.toLowerCase()) {
    const index = GEOHASH_ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not a geohash: ${hash}`);
    for (let bit = 4; bit >= 0; bit--) {
      const on = ((index >> bit) & 1) === 1;
      if (longitude) [west, east] = on ? [(west + east) / 2, east] : [west, (west + east) / 2];
      else [south, north] = on ? [(south + north) / 2, north] : [south, (south + north) / 2];
      longitude = !longitude;
    }
  }
  return [south, west, north, east];
}

// ---- Reading the query string ----

type Area = (lat: number, lon: number) => boolean;
interface Condition {
  field: Field;
  op: string;
  raw: string;
}
interface Query {
  conditions: Condition[];
  openHouse?: boolean;
  areas: Area[];
  sortBy: string;
  ascending: boolean;
  limit: number;
  offset: number;
}

const numbers = (text: string, separator: string | RegExp) =>
  text.split(separator).map((part) => Number(part.trim()));
const flag = (text: string) => ['true', '1'].includes(text.trim().toLowerCase());

function boxArea(south: number, west: number, north: number, east: number): Area {
  return (lat, lon) => lat >= south && lat <= north && lon >= west && lon <= east;
}

function readAreas(params: URLSearchParams): Area[] {
  const areas: Area[] = [];
  const box = params.get('box');
  if (box !== null) {
    const [west, south, east, north] = numbers(box, ',');
    areas.push(boxArea(south!, west!, north!, east!));
  }
  for (const key of ['geohash', 'mapbound']) {
    const pair = params.get(key);
    if (pair === null) continue;
    const [topLeft, bottomRight] = pair.split(',').map((part) => part.trim());
    const [, west, north] = geohashCell(topLeft!);
    const [south, , , east] = geohashCell(bottomRight!);
    areas.push(boxArea(south, west, north, east));
  }
  for (const key of ['poly', 'polygon']) {
    const text = params.get(key);
    if (text === null) continue;
    const ring = text.split(',').map((pair) => numbers(pair.trim(), /\s+/) as Point);
    areas.push((lat, lon) => inRing(lon, lat, ring));
  }
  const near = params.get('near');
  if (near !== null) {
    const [lat, lon] = numbers(near, ',');
    const radius = /^\s*([\d.]+)\s*(mi|km)?\s*$/i.exec(params.get('radius') ?? '5')!;
    const meters = Number(radius[1]) * (radius[2]?.toLowerCase() === 'km' ? 1000 : METERS_PER_MILE);
    areas.push((y, x) => referenceDistanceMeters(lat!, lon!, y, x) <= meters);
  }
  return areas;
}

function readQuery(queryString: string): Query {
  const params = new URLSearchParams(queryString);
  const conditions: Condition[] = [];
  for (const [key, raw] of params) {
    if (NOT_FIELDS.has(key)) continue;
    const [, name, op = 'eq'] = /^(\w+?)(?:\[(\w+)\]|\.(\w+))?$/.exec(key)!.filter(Boolean);
    const field = FIELDS[name!];
    if (!field) throw new Error(`the reference does not know ${key}`);
    const each = (change: (item: string) => string) =>
      op === 'exists'
        ? raw
        : raw
            .split(',')
            .map((item) => change(item.trim()))
            .join(',');
    let value = raw;
    // §3: RLSE is also spelt RSLE; an agent id may carry its association ('M100140-SAR').
    if (name === 'PropertyType')
      value = each((item) => (item.toUpperCase() === 'RSLE' ? 'RLSE' : item));
    if (name === 'ListAgentMlsId' || name === 'AgentMlsId')
      value = each((item) =>
        item.lastIndexOf('-') > 0 ? item.slice(0, item.lastIndexOf('-')) : item,
      );
    conditions.push({ field, op, raw: value });
  }
  const openHouse = params.get('OpenHouse');
  return {
    conditions,
    ...(openHouse === null ? {} : { openHouse: flag(openHouse) }),
    areas: readAreas(params),
    sortBy: params.get('sortBy') ?? 'ListPrice',
    ascending: (params.get('order') ?? 'desc').toLowerCase() === 'asc',
    limit: Number(params.get('limit') || 100),
    offset: Number(params.get('offset') || 0),
  };
}

// ---- Matching ----

/** A cell's value in a form that compares: numbers, dates as YYYY-MM-DD, times in ms. */
function cell(row: ReferenceRow, column: string, kind: Kind): string | number | null {
  const value = (row as unknown as Record<string, unknown>)[column];
  if (value === null || value === undefined) return null;
  if (kind === 'number') return Number(value);
  if (kind === 'time') return value instanceof Date ? value.getTime() : Date.parse(String(value));
  if (kind === 'date') return String(value).slice(0, 10);
  return String(value);
}

/** A condition's value in the same form as the column it is held against (text lower-cased). */
function operand(kind: Kind, text: string): string | number {
  const trimmed = text.trim();
  if (kind === 'number') return Number(trimmed);
  if (kind === 'time') return Date.parse(trimmed);
  if (kind === 'date') return trimmed.slice(0, 10);
  return trimmed.toLowerCase();
}

function holds(condition: Condition, row: ReferenceRow, column: string): boolean {
  const { field, op, raw } = condition;
  const hidden = field.address === true && !row.internet_address_display_yn;
  const value = hidden ? null : (row as unknown as Record<string, unknown>)[column];
  if (op === 'exists') {
    const present =
      field.kind === 'list'
        ? ((value as string[] | null) ?? []).length > 0
        : value !== null && value !== undefined;
    return present === flag(raw);
  }
  const items = (op === 'in' || op === 'nin' ? raw.split(',') : [raw]).filter(
    (item) => item.trim() !== '',
  );
  if (field.kind === 'list') {
    const list = (value as string[] | null) ?? [];
    if (op === 'like')
      return list.some((item) => item.toLowerCase().includes(raw.trim().toLowerCase()));
    const shares = list.some((item) => items.some((wanted) => wanted.trim() === item));
    return op === 'ne' || op === 'nin' ? !shares : shares;
  }
  if (field.kind === 'flag') {
    const isTrue = value === true;
    return op === 'eq'
      ? value !== null && isTrue === flag(raw)
      : value === null || isTrue !== flag(raw);
  }
  let x = hidden ? null : cell(row, column, field.kind);
  if (typeof x === 'string' && field.kind === 'text') x = x.toLowerCase();
  const wanted = items.map((item) => operand(field.kind, item));
  const y = wanted[0]!;
  if (op === 'ne') return x === null || x !== y;
  if (op === 'nin') return x === null || !wanted.includes(x);
  if (x === null) return false;
  if (op === 'eq') return x === y;
  if (op === 'in') return wanted.includes(x);
  if (op === 'like') return String(x).includes(raw.trim().toLowerCase());
  if (op === 'gte') return x >= y;
  if (op === 'lte') return x <= y;
  if (op === 'gt') return x > y;
  if (op === 'lt') return x < y;
  throw new Error(`the reference does not know the operator ${op}`);
}

/** A negative condition must hold on every column of the field, a positive one on any. */
function conditionHolds(condition: Condition, row: ReferenceRow): boolean {
  const negative =
    condition.op === 'ne' ||
    condition.op === 'nin' ||
    (condition.op === 'exists' && !flag(condition.raw));
  const results = condition.field.columns.map((column) => holds(condition, row, column));
  return negative ? results.every(Boolean) : results.some(Boolean);
}

const hasPosition = (row: ReferenceRow) =>
  row.internet_address_display_yn && row.latitude !== null && row.longitude !== null;

function matches(row: ReferenceRow, query: Query, now: Date): boolean {
  if (!row.internet_entire_listing_display_yn) return false;
  if (!query.conditions.every((condition) => conditionHolds(condition, row))) return false;
  if (query.openHouse !== undefined) {
    const at = row.next_open_house_at ? new Date(row.next_open_house_at).getTime() : null;
    if ((at !== null && at > now.getTime()) !== query.openHouse) return false;
  }
  return query.areas.every(
    (area) => hasPosition(row) && area(Number(row.latitude), Number(row.longitude)),
  );
}

/** Whether a row matches the filter of a query string. */
export function referenceMatch(row: ReferenceRow, queryString: string, now: Date): boolean {
  return matches(row, readQuery(queryString), now);
}

/** The page, total and bounds a query string should give. */
export function referenceSearch(rows: readonly ReferenceRow[], queryString: string, now: Date) {
  const query = readQuery(queryString);
  const found = rows.filter((row) => matches(row, query, now));
  const field = FIELDS[query.sortBy]!;
  const key = (row: ReferenceRow) => cell(row, field.columns[0]!, field.kind);
  const sign = query.ascending ? 1 : -1;
  const sorted = [...found].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    // Empty values last in either order; ties by id in the order asked for.
    if (x === null || y === null)
      return x === y ? sign * (Number(a.id) - Number(b.id)) : x === null ? 1 : -1;
    if (x !== y) return sign * (x < y ? -1 : 1);
    return sign * (Number(a.id) - Number(b.id));
  });
  const positioned = found.filter(hasPosition);
  const lats = positioned.map((row) => Number(row.latitude));
  const lons = positioned.map((row) => Number(row.longitude));
  return {
    ids: sorted.slice(query.offset, query.offset + query.limit).map((row) => String(row.id)),
    total: found.length,
    bounds:
      positioned.length === 0
        ? null
        : {
            north: Math.max(...lats),
            south: Math.min(...lats),
            east: Math.max(...lons),
            west: Math.min(...lons),
          },
  };
}
