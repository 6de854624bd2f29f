/**
 * Growable typed columns of the in-memory listing index. Each column narrows a match mask
 * (one byte per row) by a parsed condition with the same meaning as the SQL of search-sql.ts:
 * text compared without case, empty values kept by ne and nin, lists matched by element.
 */
import type { Condition } from '../search-params';

export type Mask = Uint8Array;
/**
 * The row ranges a query looks at, as flat pairs [from, to, from, to, …]; rows outside them are
 * clear in the mask.
 */
export type Ranges = readonly number[];

type TypedColumn = Float64Array | Float32Array | Int32Array | Int16Array | Int8Array | Uint8Array;

/**
 * A number column's values: float32 while every value written is exact in float32 (every whole
 * number below 2^24 is, and NaN), so reading one back gives the number written and every
 * comparison the answer float64 would give; float64 from the first value that is not.
 */
export type NumberArray = Float32Array | Float64Array;
/**
 * A text or list column's codes: int16 while its dictionary has at most 32,768 values, else
 * int32; a list column's lengths likewise, int32 only past 32,767 values in one row.
 */
export type CodeArray = Int16Array | Int32Array;
/** The largest code an int16 code array holds. */
const INT16_CODES = 32_767;

/**
 * A new row order, applied to column after column in place: row k becomes row order[k]. One
 * scratch array per element type serves every column. A new array per column, at a million rows
 * some 400 MB in one go, set off several full garbage collections in a row.
 */
export class RowOrder {
  private readonly scratch = new Map<unknown, TypedColumn>();

  constructor(readonly order: Int32Array) {}

  /**
   * The column reordered: the same array when it is long enough (its rows past the order are
   * left as they were, for `set` to write over).
   */
  apply<T extends TypedColumn>(array: T): T {
    const { order } = this;
    const make = array.constructor as new (length: number) => T;
    let scratch = this.scratch.get(make) as T | undefined;
    if (!scratch) {
      scratch = new make(order.length);
      this.scratch.set(make, scratch);
    }
    for (let k = 0; k < order.length; k++) scratch[k] = array[order[k]!]!;
    const target = array.length >= order.length ? array : new make(Math.max(order.length, 1024));
    target.set(scratch);
    return target;
  }
}

/**
 * The array, or a longer copy when it holds fewer than `size` elements: a quarter longer (not
 * twice as long: at a million rows each doubling of every column held some 400 MB unused, and a
 * snapshot's load, sized to its rows, doubled at the first row a catch-up added).
 */
export function grow<T extends TypedColumn>(array: T, size: number): T {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (length: number) => T)(
    Math.max(size, array.length + (array.length >> 2), 1024),
  );
  next.set(array);
  return next;
}

/**
 * Numbers (and dates as day or millisecond numbers); NaN is empty. A column starts as float32
 * and widens itself to float64 at the first value float32 does not hold exactly (see
 * NumberArray); `wide` starts at float64, for values that are seldom exact in float32
 * (positions, timestamps in milliseconds).
 */
export class NumberColumn {
  values: NumberArray;

  constructor(width: 'narrow' | 'wide' = 'narrow') {
    this.values = width === 'wide' ? new Float64Array(1024) : new Float32Array(1024);
  }

  set(row: number, value: number | null): void {
    const v = value === null ? Number.NaN : value;
    // NaN is the one value unequal to itself: it is exact in float32 too.
    if (this.values instanceof Float32Array && Math.fround(v) !== v && v === v) {
      this.values = Float64Array.from(this.values);
    }
    this.values = grow(this.values, row + 1);
    this.values[row] = v;
  }

  permute(order: RowOrder): void {
    this.values = order.apply(this.values);
  }

  narrow(mask: Mask, ranges: Ranges, op: Condition['op'], value: number | readonly number[]): void {
    for (let r = 0; r < ranges.length; r += 2) {
      this.narrowRange(mask, ranges[r]!, ranges[r + 1]!, op, value);
    }
  }

  private narrowRange(
    mask: Mask,
    from: number,
    rows: number,
    op: Condition['op'],
    value: number | readonly number[],
  ): void {
    const v = this.values;
    const x = typeof value === 'number' ? value : Number.NaN;
    // One loop per operator keeps each loop monomorphic (a closure per row cost several times
    // more), and `&=` without a branch keeps the processor from mispredicting on random rows.
    switch (op) {
      case 'eq':
        for (let i = from; i < rows; i++) mask[i]! &= +(v[i]! === x);
        return;
      case 'ne':
        for (let i = from; i < rows; i++) mask[i]! &= +(v[i]! !== x);
        return;
      case 'gte':
        for (let i = from; i < rows; i++) mask[i]! &= +(v[i]! >= x);
        return;
      case 'lte':
        for (let i = from; i < rows; i++) mask[i]! &= +(v[i]! <= x);
        return;
      case 'gt':
        for (let i = from; i < rows; i++) mask[i]! &= +(v[i]! > x);
        return;
      case 'lt':
        for (let i = from; i < rows; i++) mask[i]! &= +(v[i]! < x);
        return;
      case 'exists': {
        // A value equals itself unless it is NaN (empty).
        const wanted = value ? 1 : 0;
        for (let i = from; i < rows; i++) mask[i]! &= +(+(v[i]! === v[i]!) === wanted);
        return;
      }
      case 'in':
      case 'nin': {
        const list = new Set(Array.isArray(value) ? value : []);
        const keepIn = op === 'in';
        for (let i = from; i < rows; i++) {
          if (!mask[i]) continue;
          const n = v[i]!;
          const inList = list.has(n);
          if (keepIn ? !inList : inList) mask[i] = 0;
        }
        return;
      }
      default:
        throw new Error(`operator ${op} on a number`);
    }
  }
}

