/**
 * An in-memory, column-wise copy of the search columns of the listings that may be shown. It
 * answers filters, exact totals, bounds, sorted pages, clusters and suggestions in a few
 * milliseconds at a million listings; the records of a page are then read from the database.
 * See docs/decisions/0002-search-index.md.
 */
import { setImmediate } from 'node:timers/promises';
import { LISTING_FIELDS } from '../listing-fields';
import { areaBounds, areaTest } from '../listing-geometry';
import type { ListingFilter } from '../listing-query';
import type { FieldSpec } from '../search-params';
import {
  Dictionary,
  FlagColumn,
  grow,
  ListColumn,
  NumberColumn,
  TextColumn,
  RowOrder,
  type Mask,
  type Ranges,
} from './index-columns';
import { geohashNumber, type IndexRow } from './index-row';

export type Column = NumberColumn | FlagColumn | TextColumn | ListColumn;

const DAY_MS = 86_400_000;

/** Whether a date field is kept in milliseconds (a timestamp) rather than in days. */
function isMillisecondDate(spec: FieldSpec): boolean {
  return spec.column === 'modification_timestamp';
}

/** How a condition value of a date field compares with the stored number. */
export function dateNumber(spec: FieldSpec, text: string): number {
  return isMillisecondDate(spec)
    ? Date.parse(text)
    : Date.parse(`${text.slice(0, 10)}T00:00:00Z`) / DAY_MS;
}

/** The rows a filter matches: a mask valid until the next match, and the ranges it covers. */
export interface Match {
  mask: Mask;
  ranges: Ranges;
}

/** Latitude in millionths of a degree from the south pole: the key of the spatial row order. */
function latitudeKey(latitude: number): number {
  return Math.floor((latitude + 90) * 1_000_000);
}
/** Rows a packed sort key can number (2^22); a bigger index sorts with a comparator. */
const PACKED_ROWS = 4_194_304;

/** Changed rows merged into an order kept from before while at most 1/MERGE_SHARE of all. */
const MERGE_SHARE = 8;
/** Changes the journal holds at most; past that it starts again (older caches are rebuilt). */
const JOURNAL_LIMIT = 65_536;

let versions = 0;
/** Versions are unique across indexes, so a reloaded index never matches an old cache entry. */
function nextVersion(): number {
  return ++versions;
}

/**
 * Rows are kept in a spatial order: after `reorder` (on every full load, and when enough rows
 * were added or moved since), rows [0, geoEnd) are the listings with a shown position by
 * latitude, rows [geoEnd, sortedEnd) the others, and rows from sortedEnd on were added since in
 * no order. A listing whose position changes takes a new row at the end, so the sorted part stays
 * sorted; a map area then looks only at its band of latitudes and at the rows added since.
 */
export class ListingIndex {
  /** Rows in use; a row stays allocated after its listing goes (alive = 0). */
  rows = 0;
  geoEnd = 0;
  sortedEnd = 0;
  alive = new Uint8Array(1024);
  readonly ids = new NumberColumn();
  readonly latitude = new NumberColumn('wide');
  readonly longitude = new NumberColumn('wide');
  /** 40-bit numbers. */
  readonly geohash = new NumberColumn('wide');
  readonly openHouseAt = new NumberColumn('wide');
  /** 1 where the address (and so the position) may be shown. */
  shown = new Uint8Array(1024);
  readonly columns = new Map<string, Column>();
  private readonly rowOf = new Map<number, number>();
  /** Changed on every change; caches compare it. */
  version = nextVersion();
  /**
   * The rows changed since the version `from`, each with the version its change made: what is
   * derived from the rows (the sorted orders of index-query.ts) is updated from them instead of
   * being made again from every row. A reorder, a clear or a restore moves every row: the
   * journal starts again there.
   */
  private journal = { from: this.version, versions: [] as number[], rows: [] as number[] };
  private scratch = new Uint8Array(1024);
  private listingIdRows: { version: number; rows: Int32Array } | null = null;

  /**
   * What `upsert` writes: each column of `listings` once (fields may share one), with the spec
   * of the first field that reads it.
   */
  private readonly fieldColumns: { name: string; spec: FieldSpec; column: Column }[] = [];

