/**
 * Reads a directory search request (public-site.md §3 "Directory filter", §5, §9): conditions,
 * sort, page, the returned fields and the map area. Bad input is a 400 naming the parameter.
 */
import {
  DEFAULT_AGENT_SORT,
  DEFAULT_OFFICE_SORT,
  geohashPairToBounds,
  parseBox,
  parseGeohashParam,
  parseNear,
  parsePoly,
  parseRadius,
  radiusInMeters,
  type Bounds,
  type LatLon,
  type Position,
} from '@hearth/domain';
import { badRequest, type AppError } from '../../errors';
import { parseConditions, type Condition, type FieldSpecs } from '../search/search-params';
import { MAX_LIMIT, MAX_OFFSET, RESERVED_PARAMS } from './directory-fields';

export type DirectoryKind = 'agent' | 'office';

export type AreaFilter =
  | { kind: 'box'; bounds: Bounds }
  | { kind: 'near'; point: LatLon; meters: number }
  | { kind: 'poly'; ring: readonly Position[] };

export interface DirectorySearch {
  conditions: Condition[];
  areas: AreaFilter[];
  sortBy: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** Only these record fields (id always); null for all. */
  fields: string[] | null;
}

export interface ForcedFilters {
  /** The association whose agents and offices are left out (settings.excludedAssociation). */
  excludedAssociation: string;
}

/** Miles searched around `near` when no radius is given. */
const DEFAULT_NEAR_MILES = 10;

type Query = Readonly<Record<string, unknown>>;

function single(query: Query, name: string): string | undefined | AppError {
  const raw = query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string')
    return badRequest('invalid_value', `${name} must be given once`, name);
  return raw;
}

function integerParam(
  query: Query,
  name: string,
  fallback: number,
  max: number,
): number | AppError {
  const raw = single(query, name);
  if (raw instanceof Error) return raw;
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    return badRequest('invalid_number', `${name} must be a whole number of 0 or more`, name);
  }
  if (value > max) return badRequest('limit_exceeded', `${name} must be at most ${max}`, name);
  return value;
}

/** Reads near/radius, box, poly and geohash into area filters. */
export function parseAreas(query: Query): AreaFilter[] | AppError {
  const areas: AreaFilter[] = [];
  const read = (name: string) => single(query, name);
  const near = read('near');
  const radius = read('radius');
  const box = read('box');
  const poly = read('poly');
  const geohash = read('geohash');
  for (const value of [near, radius, box, poly, geohash]) if (value instanceof Error) return value;
  if (typeof radius === 'string' && near === undefined) {
    return badRequest('invalid_value', 'radius needs near', 'radius');
  }
  if (typeof near === 'string') {
    const point = parseNear(near);
    if (!point.ok) return badRequest('invalid_geo', point.error, 'near');
    let meters = radiusInMeters({ distance: DEFAULT_NEAR_MILES, unit: 'miles' });
    if (typeof radius === 'string') {
      const parsed = parseRadius(radius);
      if (!parsed.ok) return badRequest('invalid_geo', parsed.error, 'radius');
      meters = radiusInMeters(parsed.value);
    }
    areas.push({ kind: 'near', point: point.value, meters });
  }
  if (typeof box === 'string') {
    const bounds = parseBox(box);
    if (!bounds.ok) return badRequest('invalid_geo', bounds.error, 'box');
    areas.push({ kind: 'box', bounds: bounds.value });
  }
  if (typeof geohash === 'string') {
    const pair = parseGeohashParam(geohash);
    const bounds = pair.ok ? geohashPairToBounds(pair.value) : pair;
    if (!bounds.ok) return badRequest('invalid_geo', bounds.error, 'geohash');
    areas.push({ kind: 'box', bounds: bounds.value });
  }
  if (typeof poly === 'string') {
    const ring = parsePoly(poly);
    if (!ring.ok) return badRequest('invalid_geo', ring.error, 'poly');
    areas.push({ kind: 'poly', ring: ring.value });
  }
  return areas;
}

/**
 * The conditions every directory request carries (§5, §7): only Active members or offices, and
 * not the excluded association. A caller's own status conditions are replaced.
 */
export function forcedConditions(
  kind: DirectoryKind,
  conditions: readonly Condition[],
  forced: ForcedFilters,
): Condition[] {
  const statusField = kind === 'agent' ? 'MemberStatus' : 'OfficeStatus';
  const out = conditions.filter((condition) => condition.field !== statusField);
  out.push({ field: statusField, op: 'eq', value: 'Active' });
  if (forced.excludedAssociation) {
    out.push({
      field: kind === 'agent' ? 'MemberAOR' : 'OfficeAOR',
      op: 'ne',
      value: forced.excludedAssociation,
    });
  }
  return out;
}

function parseFields(raw: string | undefined, recordFields: readonly string[]) {
  if (raw === undefined || raw.trim() === '') return null;
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.find((name) => !recordFields.includes(name));
  if (unknown) return badRequest('unknown_field', `Unknown field ${unknown} in fields`, 'fields');
  return names;
}

/** The whole search request of `GET /agents` or `GET /offices`. */
export function parseDirectorySearch(
  kind: DirectoryKind,
  query: Query,
  specs: FieldSpecs,
  recordFields: readonly string[],
  forced: ForcedFilters,
  defaultLimit: number,
): DirectorySearch | AppError {
  const searchBy = single(query, 'searchBy');
  if (searchBy instanceof Error) return searchBy;
  if (searchBy !== undefined && searchBy !== 'agent' && searchBy !== 'office') {
    return badRequest('invalid_value', 'searchBy must be agent or office', 'searchBy');
  }
  const conditions = parseConditions(query, specs, RESERVED_PARAMS);
  if (conditions instanceof Error) return conditions;
  const areas = parseAreas(query);
  if (areas instanceof Error) return areas;
  const limit = integerParam(query, 'limit', defaultLimit, MAX_LIMIT);
  if (limit instanceof Error) return limit;
  const offset = integerParam(query, 'offset', 0, MAX_OFFSET);
  if (offset instanceof Error) return offset;

  const sortRaw = single(query, 'sortBy');
  if (sortRaw instanceof Error) return sortRaw;
  const sortBy = sortRaw?.trim() || (kind === 'agent' ? DEFAULT_AGENT_SORT : DEFAULT_OFFICE_SORT);
  if (!specs[sortBy]?.sortable) {
    return badRequest('invalid_sort', `sortBy cannot be ${sortBy}`, 'sortBy');
  }
  const orderRaw = single(query, 'order');
  if (orderRaw instanceof Error) return orderRaw;
  const order = (orderRaw ?? 'asc').toLowerCase();
  if (order !== 'asc' && order !== 'desc') {
    return badRequest('invalid_value', 'order must be asc or desc', 'order');
  }
  const fieldsRaw = single(query, 'fields');
  if (fieldsRaw instanceof Error) return fieldsRaw;
  const fields = parseFields(fieldsRaw, recordFields);
  if (fields instanceof Error) return fields;

  return {
    conditions: forcedConditions(kind, conditions, forced),
    areas,
    sortBy,
    order,
    limit,
    offset,
    fields,
  };
}

/** A record with only the asked fields (and its id). */
export function pickFields<T extends { id: string }>(
  record: T,
  fields: readonly string[] | null,
): Partial<T> & { id: string } {
  if (!fields) return record;
  const out: Record<string, unknown> = { id: record.id };
  for (const name of fields) {
    if (name in record) out[name] = (record as Record<string, unknown>)[name];
  }
  return out as Partial<T> & { id: string };
}
