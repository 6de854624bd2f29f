/**
 * A listing index as bytes, so a new process can take the index another one built instead of
 * reading every listing again (docs/decisions/0002-search-index.md, tenth round). The bytes are
 * the index's own arrays, row for row (dead rows, the spatial order and the dictionaries as they
 * are), with the change-log position they are consistent with:
 *
 *   magic (8 bytes) | header length (u32 LE) | header (JSON) | arrays | sha256 of all before (32)
 *
 * The header names the format version and a hash of the index's layout (its columns and how
 * values are kept); bytes of another version or layout, or whose checksum fails, are refused
 * with a `SnapshotError`, never read as an index.
 */
import { createHash } from 'node:crypto';
import { endianness } from 'node:os';
import { setImmediate } from 'node:timers/promises';
import { LISTING_FIELDS } from '../listing-fields';
import {
  FlagColumn,
  NumberColumn,
  TextColumn,
  type CodeArray,
  type NumberArray,
} from './index-columns';
import { INDEX_COLUMNS } from './index-row';
import { ListingIndex } from './listing-index';

/** Raised when bytes are not a snapshot this code can read; the caller loads from rows instead. */
export class SnapshotError extends Error {}

/**
 * Bumped whenever what the arrays mean changes without the layout below changing. 2: number
 * columns as float32 where the index keeps them so, text and list codes and list lengths as
 * int16 likewise.
 */
export const SNAPSHOT_FORMAT = 2;
const MAGIC = Buffer.from('HRTHIDX\0', 'latin1');
const CHECKSUM_BYTES = 32;
/** int32 stand-in for an empty number (NaN) in a number column kept as integers. */
const EMPTY_INT = -2_147_483_648;

/**
 * A hash of the index's layout: the columns read, each field's column, type and visibility rule.
 * A snapshot made by a version of the code with other columns or types is not read.
 */
export const SNAPSHOT_LAYOUT = createHash('sha256')
  .update(
    JSON.stringify({
      columns: INDEX_COLUMNS,
      fields: Object.entries(LISTING_FIELDS).map(([name, spec]) => [
        name,
        spec.column,
        spec.type,
        spec.alsoColumns ?? [],
        spec.visibleIf ?? null,
      ]),
    }),
  )
  .digest('hex')
  .slice(0, 32);

/** The change-log position an index is consistent with (IndexSync's lastSeq and applied). */
export interface SnapshotPosition {
  seq: number;
  /** Entries just below `seq` that the index holds (others there may commit later). */
  applied: number[];
}

/**
 * Each array as the index keeps it, but for `int`: whole numbers of a float64 number column as
 * int32 (EMPTY_INT for NaN); json: a list of strings.
 */
type ArrayKind = 'f64' | 'f32' | 'i32' | 'i16' | 'int' | 'i8' | 'u8' | 'json';
interface ArrayEntry {
  kind: ArrayKind;
  /** Elements (values, for json). */
  length: number;
  bytes: number;
}
interface Header extends SnapshotPosition {
  format: number;
  layout: string;
  endianness: string;
  rows: number;
  geoEnd: number;
  sortedEnd: number;
  columns: string[];
  arrays: ArrayEntry[];
}

type Part = { kind: ArrayKind; bytes: Uint8Array; length: number };

function view(array: NumberArray | CodeArray | Int8Array | Uint8Array, length: number) {
  return new Uint8Array(array.buffer, array.byteOffset, length * array.BYTES_PER_ELEMENT);
}

/**
 * A float32 number column as it is; a float64 one as int32 when every value is a whole number in
 * range (or empty): half the bytes.
 */
function numberPart(values: NumberArray, rows: number): Part {
  if (values instanceof Float32Array)
    return { kind: 'f32', bytes: view(values, rows), length: rows };
  let whole = true;
  for (let i = 0; i < rows && whole; i++) {
    const v = values[i]!;
    if (v !== v) continue;
    whole = (v | 0) === v && v !== EMPTY_INT && !Object.is(v, -0);
  }
  if (!whole) return { kind: 'f64', bytes: view(values, rows), length: rows };
  const ints = new Int32Array(rows);
  for (let i = 0; i < rows; i++) {
    const v = values[i]!;
    ints[i] = v !== v ? EMPTY_INT : v;
  }
  return { kind: 'int', bytes: view(ints, rows), length: rows };
}

function codePart(codes: CodeArray, length: number): Part {
  return {
    kind: codes instanceof Int16Array ? 'i16' : 'i32',
    bytes: view(codes, length),
    length,
  };
}

function jsonPart(values: readonly string[]): Part {
  return { kind: 'json', bytes: Buffer.from(JSON.stringify(values)), length: values.length };
}

