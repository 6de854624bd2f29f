/**
 * Growable typed columns of the in-memory listing index. Each column narrows a match mask
 * (one byte per row) by a parsed condition with the same meaning as the SQL of search-sql.ts:
 * text compared without case, empty values kept by ne and nin, lists matched by element.
 */
import type { Condition } from '../search-params';

export type Mask = Uint8Array;

function grow<T extends Float64Array | Int32Array | Int8Array>(array: T, size: number): T {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (length: number) => T)(
    Math.max(size, array.length * 2, 1024),
  );
  next.set(array);
  return next;
}

/** Numbers (and dates as day or millisecond numbers); NaN is empty. */
export class NumberColumn {
  values = new Float64Array(1024);

  set(row: number, value: number | null): void {
    this.values = grow(this.values, row + 1);
    this.values[row] = value === null ? Number.NaN : value;
  }

  narrow(mask: Mask, rows: number, op: Condition['op'], value: number | readonly number[]): void {
    const v = this.values;
    const x = typeof value === 'number' ? value : Number.NaN;
    // One loop per operator keeps each loop monomorphic (a closure per row cost several times more).
    switch (op) {
      case 'eq':
        for (let i = 0; i < rows; i++) if (mask[i] && !(v[i]! === x)) mask[i] = 0;
        return;
      case 'ne':
        for (let i = 0; i < rows; i++) if (mask[i] && v[i]! === x) mask[i] = 0;
        return;
      case 'gte':
        for (let i = 0; i < rows; i++) if (mask[i] && !(v[i]! >= x)) mask[i] = 0;
        return;
      case 'lte':
        for (let i = 0; i < rows; i++) if (mask[i] && !(v[i]! <= x)) mask[i] = 0;
        return;
      case 'gt':
        for (let i = 0; i < rows; i++) if (mask[i] && !(v[i]! > x)) mask[i] = 0;
        return;
      case 'lt':
        for (let i = 0; i < rows; i++) if (mask[i] && !(v[i]! < x)) mask[i] = 0;
        return;
      case 'exists':
        for (let i = 0; i < rows; i++)
          if (mask[i] && Number.isNaN(v[i]!) === Boolean(value)) mask[i] = 0;
        return;
      case 'in':
      case 'nin': {
        const list = new Set(Array.isArray(value) ? value : []);
        const keepIn = op === 'in';
        for (let i = 0; i < rows; i++) {
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

  narrow(mask: Mask, rows: number, op: Condition['op'], value: boolean): void {
    const v = this.values;
    const x = value ? 1 : 0;
    for (let i = 0; i < rows; i++) {
      if (!mask[i]) continue;
      const n = v[i] as number;
      const keep = op === 'eq' ? n === x : op === 'ne' ? n !== x : value ? n !== -1 : n === -1;
      if (!keep) mask[i] = 0;
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

/** One text value per row: a dictionary code, -1 empty. */
export class TextColumn {
  codes = new Int32Array(1024);
  constructor(readonly dictionary: Dictionary) {}

  set(row: number, value: string | null): void {
    this.codes = grow(this.codes, row + 1);
    this.codes[row] = value === null ? -1 : this.dictionary.code(value);
  }

  value(row: number): string | null {
    const code = this.codes[row] ?? -1;
    return code < 0 ? null : (this.dictionary.values[code] ?? null);
  }

  /** Clears the rows that fail; a negative operator keeps empty rows. */
  narrow(mask: Mask, rows: number, op: Condition['op'], value: Condition['value']): void {
    const codes = this.codes;
    if (op === 'exists') {
      for (let i = 0; i < rows; i++) if (mask[i] && codes[i]! >= 0 !== value) mask[i] = 0;
      return;
    }
    const table = this.dictionary.table(textTest(op, value));
    const empty = op === 'ne' || op === 'nin' ? 1 : 0;
    if (empty) for (let c = 0; c < table.length; c++) table[c] = table[c] ? 0 : 1;
    for (let i = 0; i < rows; i++) {
      if (!mask[i]) continue;
      const code = codes[i]!;
      if ((code < 0 ? empty : table[code]) !== 1) mask[i] = 0;
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

/** Several values per row (text[] columns), stored as code lists. */
export class ListColumn {
  lists: Int32Array[] = [];
  private static readonly EMPTY = new Int32Array(0);
  constructor(readonly dictionary: Dictionary) {}

  set(row: number, values: readonly string[]): void {
    this.lists[row] =
      values.length === 0
        ? ListColumn.EMPTY
        : Int32Array.from(values, (value) => this.dictionary.code(value));
  }

  narrow(mask: Mask, rows: number, op: Condition['op'], value: Condition['value']): void {
    const lists = this.lists;
    if (op === 'exists') {
      for (let i = 0; i < rows; i++) {
        if (mask[i] && (lists[i]?.length ?? 0) > 0 !== value) mask[i] = 0;
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
    for (let i = 0; i < rows; i++) {
      if (!mask[i]) continue;
      let any = false;
      for (const code of lists[i] ?? ListColumn.EMPTY) {
        if (table[code] === 1) {
          any = true;
          break;
        }
      }
      const keep = negative ? !any : any;
      if (!keep) mask[i] = 0;
    }
  }
}