/** Flags: -1 empty, 0 false, 1 true. */
export class FlagColumn {
  values = new Int8Array(1024);

  set(row: number, value: boolean | null): void {
    this.values = grow(this.values, row + 1);
    this.values[row] = value === null ? -1 : value ? 1 : 0;
  }

  permute(order: RowOrder): void {
    this.values = order.apply(this.values);
  }

  narrow(mask: Mask, ranges: Ranges, op: Condition['op'], value: boolean): void {
    const v = this.values;
    const x = value ? 1 : 0;
    // Whether each stored value (-1 empty, 0, 1, at index value + 1) passes.
    const table = new Uint8Array(3);
    for (let n = -1; n <= 1; n++) {
      const keep = op === 'eq' ? n === x : op === 'ne' ? n !== x : value ? n !== -1 : n === -1;
      table[n + 1] = keep ? 1 : 0;
    }
    for (let r = 0; r < ranges.length; r += 2) {
      for (let i = ranges[r]!; i < ranges[r + 1]!; i++) mask[i]! &= table[v[i]! + 1]!;
    }
  }
}

/** Values coded against a dictionary shared by the text and list columns. */
export class Dictionary {
  readonly values: string[] = [];
  readonly lower: string[] = [];
  private readonly codes = new Map<string, number>();

  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
      this.lower.push(value.toLowerCase());
    }
    return code;
  }

  /** Fills an empty dictionary with values coded in this order (a snapshot's). */
  load(values: readonly string[]): void {
    if (this.values.length > 0) throw new Error('the dictionary is not empty');
    for (const value of values) this.code(value);
    if (this.values.length !== values.length) throw new Error('a dictionary value is repeated');
  }

  /** The code of a value, if some row holds it. */
  find(value: string): number | undefined {
    return this.codes.get(value);
  }

  /** A per-code table of whether the code passes `test` on its lower-cased value. */
  table(test: (lower: string, value: string) => boolean): Uint8Array {
    const table = new Uint8Array(this.values.length);
    for (let c = 0; c < table.length; c++)
      table[c] = test(this.lower[c] ?? '', this.values[c] ?? '') ? 1 : 0;
    return table;
  }
}

/** The per-code test of a text condition (case-insensitive), for positive operators. */
export function textTest(
  op: Condition['op'],
  value: Condition['value'],
): (lower: string) => boolean {
  const texts = (Array.isArray(value) ? value : [value]).map((item) => String(item).toLowerCase());
  const set = new Set(texts);
  const first = texts[0] ?? '';
  switch (op) {
    case 'eq':
    case 'ne':
      return (lower) => lower === first;
    case 'in':
    case 'nin':
      return (lower) => set.has(lower);
    case 'like':
      return (lower) => lower.includes(first);
    default:
      throw new Error(`operator ${op} on text`);
  }
}

/** The codes (or lengths), as int32 when `code` does not fit their int16. */
function widenFor(codes: CodeArray, code: number): CodeArray {
  return code > INT16_CODES && codes instanceof Int16Array ? Int32Array.from(codes) : codes;
}

/** One text value per row: a dictionary code, -1 empty (see CodeArray). */
export class TextColumn {
  codes: CodeArray = new Int16Array(1024);
  constructor(readonly dictionary: Dictionary) {}

  set(row: number, value: string | null): void {
    const code = value === null ? -1 : this.dictionary.code(value);
    this.codes = widenFor(this.codes, code);
    this.codes = grow(this.codes, row + 1);
    this.codes[row] = code;
  }

  value(row: number): string | null {
    const code = this.codes[row] ?? -1;
    return code < 0 ? null : (this.dictionary.values[code] ?? null);
  }

  permute(order: RowOrder): void {
    this.codes = order.apply(this.codes);
  }

  /** Clears the rows that fail; a negative operator keeps empty rows. */
  narrow(mask: Mask, ranges: Ranges, op: Condition['op'], value: Condition['value']): void {
    const codes = this.codes;
    if (op === 'exists') {
      for (let r = 0; r < ranges.length; r += 2) {
        for (let i = ranges[r]!; i < ranges[r + 1]!; i++)
          if (mask[i] && codes[i]! >= 0 !== value) mask[i] = 0;
      }
      return;
    }
    const passes = this.dictionary.table(textTest(op, value));
    const negative = op === 'ne' || op === 'nin';
    // Whether each code passes, at index code + 1; index 0 is the empty value (-1).
    const table = new Uint8Array(passes.length + 1);
    table[0] = negative ? 1 : 0;
    for (let c = 0; c < passes.length; c++) table[c + 1] = +(passes[c] === (negative ? 0 : 1));
    for (let r = 0; r < ranges.length; r += 2) {
      for (let i = ranges[r]!; i < ranges[r + 1]!; i++) mask[i]! &= table[codes[i]! + 1]!;
    }
  }

