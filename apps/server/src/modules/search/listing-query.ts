/**
 * Reads a listing search request (query string or JSON body) into a `ListingQuery`: field
 * conditions, the open-house flag, map areas, sort, fields and paging. Any bad parameter is a
 * 400 that names it.
 */
import {
  geohashPairToBounds,
  MAX_POLYGONS_PER_SEARCH,
  parseBox,
  parseGeohashParam,
  parseNear,
  parsePoly,
  parseRadius,
  radiusInMeters,
  type Bounds,
  type Position,
} from '@hearth/domain';
import { badRequest, type AppError } from '../../errors';
import {
  AGENT_ID_FIELDS,
  LISTING_FIELDS,
  PROPERTY_TYPE_SYNONYMS,
  SORTABLE_LISTING_FIELDS,
} from './listing-fields';
import { parseCondition, parseConditions, type Condition } from './search-params';

export type SearchArea =
  | { kind: 'box'; bounds: Bounds }
  | { kind: 'circle'; lat: number; lon: number; meters: number }
  | { kind: 'polygon'; ring: readonly Position[] };

export interface ListingFilter {
  conditions: Condition[];
  /** OpenHouse: true keeps listings with a future public open house, false those without. */
  openHouse?: boolean;
  areas: SearchArea[];
}

export interface ListingQuery extends ListingFilter {
  sortBy: string;
  order: 'asc' | 'desc';
  fields?: string[];
  limit: number;
  offset: number;
}

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 200;
export const MAX_OFFSET = 10_000;
/** `near` without `radius` searches this many miles around the point. */
export const DEFAULT_RADIUS = '5';

const PAGING = ['offset', 'limit', 'sortBy', 'order', 'fields'] as const;
const AREA = ['near', 'radius', 'box', 'poly', 'polygon', 'geohash', 'mapbound'] as const;
/** Parameters that are not field conditions; savedSearchId and searchBy are read and ignored. */
export const RESERVED_LISTING_PARAMS: ReadonlySet<string> = new Set<string>([
  ...PAGING,
  ...AREA,
  'savedSearchId',
  'searchBy',
  'access_token',
  'OpenHouse',
  'precision',
  'q',
]);

type Params = Readonly<Record<string, unknown>>;

/** A JSON body's values as query-string text: lists become comma lists. */
export function paramsAsText(body: Params): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    out[key] = Array.isArray(value) ? value.map(String).join(',') : String(value);
  }
  return out;
}

function single(params: Params, key: string): string | undefined | AppError {
  const value = params[key];
  if (value === undefined) return undefined;
  if (Array.isArray(value))
    return badRequest('duplicate_parameter', `${key} is given more than once`, key);
  return String(value);
}

function wholeNumber(params: Params, key: string, fallback: number, max: number) {
  const text = single(params, key);
  if (text instanceof Error) return text;
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    return badRequest(`invalid_${key}`, `${key} must be a whole number`, key);
  if (value > max) return badRequest(`invalid_${key}`, `${key} must be at most ${max}`, key);
  return value;
}

function normalise(condition: Condition): Condition {
  const map = (fn: (value: string) => string): Condition => ({
    ...condition,
    value: Array.isArray(condition.value)
      ? condition.value.map((item) => fn(String(item)))
      : typeof condition.value === 'string'
        ? fn(condition.value)
        : condition.value,
  });
  if (condition.field === 'PropertyType' && condition.op !== 'exists') {
    return map((value) => PROPERTY_TYPE_SYNONYMS[value.toUpperCase()] ?? value);
  }
  if (AGENT_ID_FIELDS.has(condition.field) && condition.op !== 'exists') {
    return map((value) =>
      value.lastIndexOf('-') > 0 ? value.slice(0, value.lastIndexOf('-')) : value,
    );
  }
  return condition;
}

