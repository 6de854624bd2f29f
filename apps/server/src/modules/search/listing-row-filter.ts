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

/** A condition's test of one column's value: as stored (`raw`) or as `scalar` reads it. */
type ColumnTest = { reads: 'raw' | 'scalar'; test: ValueTest };

function valueTest(spec: FieldSpec, condition: Condition): ColumnTest {
  const { op, value } = condition;
  const raw = (test: ValueTest): ColumnTest => ({ reads: 'raw', test });
  const scalars = (test: (x: Scalar | null) => boolean): ColumnTest => ({
    reads: 'scalar',
    test: test as ValueTest,
  });
  if (spec.type === 'textArray') return raw(listTest(condition));
  if (op === 'exists') return raw((x) => (x !== null && x !== undefined) === !!value);
  if (spec.type === 'boolean') {
    return raw(op === 'eq' ? (x) => x === value : (x) => x === null || x !== value);
  }
  if (op === 'like') {
    const part = String(value).toLowerCase();
    return raw((x) => x !== null && x !== undefined && String(x).toLowerCase().includes(part));
  }
  const list = (Array.isArray(value) ? value : [value]).map((item) => wanted(spec, item));
  const v = list[0] ?? null;
  if (v === null && (op === 'gte' || op === 'lte' || op === 'gt' || op === 'lt'))
    return scalars(() => false);
  switch (op) {
    case 'eq':
      return scalars((x) => x === v);
    case 'ne':
      return scalars((x) => x === null || x !== v);
    case 'in': {
      const set = new Set(list);
      return scalars((x) => set.has(x));
    }
    case 'nin': {
      const set = new Set(list);
      return scalars((x) => x === null || !set.has(x));
    }
    case 'gte':
      return scalars((x) => x !== null && x >= v!);
    case 'lte':
      return scalars((x) => x !== null && x <= v!);
    case 'gt':
      return scalars((x) => x !== null && x > v!);
    case 'lt':
      return scalars((x) => x !== null && x < v!);
  }
}

/**
 * A row read once for the many filters it is tested against: each field's values (one per
 * column it is read from, empty where the listing hides it) are taken from the row, and
 * converted for comparison, at most once.
 */
export class PreparedRow {
  private readonly raws = new Map<string, readonly unknown[]>();
  private readonly scalars = new Map<string, readonly (Scalar | null)[]>();
  /** The next open house's start (ms), or null. */
  readonly openHouseAt: number | null;
  /** The moment the row is tested at (ms), for the open-house flag. */
  readonly now: number;

  constructor(
    readonly row: FilterableRow,
    now: Date,
  ) {
    this.openHouseAt = row.next_open_house_at ? new Date(row.next_open_house_at).getTime() : null;
    this.now = now.getTime();
  }

  raw(field: string, spec: FieldSpec): readonly unknown[] {
    let values = this.raws.get(field);
    if (!values) {
      const row = this.row as Record<string, unknown>;
      const hidden = spec.visibleIf !== undefined && !row[spec.visibleIf];
      values = [spec.column, ...(spec.alsoColumns ?? [])].map((column) =>
        hidden ? null : (row[column] ?? null),
      );
      this.raws.set(field, values);
    }
    return values;
  }

  scalar(field: string, spec: FieldSpec): readonly (Scalar | null)[] {
    let values = this.scalars.get(field);
    if (!values) {
      values = this.raw(field, spec).map((value) => scalar(spec, value));
      this.scalars.set(field, values);
    }
    return values;
  }
}

type RowTest = (row: PreparedRow) => boolean;

function conditionTest(condition: Condition): RowTest {
  const { field } = condition;
  const spec = LISTING_FIELDS[field];
  if (!spec) throw new Error(`no listing field ${field}`);
  const { reads, test } = valueTest(spec, condition);
  const values =
    reads === 'raw'
      ? (row: PreparedRow) => row.raw(field, spec)
      : (row: PreparedRow) => row.scalar(field, spec);
  if (!spec.alsoColumns?.length) return (row) => test(values(row)[0]);
  const negative =
    condition.op === 'ne' ||
    condition.op === 'nin' ||
    (condition.op === 'exists' && !condition.value);
  return negative ? (row) => values(row).every(test) : (row) => values(row).some(test);
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

/**
 * The filter as one test of a listing row, read once into a `PreparedRow` (with the moment it is
 * tested at, for the open-house flag) for all the filters it meets.
 */
export function compileRowFilter(filter: ListingFilter): RowTest {
  const tests = filter.conditions.map(conditionTest);
  const areas = filter.areas.map(fewRowsAreaTest);
  const openHouse = filter.openHouse;
  return (prepared) => {
    const { row } = prepared;
    if (!row.internet_entire_listing_display_yn) return false;
    for (const test of tests) if (!test(prepared)) return false;
    if (openHouse !== undefined) {
      const at = prepared.openHouseAt;
      if ((at !== null && at > prepared.now) !== openHouse) return false;
    }
    if (areas.length === 0) return true;
    if (!row.internet_address_display_yn || row.latitude === null || row.longitude === null) {
      return false;
    }
    // A loop, not `every`: this runs for each of many (filter, row) pairs, and allocates nothing.
    for (const test of areas) if (!test(row.latitude, row.longitude)) return false;
    return true;
  };
}
