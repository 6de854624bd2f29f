/**
 * A search's filter as a test of one listing row: the rules of the search engines (field
 * conditions with hidden addresses reading as empty, the open-house flag, map areas, listings
 * that may not be shown never matching), compiled once so that a filter can be tested against
 * many rows quickly. Alerts use it to test changed listings against saved searches.
 */
import type { Selectable } from 'kysely';
import type { ListingsTable } from '../../db/schema';
import { LISTING_FIELDS } from './listing-fields';
import { areaBounds, areaTest, pointInRing } from './listing-geometry';
import type { ListingFilter, SearchArea } from './listing-query';
import type { Condition, FieldSpec } from './search-params';

/** The listing columns a filter reads (a whole `listings` row has them all). */
export type FilterableRow = Pick<
  Selectable<ListingsTable>,
  | 'internet_entire_listing_display_yn'
  | 'internet_address_display_yn'
  | 'latitude'
  | 'longitude'
  | 'next_open_house_at'
> &
  Partial<Selectable<ListingsTable>>;

type Scalar = number | string;
type ValueTest = (value: unknown) => boolean;

function scalar(spec: FieldSpec, value: unknown): Scalar | null {
  if (value === null || value === undefined) return null;
  if (spec.type === 'number' || spec.type === 'integer') return Number(value);
  if (spec.type === 'date') {
    if (spec.column === 'modification_timestamp') {
      return value instanceof Date ? value.getTime() : Date.parse(String(value));
    }
    const text = value instanceof Date ? value.toISOString() : String(value);
    return text.slice(0, 10);
  }
  return String(value).toLowerCase();
}

function wanted(spec: FieldSpec, value: unknown): Scalar | null {
  if (spec.type === 'date' && spec.column === 'modification_timestamp') {
    return typeof value === 'number' ? value : Date.parse(String(value));
  }
  return scalar(spec, value);
}

function listTest({ op, value }: Condition): ValueTest {
  const items = (Array.isArray(value) ? value : [value]).map(String);
  if (op === 'exists') return (raw) => ((raw as string[] | null)?.length ?? 0) > 0 === !!value;
  if (op === 'like') {
    const part = String(value).toLowerCase();
    return (raw) => ((raw as string[] | null) ?? []).some((i) => i.toLowerCase().includes(part));
  }
  const set = new Set(items);
  const any = (raw: unknown) => ((raw as string[] | null) ?? []).some((i) => set.has(i));
  return op === 'ne' || op === 'nin' ? (raw) => !any(raw) : any;
}

function valueTest(spec: FieldSpec, condition: Condition): ValueTest {
  const { op, value } = condition;
  if (spec.type === 'textArray') return listTest(condition);
  if (op === 'exists') return (raw) => (raw !== null && raw !== undefined) === !!value;
  if (spec.type === 'boolean') {
    return op === 'eq' ? (raw) => raw === value : (raw) => raw === null || raw !== value;
  }
  const list = (Array.isArray(value) ? value : [value]).map((item) => wanted(spec, item));
  const v = list[0] ?? null;
  const read = (raw: unknown) => scalar(spec, raw);
  if (v === null && (op === 'gte' || op === 'lte' || op === 'gt' || op === 'lt'))
    return () => false;
  switch (op) {
    case 'eq':
      return (raw) => read(raw) === v;
    case 'ne':
      return (raw) => {
        const x = read(raw);
        return x === null || x !== v;
      };
    case 'in': {
      const set = new Set(list);
      return (raw) => set.has(read(raw));
    }
    case 'nin': {
      const set = new Set(list);
      return (raw) => {
        const x = read(raw);
        return x === null || !set.has(x);
      };
    }
    case 'like': {
      const part = String(value).toLowerCase();
      return (raw) => raw !== null && raw !== undefined && String(raw).toLowerCase().includes(part);
    }
    case 'gte':
      return (raw) => {
        const x = read(raw);
        return x !== null && x >= v!;
      };
    case 'lte':
      return (raw) => {
        const x = read(raw);
        return x !== null && x <= v!;
      };
    case 'gt':
      return (raw) => {
        const x = read(raw);
        return x !== null && x > v!;
      };
    case 'lt':
      return (raw) => {
        const x = read(raw);
        return x !== null && x < v!;
      };
  }
}

type RowTest = (row: FilterableRow) => boolean;

function conditionTest(condition: Condition): RowTest {
  const spec = LISTING_FIELDS[condition.field];
  if (!spec) throw new Error(`no listing field ${condition.field}`);
  const test = valueTest(spec, condition);
  const columns = [spec.column, ...(spec.alsoColumns ?? [])];
  const negative =
    condition.op === 'ne' ||
    condition.op === 'nin' ||
    (condition.op === 'exists' && !condition.value);
  const hidden = spec.visibleIf
    ? (row: FilterableRow) => !(row as Record<string, unknown>)[spec.visibleIf!]
    : () => false;
  const read = (row: FilterableRow, column: string) =>
    hidden(row) ? null : ((row as Record<string, unknown>)[column] ?? null);
  if (columns.length === 1) return (row) => test(read(row, spec.column));
  return negative
    ? (row) => columns.every((column) => test(read(row, column)))
    : (row) => columns.some((column) => test(read(row, column)));
}

/**
 * An area's test for a few rows: a polygon is tested edge by edge within its box, without the
 * latitude bands that `areaTest` builds for scanning many rows (128 lists per polygon).
 */
function fewRowsAreaTest(area: SearchArea): (lat: number, lon: number) => boolean {
  if (area.kind !== 'polygon') return areaTest(area);
  const { south, north, west, east } = areaBounds(area);
  return (lat, lon) =>
    lat >= south && lat <= north && lon >= west && lon <= east && pointInRing(lon, lat, area.ring);
}

/** The filter as one test of a listing row, at the moment `now` (for the open-house flag). */
export function compileRowFilter(filter: ListingFilter, now: Date): RowTest {
  const tests = filter.conditions.map(conditionTest);
  const areas = filter.areas.map(fewRowsAreaTest);
  const openHouse = filter.openHouse;
  const nowMs = now.getTime();
  return (row) => {
    if (!row.internet_entire_listing_display_yn) return false;
    for (const test of tests) if (!test(row)) return false;
    if (openHouse !== undefined) {
      const at = row.next_open_house_at ? new Date(row.next_open_house_at).getTime() : null;
      if ((at !== null && at > nowMs) !== openHouse) return false;
    }
    if (areas.length === 0) return true;
    if (!row.internet_address_display_yn || row.latitude === null || row.longitude === null) {
      return false;
    }
    return areas.every((test) => test(row.latitude!, row.longitude!));
  };
}