  constructor() {
    for (const spec of Object.values(LISTING_FIELDS)) {
      for (const name of [spec.column, ...(spec.alsoColumns ?? [])]) {
        if (this.columns.has(name)) continue;
        const column = newColumn(spec);
        this.columns.set(name, column);
        this.fieldColumns.push({ name, spec, column });
      }
    }
  }

  /** The number columns every row has besides the fields' columns. */
  get rowNumbers(): readonly NumberColumn[] {
    return [this.ids, this.latitude, this.longitude, this.geohash, this.openHouseAt];
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
    const shown = row.internet_address_display_yn;
    if (
      index !== undefined &&
      index < this.sortedEnd &&
      this.geoMoved(index, shown, row.latitude)
    ) {
      this.alive[index] = 0;
      this.changed(index);
      index = undefined;
    }
    if (index === undefined) {
      index = this.rows++;
      this.rowOf.set(id, index);
      this.alive = grow(this.alive, index + 1);
      this.shown = grow(this.shown, index + 1);
    }
    this.alive[index] = 1;
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
    for (const { name, spec, column } of this.fieldColumns) {
      const hidden = spec.visibleIf !== undefined && !shown;
      setValue(column, spec, index, hidden ? null : values[name]);
    }
    this.changed(index);
  }

  /** A new version, with the row it changed in the journal. */
  private changed(row: number): void {
    this.version = nextVersion();
    if (this.journal.rows.length >= JOURNAL_LIMIT) {
      this.restartJournal();
      return;
    }
    this.journal.versions.push(this.version);
    this.journal.rows.push(row);
  }

  /** A new version that moved rows: what was derived before is made again. */
  private moved(): void {
    this.version = nextVersion();
    this.restartJournal();
  }

  private restartJournal(): void {
    this.journal = { from: this.version, versions: [], rows: [] };
  }

  /**
   * An order of rows made at `version` of this index, brought up to now: the rows changed since
   * are taken out, and those `wanted` now are sorted by `order` and merged back in. The rows that
   * did not change kept their values, so their order: the merge costs a pass over the order kept
   * instead of a sort of every row. Null when the journal does not reach back to `version`, or
   * when too many rows changed for a merge to pay: the caller sorts again.
   */
  changedInto(
    before: Int32Array,
    version: number,
    wanted: (row: number) => boolean,
    order: (a: number, b: number) => number,
  ): Int32Array | null {
    const changed = this.changedSince(version);
    if (!changed || changed.length * MERGE_SHARE > this.rows) return null;
    const taken = new Uint8Array(this.rows);
    const moved: number[] = [];
    for (const row of changed) {
      if (taken[row]) continue;
      taken[row] = 1;
      if (wanted(row)) moved.push(row);
    }
    moved.sort(order);
    let kept = 0;
    for (let k = 0; k < before.length; k++) if (!taken[before[k]!]) kept++;
    const rows = new Int32Array(kept + moved.length);
    let m = 0;
    let n = 0;
    for (let k = 0; k < before.length; k++) {
      const row = before[k]!;
      if (taken[row]) continue;
      while (m < moved.length && order(moved[m]!, row) < 0) rows[n++] = moved[m++]!;
      rows[n++] = row;
    }
    while (m < moved.length) rows[n++] = moved[m++]!;
    return rows;
  }

