/**
 * An in-memory, column-wise copy of the search columns of the listings that may be shown. It
 * answers filters, exact totals, bounds, sorted pages, clusters and suggestions in a few
 * milliseconds at a million listings; the records of a page are then read from the database.
 * See docs/decisions/0002-search-index.md.
 */
import { LISTING_FIELDS } from '../listing-fields';
import { areaBounds, inArea } from '../listing-geometry';
import type { ListingFilter } from '../listing-query';
import type { FieldSpec } from '../search-params';
import {
  Dictionary,
  FlagColumn,
  ListColumn,
  NumberColumn,
  TextColumn,
  type Mask,
} from './index-columns';
import { geohashNumber, type IndexRow } from './index-row';

export type Column = NumberColumn | FlagColumn | TextColumn | ListColumn;

const DAY_MS = 86_400_000;

/** How a condition value of a date field compares with the stored number. */
export function dateNumber(spec: FieldSpec, text: string): number {
  return spec.column === 'modification_timestamp'
    ? Date.parse(text)
    : Date.parse(`${text.slice(0, 10)}T00:00:00Z`) / DAY_MS;
}

export class ListingIndex {
  /** Rows in use; a row stays allocated after its listing goes (alive = 0). */
  rows = 0;
  alive = new Uint8Array(1024);
  readonly ids = new NumberColumn();
  readonly latitude = new NumberColumn();
  readonly longitude = new NumberColumn();
  readonly geohash = new NumberColumn();
  readonly openHouseAt = new NumberColumn();
  /** 1 where the address (and so the position) may be shown. */
  shown = new Uint8Array(1024);
  readonly columns = new Map<string, Column>();
  private readonly rowOf = new Map<number, number>();
  /** Bumped on every change; caches compare it. */
  version = 0;

  constructor() {
    for (const spec of Object.values(LISTING_FIELDS)) {
      for (const column of [spec.column, ...(spec.alsoColumns ?? [])]) {
        if (this.columns.has(column)) continue;
        this.columns.set(column, newColumn(spec.type));
      }
    }
  }

  column(name: string): Column {
    const column = this.columns.get(name);
    if (!column) throw new Error(`no column ${name}`);
    return column;
  }

  get size(): number {
    let count = 0;
    for (let i = 0; i < this.rows; i++) count += this.alive[i] as number;
    return count;
  }

  /** Adds or replaces a listing; one that may not be shown is removed. */
  upsert(row: IndexRow): void {
    const id = Number(row.id);
    if (!row.internet_entire_listing_display_yn) {
      this.remove(id);
      return;
    }
    let index = this.rowOf.get(id);
    if (index === undefined) {
      index = this.rows++;
      this.rowOf.set(id, index);
      if (index >= this.alive.length) {
        const alive = new Uint8Array(this.alive.length * 2);
        alive.set(this.alive);
        this.alive = alive;
        const shown = new Uint8Array(this.shown.length * 2);
        shown.set(this.shown);
        this.shown = shown;
      }
    }
    this.alive[index] = 1;
    const shown = row.internet_address_display_yn;
    this.shown[index] = shown ? 1 : 0;
    this.ids.set(index, id);
    this.latitude.set(index, row.latitude);
    this.longitude.set(index, row.longitude);
    this.geohash.set(index, row.geohash ? geohashNumber(row.geohash) : null);
    this.openHouseAt.set(
      index,
      row.next_open_house_at ? new Date(row.next_open_house_at).getTime() : null,
    );
    const values = row as unknown as Record<string, unknown>;
    for (const spec of Object.values(LISTING_FIELDS)) {
      for (const name of [spec.column, ...(spec.alsoColumns ?? [])]) {
        const hidden = spec.visibleIf !== undefined && !shown;
        setValue(this.column(name), spec, index, hidden ? null : values[name]);
      }
    }
    this.version++;
  }

  remove(id: number): void {
    const index = this.rowOf.get(id);
    if (index === undefined) return;
    this.alive[index] = 0;
    this.version++;
  }

