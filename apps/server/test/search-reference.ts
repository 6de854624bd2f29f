/**
 * The listing search written plainly over all rows in TypeScript, for tests: the API's bundle
 * ids, total and bounds must agree with it exactly.
 */
import type { MapBounds } from '@hearth/contracts';
import type { Selectable } from 'kysely';
import type { ListingsTable } from '../src/db/schema';
import { LISTING_FIELDS } from '../src/modules/search/listing-fields';
import { inArea } from '../src/modules/search/listing-geometry';
import type { ListingQuery } from '../src/modules/search/listing-query';
import type { Condition } from '../src/modules/search/search-params';

export type ReferenceRow = Selectable<ListingsTable>;

function fieldValue(row: ReferenceRow, column: string, hidden: boolean): unknown {
  if (hidden) return null;
  const value = (row as unknown as Record<string, unknown>)[column];
  if (value instanceof Date) return value.getTime();
  return value ?? null;
}

function comparable(type: string, column: string, value: unknown): number | string | null {
  if (value === null) return null;
  if (type === 'date') {
    const text = String(value);
    return column === 'modification_timestamp'
      ? typeof value === 'number'
        ? value
        : Date.parse(text)
      : text.slice(0, 10);
  }
  if (type === 'number' || type === 'integer') return Number(value);
  return String(value);
}

function matchesOne(condition: Condition, type: string, column: string, raw: unknown): boolean {
  const { op, value } = condition;
  if (type === 'textArray') {
    const list = (raw as string[] | null) ?? [];
    const wanted = (Array.isArray(value) ? value : [value]).map(String);
    if (op === 'exists') return value ? list.length > 0 : list.length === 0;
    if (op === 'like')
      return list.some((item) => item.toLowerCase().includes(String(value).toLowerCase()));
    const any = list.some((item) => wanted.includes(item));
    return op === 'ne' || op === 'nin' ? !any : any;
  }
  if (op === 'exists') return value ? raw !== null : raw === null;
  if (type === 'boolean') {
    if (op === 'eq') return raw === value;
    return raw === null || raw !== value;
  }
  const x = comparable(type, column, raw);
  const lower = (item: unknown) =>
    type === 'text' ? String(item).toLowerCase() : comparable(type, column, item);
  const target = type === 'text' && x !== null ? String(x).toLowerCase() : x;
  const list = (Array.isArray(value) ? value : [value]).map(lower);
  const v = list[0] ?? null;
  switch (op) {
    case 'eq':
      return x !== null && target === v;
    case 'ne':
      return x === null || target !== v;
    case 'in':
      return x !== null && list.includes(target);
    case 'nin':
      return x === null || !list.includes(target);
    case 'like':
      return x !== null && String(target).includes(String(value).toLowerCase());
    case 'gte':
      return x !== null && v !== null && x >= v;
    case 'lte':
      return x !== null && v !== null && x <= v;
    case 'gt':
      return x !== null && v !== null && x > v;
    case 'lt':
      return x !== null && v !== null && x < v;
  }
}

function matchesCondition(row: ReferenceRow, condition: Condition): boolean {
  const spec = LISTING_FIELDS[condition.field];
  if (!spec) throw new Error(condition.field);
  const hidden = spec.visibleIf !== undefined && !row.internet_address_display_yn;
  const results = [spec.column, ...(spec.alsoColumns ?? [])].map((column) =>
    matchesOne(condition, spec.type, column, fieldValue(row, column, hidden)),
  );
  const negative =
    condition.op === 'ne' ||
    condition.op === 'nin' ||
    (condition.op === 'exists' && !condition.value);
  return negative ? results.every(Boolean) : results.some(Boolean);
}

function shownPosition(row: ReferenceRow): boolean {
  return row.internet_address_display_yn && row.latitude !== null && row.longitude !== null;
}

/** Whether a row matches a query's filter. */
export function referenceMatch(
  row: ReferenceRow,
  query: Omit<ListingQuery, 'sortBy' | 'order' | 'limit' | 'offset'>,
  now: Date,
): boolean {
  if (!row.internet_entire_listing_display_yn) return false;
  if (!query.conditions.every((condition) => matchesCondition(row, condition))) return false;
  if (query.openHouse !== undefined) {
    const at = row.next_open_house_at ? new Date(row.next_open_house_at).getTime() : null;
    if ((at !== null && at > now.getTime()) !== query.openHouse) return false;
  }
  return query.areas.every(
    (area) => shownPosition(row) && inArea(area, row.latitude!, row.longitude!),
  );
}

/** The page, total and bounds a query should give. */
export function referenceSearch(rows: readonly ReferenceRow[], query: ListingQuery, now: Date) {
  const matches = rows.filter((row) => referenceMatch(row, query, now));
  const spec = LISTING_FIELDS[query.sortBy]!;
  const key = (row: ReferenceRow) =>
    comparable(spec.type, spec.column, fieldValue(row, spec.column, false));
  const sign = query.order === 'asc' ? 1 : -1;
  const sorted = [...matches].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if ((x === null) !== (y === null)) return x === null ? 1 : -1;
    if (x !== null && y !== null && x !== y) return (x < y ? -1 : 1) * sign;
    return (Number(a.id) - Number(b.id)) * sign;
  });
  const positioned = matches.filter(shownPosition);
  const bounds: MapBounds | null =
    positioned.length === 0
      ? null
      : {
          north: Math.max(...positioned.map((row) => row.latitude!)),
          south: Math.min(...positioned.map((row) => row.latitude!)),
          east: Math.max(...positioned.map((row) => row.longitude!)),
          west: Math.min(...positioned.map((row) => row.longitude!)),
        };
  return {
    ids: sorted.slice(query.offset, query.offset + query.limit).map((row) => String(row.id)),
    total: matches.length,
    bounds,
  };
}