  /**
   * The rows changed after `version` of this index (a row may come more than once), or null
   * when the journal does not reach back to it.
   */
  changedSince(version: number): number[] | null {
    const { from, versions, rows } = this.journal;
    if (version < from) return null;
    let low = 0;
    let high = versions.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (versions[mid]! <= version) low = mid + 1;
      else high = mid;
    }
    return rows.slice(low);
  }

  /** Whether a row of the sorted part would leave its place with this position. */
  private geoMoved(index: number, shown: boolean, latitude: number | null): boolean {
    const placed = index < this.geoEnd;
    const positioned = shown && latitude !== null && !Number.isNaN(latitude);
    if (placed !== positioned) return true;
    return placed && latitudeKey(Number(latitude)) !== latitudeKey(this.latitude.values[index]!);
  }

  /** Rows added or moved since the last reorder. */
  get unsorted(): number {
    return this.rows - this.sortedEnd;
  }

  /**
   * Drops the rows of removed listings and puts the rest in the spatial order (see above), giving
   * way to other work between steps: at a million rows it takes seconds. Only for an index that
   * nothing reads until it is done (a new one, or the one in use while IndexSync holds every
   * search back): between steps its columns are in different orders.
   */
  async reorder(): Promise<void> {
    const lat = this.latitude.values;
    const ids = this.ids.values;
    const placed: number[] = [];
    const rest: number[] = [];
    for (let i = 0; i < this.rows; i++) {
      if (!this.alive[i]) continue;
      if (this.shown[i] && !Number.isNaN(lat[i]!)) placed.push(i);
      else rest.push(i);
    }
    const order = new Int32Array(placed.length + rest.length);
    if (this.rows <= PACKED_ROWS) {
      // A native sort of packed (latitude key, row) numbers: far faster than a comparator.
      const keys = Float64Array.from(placed, (i) => latitudeKey(lat[i]!) * PACKED_ROWS + i);
      keys.sort();
      for (let k = 0; k < keys.length; k++) order[k] = keys[k]! % PACKED_ROWS;
    } else {
      placed.sort((a, b) => latitudeKey(lat[a]!) - latitudeKey(lat[b]!) || ids[a]! - ids[b]!);
      order.set(placed);
    }
    order.set(rest, placed.length);
    await setImmediate();
    const rowOrder = new RowOrder(order);
    for (const column of this.rowNumbers) column.permute(rowOrder);
    for (const column of this.columns.values()) {
      await setImmediate();
      column.permute(rowOrder);
    }
    this.shown = rowOrder.apply(this.shown);
    this.alive = new Uint8Array(this.shown.length);
    this.alive.fill(1, 0, order.length);
    this.rows = order.length;
    this.geoEnd = placed.length;
    this.sortedEnd = order.length;
    await setImmediate();
    this.rowOf.clear();
    const movedIds = this.ids.values;
    for (let k = 0; k < order.length; k++) this.rowOf.set(movedIds[k]!, k);
    this.moved();
  }

  /**
   * Rebuilds what is derived from the columns after they were filled from a snapshot: each id's
   * row is its last one, as `upsert` leaves it (a listing that moved left a dead row before).
   */
  restored(): void {
    this.rowOf.clear();
    const ids = this.ids.values;
    for (let i = 0; i < this.rows; i++) this.rowOf.set(ids[i]!, i);
    this.listingIdRows = null;
    this.moved();
  }

  /** The rows an area filter can match: the band of latitudes of the sorted part, and the tail. */
  private ranges(filter: ListingFilter): Ranges {
    if (filter.areas.length === 0) return [0, this.rows];
    let south = -Infinity;
    let north = Infinity;
    for (const area of filter.areas) {
      const box = areaBounds(area);
      south = Math.max(south, box.south);
      north = Math.min(north, box.north);
    }
    const ranges: number[] = [];
    if (south <= north) {
      const from = this.firstAtOrAbove(latitudeKey(south));
      const to = this.firstAtOrAbove(latitudeKey(north) + 1);
      if (to > from) ranges.push(from, to);
    }
    if (this.rows > this.sortedEnd) ranges.push(this.sortedEnd, this.rows);
    return ranges;
  }

  /** The first row of the latitude-ordered part whose latitude key is at least `key`. */
  private firstAtOrAbove(key: number): number {
    const lat = this.latitude.values;
    let low = 0;
    let high = this.geoEnd;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (latitudeKey(lat[mid]!) < key) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The id of the listing with this id (first) or ListingId, if it may be shown. */
  findKey(key: string): string | undefined {
    if (/^\d{1,15}$/.test(key)) {
      const row = this.rowOf.get(Number(key));
      if (row !== undefined && this.alive[row]) return key;
    }
    const column = this.column('listing_id') as TextColumn;
    const code = column.dictionary.find(key);
    if (code === undefined) return undefined;
    if (this.listingIdRows?.version !== this.version) {
      // The first live row of each ListingId, built once per version of the index.
      const rows = new Int32Array(column.dictionary.values.length).fill(-1);
      const codes = column.codes;
      for (let i = 0; i < this.rows; i++) {
        const c = codes[i]!;
        if (c >= 0 && this.alive[i] && rows[c] === -1) rows[c] = i;
      }
      this.listingIdRows = { version: this.version, rows };
    }
    const row = this.listingIdRows.rows[code] ?? -1;
    return row < 0 ? undefined : String(this.ids.values[row]);
  }

  remove(id: number): void {
    const index = this.rowOf.get(id);
    if (index === undefined) return;
    this.alive[index] = 0;
    this.changed(index);
  }

  clear(): void {
    this.alive.fill(0);
    this.rowOf.clear();
    this.rows = 0;
    this.geoEnd = 0;
    this.sortedEnd = 0;
    this.moved();
  }

  /**
   * The rows that match a filter: one byte per row. The mask is shared by every match of this
   * index, so it is valid until the next call (callers use it without awaiting in between).
   */
  match(filter: ListingFilter, now: Date): Match {
    if (this.scratch.length < this.rows) this.scratch = new Uint8Array(this.alive.length);
    const mask = this.scratch;
    mask.fill(0);
    const ranges = this.ranges(filter);
    for (let r = 0; r < ranges.length; r += 2) {
      mask.set(this.alive.subarray(ranges[r], ranges[r + 1]), ranges[r]);
    }
    // Areas first: they are the most selective, and later loops skip cleared rows cheaply.
    for (const area of filter.areas) {
      const { south, north, west, east } = areaBounds(area);
      const lat = this.latitude.values;
      const lon = this.longitude.values;
      const shown = this.shown;
      // The box test is branch-free; circles and polygons then test the rows left in their box.
      for (let r = 0; r < ranges.length; r += 2) {
        for (let i = ranges[r]!; i < ranges[r + 1]!; i++) {
          const y = lat[i]!;
          const x = lon[i]!;
          mask[i]! &= shown[i]! & +(y >= south) & +(y <= north) & +(x >= west) & +(x <= east);
        }
      }
      if (area.kind === 'box') continue;
      const test = areaTest(area);
      for (let r = 0; r < ranges.length; r += 2) {
        for (let i = ranges[r]!; i < ranges[r + 1]!; i++) {
          if (mask[i] && !test(lat[i]!, lon[i]!)) mask[i] = 0;
        }
      }
    }
    for (const condition of filter.conditions) {
      const spec = LISTING_FIELDS[condition.field];
      if (!spec) throw new Error(`undeclared field ${condition.field}`);
      narrowBy(this, mask, ranges, spec, condition);
    }
    if (filter.openHouse !== undefined) {
      const at = this.openHouseAt.values;
      const t = now.getTime();
      for (let r = 0; r < ranges.length; r += 2) {
        for (let i = ranges[r]!; i < ranges[r + 1]!; i++) {
          if (mask[i] && at[i]! > t !== filter.openHouse) mask[i] = 0;
        }
      }
    }
    return { mask, ranges };
  }
}