function areas(params: Params): SearchArea[] | AppError {
  const found: SearchArea[] = [];
  for (const key of ['box', 'geohash', 'mapbound', 'poly', 'polygon'] as const) {
    const text = single(params, key);
    if (text instanceof Error) return text;
    if (text === undefined) continue;
    if (key === 'poly' || key === 'polygon') {
      if (found.filter((area) => area.kind === 'polygon').length >= MAX_POLYGONS_PER_SEARCH) {
        return badRequest(
          'too_many_polygons',
          `a search may have at most ${MAX_POLYGONS_PER_SEARCH} polygon (poly or polygon)`,
          key,
        );
      }
      const ring = parsePoly(text);
      if (!ring.ok) return badRequest('invalid_polygon', ring.error, key);
      found.push({ kind: 'polygon', ring: ring.value });
      continue;
    }
    const box = key === 'box' ? parseBox(text) : pairBounds(text);
    if (!box.ok) return badRequest(`invalid_${key}`, box.error, key);
    found.push({ kind: 'box', bounds: box.value });
  }
  const near = single(params, 'near');
  const radius = single(params, 'radius');
  if (near instanceof Error) return near;
  if (radius instanceof Error) return radius;
  if (radius !== undefined && near === undefined)
    return badRequest('invalid_radius', 'radius needs near (lat,lon)', 'radius');
  if (near !== undefined) {
    const point = parseNear(near);
    if (!point.ok) return badRequest('invalid_near', point.error, 'near');
    const distance = parseRadius(radius ?? DEFAULT_RADIUS);
    if (!distance.ok) return badRequest('invalid_radius', distance.error, 'radius');
    found.push({ kind: 'circle', ...point.value, meters: radiusInMeters(distance.value) });
  }
  return found;
}

function pairBounds(text: string) {
  const pair = parseGeohashParam(text);
  return pair.ok ? geohashPairToBounds(pair.value) : pair;
}

/** The filter part of a request: conditions, open house, areas. */
export function parseListingFilter(params: Params): ListingFilter | AppError {
  const parsed = parseConditions(params, LISTING_FIELDS, RESERVED_LISTING_PARAMS);
  if (parsed instanceof Error) return parsed;
  const filter: ListingFilter = { conditions: parsed.map(normalise), areas: [] };
  const openHouse = single(params, 'OpenHouse');
  if (openHouse instanceof Error) return openHouse;
  if (openHouse !== undefined) {
    const flag = parseCondition('OpenHouse', openHouse, {
      OpenHouse: { column: 'next_open_house_at', type: 'boolean' },
    });
    if (flag instanceof Error) return flag;
    if (flag.op !== 'eq')
      return badRequest('invalid_operator', 'OpenHouse takes true or false', 'OpenHouse');
    filter.openHouse = flag.value === true;
  }
  const found = areas(params);
  if (found instanceof Error) return found;
  filter.areas = found;
  return filter;
}

/** A whole `/listings` request. */
export function parseListingQuery(params: Params): ListingQuery | AppError {
  const filter = parseListingFilter(params);
  if (filter instanceof Error) return filter;
  const limit = wholeNumber(params, 'limit', DEFAULT_LIMIT, MAX_LIMIT);
  if (limit instanceof Error) return limit;
  const offset = wholeNumber(params, 'offset', 0, MAX_OFFSET);
  if (offset instanceof Error) return offset;
  const sortBy = single(params, 'sortBy') ?? 'ListPrice';
  if (sortBy instanceof Error) return sortBy;
  if (!SORTABLE_LISTING_FIELDS.includes(sortBy)) {
    return badRequest(
      'invalid_sort',
      `sortBy must be one of ${SORTABLE_LISTING_FIELDS.join(', ')}`,
      'sortBy',
    );
  }
  const order = (single(params, 'order') ?? 'desc').toString().toLowerCase();
  if (order !== 'asc' && order !== 'desc')
    return badRequest('invalid_order', 'order must be asc or desc', 'order');
  const fieldsText = single(params, 'fields');
  if (fieldsText instanceof Error) return fieldsText;
  let fields: string[] | undefined;
  if (fieldsText !== undefined && fieldsText.trim() !== '') {
    fields = fieldsText
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const bad = fields.find((name) => !/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(name));
    if (bad !== undefined || fields.length > 200)
      return badRequest('invalid_fields', 'fields must be a comma list of field names', 'fields');
  }
  return { ...filter, sortBy, order, limit, offset, ...(fields ? { fields } : {}) };
}
