/**
 * The bytes of an index's typed arrays, by kind of column: what its rows need (rows × element
 * size, a list's entries in use) and what is held (the arrays' full length, slack included).
 * Typed-array bytes are exact, unlike rss or heap figures, so they are what memory changes quote.
 * Dictionaries (strings in the JS heap) are counted as values, not bytes.
 */
import { FlagColumn, ListColumn, NumberColumn, TextColumn } from './index-columns';
import type { ListingIndex } from './listing-index';

export type MemoryKind = 'rows' | 'number' | 'flag' | 'text' | 'list';

export interface KindMemory {
  kind: MemoryKind;
  columns: number;
  /** Columns by array type, e.g. { Float32Array: 9, Float64Array: 3 }. */
  arrays: Record<string, number>;
  neededBytes: number;
  heldBytes: number;
  dictionaryValues: number;
}

type Sized = { length: number; BYTES_PER_ELEMENT: number; constructor: { name: string } };

/** Typed-array bytes of the index by kind of column. */
export function indexMemory(index: ListingIndex): KindMemory[] {
  const kinds = new Map<MemoryKind, KindMemory>();
  const add = (kind: MemoryKind, array: Sized, needed: number, dictionary = 0, counted = true) => {
    let entry = kinds.get(kind);
    if (!entry) {
      entry = { kind, columns: 0, arrays: {}, neededBytes: 0, heldBytes: 0, dictionaryValues: 0 };
      kinds.set(kind, entry);
    }
    if (counted) {
      entry.columns++;
      const name = array.constructor.name;
      entry.arrays[name] = (entry.arrays[name] ?? 0) + 1;
    }
    entry.neededBytes += needed * array.BYTES_PER_ELEMENT;
    entry.heldBytes += array.length * array.BYTES_PER_ELEMENT;
    entry.dictionaryValues += dictionary;
  };
  const { rows } = index;
  add('rows', index.alive, rows);
  add('rows', index.shown, rows);
  for (const column of index.rowNumbers) add('rows', column.values, rows);
  for (const column of index.columns.values()) {
    if (column instanceof NumberColumn) add('number', column.values, rows);
    else if (column instanceof FlagColumn) add('flag', column.values, rows);
    else if (column instanceof TextColumn)
      add('text', column.codes, rows, column.dictionary.values.length);
    else if (column instanceof ListColumn) {
      // Counted by their codes' array type (starts are int32; lengths mostly int16).
      add('list', column.flat, column.usedLength, column.dictionary.values.length);
      add('list', column.starts, rows, 0, false);
      add('list', column.lengths, rows, 0, false);
    }
  }
  return [...kinds.values()];
}