function newColumn(spec: FieldSpec): Column {
  switch (spec.type) {
    case 'number':
    case 'integer':
      return new NumberColumn();
    case 'date':
      return new NumberColumn(isMillisecondDate(spec) ? 'wide' : 'narrow');
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
  ranges: Ranges,
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
    first.narrow(mask, ranges, condition.op, condition.op === 'exists' ? (value ? 1 : 0) : numeric);
    return;
  }
  if (first instanceof FlagColumn) {
    first.narrow(mask, ranges, condition.op, condition.value === true);
    return;
  }
  if (first instanceof ListColumn) {
    first.narrow(mask, ranges, condition.op, condition.value);
    return;
  }
  const columns = [spec.column, ...(spec.alsoColumns ?? [])].map(
    (name) => index.column(name) as TextColumn,
  );
  if (columns.length === 1 && columns[0]) {
    columns[0].narrow(mask, ranges, condition.op, condition.value);
    return;
  }
  const tests = columns.map((column) => column.test(condition.op, condition.value));
  const negative =
    condition.op === 'ne' ||
    condition.op === 'nin' ||
    (condition.op === 'exists' && !condition.value);
  for (let r = 0; r < ranges.length; r += 2) {
    for (let i = ranges[r]!; i < ranges[r + 1]!; i++) {
      if (!mask[i]) continue;
      const keep = negative ? tests.every((test) => test(i)) : tests.some((test) => test(i));
      if (!keep) mask[i] = 0;
    }
  }
}