  clear(): void {
    this.alive.fill(0);
    this.rowOf.clear();
    this.rows = 0;
    this.version++;
  }

  /** The rows that match a filter: one byte per row. */
  match(filter: ListingFilter, now: Date): Mask {
    const mask = this.alive.slice(0, this.rows);
    const rows = this.rows;
    for (const condition of filter.conditions) {
      const spec = LISTING_FIELDS[condition.field];
      if (!spec) throw new Error(`undeclared field ${condition.field}`);
      narrowBy(this, mask, rows, spec, condition);
    }
    if (filter.openHouse !== undefined) {
      const at = this.openHouseAt.values;
      const t = now.getTime();
      for (let i = 0; i < rows; i++) {
        if (mask[i] && at[i]! > t !== filter.openHouse) mask[i] = 0;
      }
    }
    for (const area of filter.areas) {
      const box = areaBounds(area);
      const lat = this.latitude.values;
      const lon = this.longitude.values;
      for (let i = 0; i < rows; i++) {
        if (!mask[i]) continue;
        const y = lat[i]!;
        const x = lon[i]!;
        if (
          !this.shown[i] ||
          !(y >= box.south && y <= box.north && x >= box.west && x <= box.east) ||
          !inArea(area, y, x)
        ) {
          mask[i] = 0;
        }
      }
    }
    return mask;
  }
}

function newColumn(type: FieldSpec['type']): Column {
  switch (type) {
    case 'number':
    case 'integer':
    case 'date':
      return new NumberColumn();
    case 'boolean':
      return new FlagColumn();
    case 'text':
      return new TextColumn(new Dictionary());
    case 'textArray':
      return new ListColumn(new Dictionary());
  }
}

function setValue(column: Column, spec: FieldSpec, index: number, value: unknown): void {
  if (column instanceof NumberColumn) {
    if (value === null || value === undefined) column.set(index, null);
    else if (value instanceof Date) column.set(index, value.getTime());
    else if (spec.type === 'date') column.set(index, dateNumber(spec, String(value)));
    else column.set(index, Number(value));
  } else if (column instanceof FlagColumn) {
    column.set(index, value === null || value === undefined ? null : Boolean(value));
  } else if (column instanceof TextColumn) {
    column.set(index, value === null || value === undefined ? null : String(value));
  } else {
    column.set(index, Array.isArray(value) ? value.map(String) : []);
  }
}

function narrowBy(
  index: ListingIndex,
  mask: Mask,
  rows: number,
  spec: FieldSpec,
  condition: ListingFilter['conditions'][number],
): void {
  const first = index.column(spec.column);
  if (first instanceof NumberColumn) {
    const value = condition.value;
    const numeric =
      spec.type === 'date' && condition.op !== 'exists'
        ? Array.isArray(value)
          ? value.map((item) => dateNumber(spec, String(item)))
          : dateNumber(spec, String(value))
        : typeof value === 'boolean'
          ? Number(value)
          : Array.isArray(value)
            ? value.map(Number)
            : Number(value);
    first.narrow(mask, rows, condition.op, condition.op === 'exists' ? (value ? 1 : 0) : numeric);
    return;
  }
  if (first instanceof FlagColumn) {
    first.narrow(mask, rows, condition.op, condition.value === true);
    return;
  }
  if (first instanceof ListColumn) {
    first.narrow(mask, rows, condition.op, condition.value);
    return;
  }
  const columns = [spec.column, ...(spec.alsoColumns ?? [])].map(
    (name) => index.column(name) as TextColumn,
  );
  if (columns.length === 1 && columns[0]) {
    columns[0].narrow(mask, rows, condition.op, condition.value);
    return;
  }
  const tests = columns.map((column) => column.test(condition.op, condition.value));
  const negative =
    condition.op === 'ne' ||
    condition.op === 'nin' ||
    (condition.op === 'exists' && !condition.value);
  for (let i = 0; i < rows; i++) {
    if (!mask[i]) continue;
    const keep = negative ? tests.every((test) => test(i)) : tests.some((test) => test(i));
    if (!keep) mask[i] = 0;
  }
}