/**
 * The index as bytes, or null when it changed while it was being read (`unchanged` is asked
 * after each turn of the event loop given between columns, and once more before the arrays are
 * copied, which happens without a break).
 */
export async function encodeIndex(
  index: ListingIndex,
  position: SnapshotPosition,
  unchanged: () => boolean,
): Promise<Buffer | null> {
  const { rows } = index;
  const parts: Part[] = [
    { kind: 'u8', bytes: view(index.alive, rows), length: rows },
    { kind: 'u8', bytes: view(index.shown, rows), length: rows },
  ];
  for (const column of index.rowNumbers) parts.push(numberPart(column.values, rows));
  for (const column of index.columns.values()) {
    await setImmediate();
    if (!unchanged()) return null;
    if (column instanceof NumberColumn) parts.push(numberPart(column.values, rows));
    else if (column instanceof FlagColumn)
      parts.push({ kind: 'i8', bytes: view(column.values, rows), length: rows });
    else if (column instanceof TextColumn) {
      parts.push(codePart(column.codes, rows));
      parts.push(jsonPart(column.dictionary.values));
    } else {
      const used = column.usedLength;
      parts.push({ kind: 'i32', bytes: view(column.starts, rows), length: rows });
      parts.push(codePart(column.lengths, rows));
      parts.push(codePart(column.flat, used));
      parts.push(jsonPart(column.dictionary.values));
    }
  }
  await setImmediate();
  if (!unchanged()) return null;
  const header: Header = {
    format: SNAPSHOT_FORMAT,
    layout: SNAPSHOT_LAYOUT,
    endianness: endianness(),
    seq: position.seq,
    applied: position.applied,
    rows,
    geoEnd: index.geoEnd,
    sortedEnd: index.sortedEnd,
    columns: [...index.columns.keys()],
    arrays: parts.map(({ kind, length, bytes }) => ({ kind, length, bytes: bytes.length })),
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  // The views above read the index's live arrays: copied here, in one go.
  const body = Buffer.concat([
    MAGIC,
    Buffer.from(new Uint32Array([headerBytes.length]).buffer),
    headerBytes,
    ...parts.map((part) => part.bytes),
  ]);
  const checksum = createHash('sha256').update(body).digest();
  return Buffer.concat([body, checksum]);
}

/** The format, layout and position of snapshot bytes, without reading the arrays. */
export function readHeader(bytes: Buffer): Header {
  if (bytes.length < MAGIC.length + 4 + CHECKSUM_BYTES || !bytes.subarray(0, 8).equals(MAGIC))
    throw new SnapshotError('not an index snapshot');
  const headerLength = bytes.readUInt32LE(8);
  if (12 + headerLength + CHECKSUM_BYTES > bytes.length)
    throw new SnapshotError('the snapshot is truncated');
  let header: Header;
  try {
    header = JSON.parse(bytes.toString('utf8', 12, 12 + headerLength)) as Header;
  } catch {
    throw new SnapshotError('the snapshot header is not readable');
  }
  if (header.format !== SNAPSHOT_FORMAT)
    throw new SnapshotError(`snapshot format ${header.format}, expected ${SNAPSHOT_FORMAT}`);
  if (header.layout !== SNAPSHOT_LAYOUT)
    throw new SnapshotError('the snapshot was made for other index columns');
  if (header.endianness !== endianness())
    throw new SnapshotError('the snapshot was made on a machine of other byte order');
  return header;
}

/** Reads the arrays of a snapshot in order, each into a new array of at least `capacity` elements. */
class ArrayReader {
  private next = 0;
  constructor(
    private readonly bytes: Buffer,
    private readonly arrays: readonly ArrayEntry[],
    private offset: number,
    private readonly end: number,
  ) {}

  /** The element count of the next array. */
  get nextLength(): number {
    return this.arrays[this.next]?.length ?? 0;
  }

  private take(kinds: readonly ArrayKind[]): { kind: ArrayKind; bytes: Buffer; length: number } {
    const entry = this.arrays[this.next++];
    if (!entry || !kinds.includes(entry.kind))
      throw new SnapshotError(`snapshot array ${this.next - 1} is not ${kinds.join(' or ')}`);
    if (
      !Number.isSafeInteger(entry.bytes) ||
      entry.bytes < 0 ||
      this.offset + entry.bytes > this.end
    )
      throw new SnapshotError('the snapshot is truncated');
    const bytes = this.bytes.subarray(this.offset, this.offset + entry.bytes);
    this.offset += entry.bytes;
    return { kind: entry.kind, bytes, length: entry.length };
  }

  private fill<
    T extends
      | Float64Array<ArrayBuffer>
      | Float32Array<ArrayBuffer>
      | Int32Array<ArrayBuffer>
      | Int16Array<ArrayBuffer>
      | Int8Array<ArrayBuffer>
      | Uint8Array<ArrayBuffer>,
  >(
    make: new (length: number) => T,
    { bytes, length }: { bytes: Buffer; length: number },
    capacity: number,
  ): T {
    const array = new make(Math.max(length, capacity));
    if (bytes.length !== length * array.BYTES_PER_ELEMENT)
      throw new SnapshotError('a snapshot array has the wrong size');
    new Uint8Array(array.buffer).set(bytes);
    return array;
  }

  u8(capacity: number): Uint8Array<ArrayBuffer> {
    return this.fill(Uint8Array, this.take(['u8']), capacity);
  }

  i8(capacity: number): Int8Array<ArrayBuffer> {
    return this.fill(Int8Array, this.take(['i8']), capacity);
  }

  i32(capacity: number): Int32Array<ArrayBuffer> {
    return this.fill(Int32Array, this.take(['i32']), capacity);
  }

  /** A text column's codes, int16 or int32 as they were kept. */
  codes(capacity: number): Int16Array<ArrayBuffer> | Int32Array<ArrayBuffer> {
    const part = this.take(['i16', 'i32']);
    return part.kind === 'i16'
      ? this.fill(Int16Array, part, capacity)
      : this.fill(Int32Array, part, capacity);
  }

  /** A number column's values, float32 or float64 as they were kept. */
  numbers(capacity: number): Float32Array<ArrayBuffer> | Float64Array<ArrayBuffer> {
    const part = this.take(['f64', 'f32', 'int']);
    if (part.kind === 'f32') return this.fill(Float32Array, part, capacity);
    if (part.kind === 'f64') return this.fill(Float64Array, part, capacity);
    const ints = this.fill(Int32Array, part, 0);
    const values = new Float64Array(Math.max(part.length, capacity));
    for (let i = 0; i < part.length; i++) {
      const v = ints[i]!;
      values[i] = v === EMPTY_INT ? Number.NaN : v;
    }
    return values;
  }

  strings(): string[] {
    const { bytes, length } = this.take(['json']);
    let values: unknown;
    try {
      values = JSON.parse(bytes.toString('utf8'));
    } catch {
      throw new SnapshotError('a snapshot dictionary is not readable');
    }
    if (
      !Array.isArray(values) ||
      values.length !== length ||
      values.some((v) => typeof v !== 'string')
    )
      throw new SnapshotError('a snapshot dictionary is not a list of strings');
    return values as string[];
  }

  done(): void {
    if (this.next !== this.arrays.length || this.offset !== this.end)
      throw new SnapshotError('the snapshot has bytes left over');
  }
}

/** A new index from snapshot bytes, with the change-log position it is consistent with. */
export async function decodeIndex(
  bytes: Buffer,
): Promise<{ index: ListingIndex; position: SnapshotPosition }> {
  const header = readHeader(bytes);
  const end = bytes.length - CHECKSUM_BYTES;
  const checksum = createHash('sha256').update(bytes.subarray(0, end)).digest();
  if (!checksum.equals(bytes.subarray(end))) throw new SnapshotError('the snapshot checksum fails');
  const index = new ListingIndex();
  if (JSON.stringify(header.columns) !== JSON.stringify([...index.columns.keys()]))
    throw new SnapshotError('the snapshot was made for other index columns');
  const { rows } = header;
  const capacity = Math.max(rows, 1024);
  const reader = new ArrayReader(bytes, header.arrays, 12 + bytes.readUInt32LE(8), end);
  index.alive = reader.u8(capacity);
  index.shown = reader.u8(capacity);
  for (const column of index.rowNumbers) column.values = reader.numbers(capacity);
  for (const column of index.columns.values()) {
    await setImmediate();
    if (column instanceof NumberColumn) column.values = reader.numbers(capacity);
    else if (column instanceof FlagColumn) column.values = reader.i8(capacity);
    else if (column instanceof TextColumn) {
      column.codes = reader.codes(capacity);
      column.dictionary.load(reader.strings());
    } else {
      const starts = reader.i32(capacity);
      const lengths = reader.codes(capacity);
      const used = reader.nextLength;
      column.load(starts, lengths, reader.codes(4096), used);
      column.dictionary.load(reader.strings());
    }
  }
  reader.done();
  index.rows = rows;
  index.geoEnd = header.geoEnd;
  index.sortedEnd = header.sortedEnd;
  index.restored();
  return { index, position: { seq: header.seq, applied: header.applied } };
}