  /** Rows of this column that pass; a negative operator keeps empty rows. */
  test(op: Condition['op'], value: Condition['value']): (row: number) => boolean {
    const codes = this.codes;
    if (op === 'exists')
      return value ? (row) => (codes[row] as number) >= 0 : (row) => (codes[row] as number) < 0;
    const table = this.dictionary.table(textTest(op, value));
    if (op === 'ne' || op === 'nin') {
      return (row) => {
        const code = codes[row] as number;
        return code < 0 || table[code] === 0;
      };
    }
    return (row) => {
      const code = codes[row] as number;
      return code >= 0 && table[code] === 1;
    };
  }
}

/**
 * Several values per row (text[] columns): each row's codes are a slice of one flat array, so a
 * million rows make three typed arrays rather than a million small objects for the collector.
 * A row whose list grows gets a new slice at the end; `permute` compacts.
 */
export class ListColumn {
  starts = new Int32Array(1024);
  /** Values per row (see CodeArray). */
  lengths: CodeArray = new Int16Array(1024);
  /** Dictionary codes (see CodeArray). */
  flat: CodeArray = new Int16Array(4096);
  private used = 0;
  constructor(readonly dictionary: Dictionary) {}

  /** Entries of `flat` in use (rows' slices, and slices left behind by rows that grew). */
  get usedLength(): number {
    return this.used;
  }

  /** Takes the arrays of a snapshot: `flat`'s first `used` entries are in use. */
  load(starts: Int32Array<ArrayBuffer>, lengths: CodeArray, flat: CodeArray, used: number): void {
    this.starts = starts;
    this.lengths = lengths;
    this.flat = flat;
    this.used = used;
  }

  set(row: number, values: readonly string[]): void {
    this.starts = grow(this.starts, row + 1);
    const n = values.length;
    this.lengths = grow(widenFor(this.lengths, n), row + 1);
    let start = this.starts[row]!;
    if (n > this.lengths[row]!) {
      start = this.used;
      this.used += n;
      this.flat = grow(this.flat, this.used);
    }
    for (let k = 0; k < n; k++) {
      const code = this.dictionary.code(values[k]!);
      this.flat = widenFor(this.flat, code);
      this.flat[start + k] = code;
    }
    this.starts[row] = start;
    this.lengths[row] = n;
  }

  /** Compacts as it reorders, into new arrays: rows past the order must read as empty lists. */
  permute({ order }: RowOrder): void {
    const starts = new Int32Array(Math.max(order.length, 1024));
    const lengths = new (this.lengths.constructor as new (length: number) => CodeArray)(
      starts.length,
    );
    let total = 0;
    for (let k = 0; k < order.length; k++) total += this.lengths[order[k]!]!;
    const flat = new (this.flat.constructor as new (length: number) => CodeArray)(
      Math.max(total, 4096),
    );
    let used = 0;
    for (let k = 0; k < order.length; k++) {
      const row = order[k]!;
      const start = this.starts[row]!;
      const n = this.lengths[row]!;
      // A loop rather than set(subarray()): a view per row was a million objects to collect.
      for (let j = 0; j < n; j++) flat[used + j] = this.flat[start + j]!;
      starts[k] = used;
      lengths[k] = n;
      used += n;
    }
    this.starts = starts;
    this.lengths = lengths;
    this.flat = flat;
    this.used = used;
  }

  narrow(mask: Mask, ranges: Ranges, op: Condition['op'], value: Condition['value']): void {
    const { starts, lengths, flat } = this;
    if (op === 'exists') {
      const wanted = value ? 1 : 0;
      for (let r = 0; r < ranges.length; r += 2) {
        for (let i = ranges[r]!; i < ranges[r + 1]!; i++)
          mask[i]! &= +(+(lengths[i]! > 0) === wanted);
      }
      return;
    }
    const wanted = (Array.isArray(value) ? value : [value]).map(String);
    // Element matches are exact, as `@>` and `&&` on text[] are; like is a case-insensitive contains.
    const needle = (wanted[0] ?? '').toLowerCase();
    const table =
      op === 'like'
        ? this.dictionary.table((lower) => lower.includes(needle))
        : this.dictionary.table((_lower, exact) => wanted.includes(exact));
    const negative = op === 'ne' || op === 'nin';
    for (let r = 0; r < ranges.length; r += 2) {
      for (let i = ranges[r]!; i < ranges[r + 1]!; i++) {
        if (!mask[i]) continue;
        let any = false;
        const end = starts[i]! + lengths[i]!;
        for (let k = starts[i]!; k < end; k++) {
          if (table[flat[k]!] === 1) {
            any = true;
            break;
          }
        }
        if (negative === any) mask[i] = 0;
      }
    }
  }
}
