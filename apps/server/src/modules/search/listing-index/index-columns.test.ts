import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Condition } from '../search-params';
import { Dictionary, ListColumn, NumberColumn, RowOrder, TextColumn } from './index-columns';

type NumberOp = 'eq' | 'ne' | 'gte' | 'lte' | 'gt' | 'lt';
const OPS: NumberOp[] = ['eq', 'ne', 'gte', 'lte', 'gt', 'lt'];

/** The rows a condition keeps, from the plain values: written apart from the column's loops. */
function reference(values: readonly (number | null)[], op: NumberOp | 'in', x: number | number[]) {
  return values.map((value) => {
    const v = value ?? Number.NaN;
    if (op === 'in') return (x as number[]).includes(v) ? 1 : 0;
    const y = x as number;
    const keep = { eq: v === y, ne: v !== y, gte: v >= y, lte: v <= y, gt: v > y, lt: v < y }[op];
    return keep ? 1 : 0;
  });
}

function kept(column: NumberColumn, rows: number, op: Condition['op'], x: number | number[]) {
  const mask = new Uint8Array(rows).fill(1);
  column.narrow(mask, [0, rows], op, x);
  return [...mask];
}

function columnOf(values: readonly (number | null)[], width?: 'narrow' | 'wide') {
  const column = new NumberColumn(width);
  values.forEach((value, row) => column.set(row, value));
  return column;
}

describe('number columns', () => {
  it('keep whole numbers below 2^24 as float32, 4 bytes a row', () => {
    const column = columnOf([0, 3, 1987, 16_777_216, -16_777_216, null, 2.5, -0]);
    expect(column.values).toBeInstanceOf(Float32Array);
    expect(kept(column, 8, 'eq', 16_777_216)).toEqual([0, 0, 0, 1, 0, 0, 0, 0]);
    expect(kept(column, 8, 'gte', 2.5)).toEqual([0, 1, 1, 1, 0, 0, 1, 0]);
    expect(kept(column, 8, 'lt', 2.6)).toEqual([1, 0, 0, 0, 1, 0, 1, 1]);
    expect(new NumberColumn('wide').values).toBeInstanceOf(Float64Array);
  });

  // 2^24 + 1 is the first whole number float32 rounds; 0.1, 123456789.25 and 2^25 + 1 too.
  it.each([16_777_217, 33_554_433, 123_456_789.25, 0.1, 1e300])(
    'widen to float64 at %s, and answer every comparison exactly after',
    (odd) => {
      const values = [1, 2, null, odd, Math.fround(odd), 3];
      const column = columnOf(values);
      expect(column.values).toBeInstanceOf(Float64Array);
      expect(column.values[3]).toBe(odd);
      for (const x of [odd, Math.fround(odd), odd + 1, odd - 1, 2]) {
        for (const op of OPS) expect(kept(column, 6, op, x)).toEqual(reference(values, op, x));
      }
      expect(kept(column, 6, 'in', [odd, 2])).toEqual(reference(values, 'in', [odd, 2]));
      expect(kept(column, 6, 'exists', 1)).toEqual([1, 1, 0, 1, 1, 1]);
    },
  );

  it('answer as plain float64 numbers whatever values and condition come (property)', () => {
    const value = fc.oneof(
      fc.integer({ min: -(2 ** 26), max: 2 ** 26 }),
      fc.integer({ min: 0, max: 2_100 }),
      fc.double({ noNaN: true }),
      fc.float({ noNaN: true }).map(Math.fround),
      fc.constant(null),
    );
    fc.assert(
      fc.property(
        fc.array(value, { minLength: 1, maxLength: 60 }),
        fc.constantFrom(...OPS),
        fc.oneof(fc.double({ noNaN: true }), fc.integer()),
        fc.nat(),
        (values, op, other, pick) => {
          const column = columnOf(values);
          const exact = values.every((v) => v === null || Math.fround(v) === v);
          expect(column.values instanceof Float32Array).toBe(exact);
          // Compared with a stored value (or its float32 neighbour), or any other number.
          const stored = values[pick % values.length] ?? other;
          for (const x of [stored, Math.fround(stored), other]) {
            expect(kept(column, values.length, op, x)).toEqual(reference(values, op, x));
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('grow by a quarter, not by twice their length', () => {
    const column = new NumberColumn();
    for (let row = 0; row < 100_000; row++) column.set(row, row);
    expect(column.values.length).toBeLessThanOrEqual(125_000);
  });
});

describe('text columns', () => {
  it('keep codes as int16 up to 32,768 values, then as int32 with every row as it was', () => {
    const column = new TextColumn(new Dictionary());
    column.set(0, null);
    for (let row = 1; row <= 32_768; row++) column.set(row, `V${row}`);
    expect(column.codes).toBeInstanceOf(Int16Array);
    column.set(32_769, 'V32769');
    column.set(32_770, 'V1');
    expect(column.codes).toBeInstanceOf(Int32Array);
    expect(column.value(0)).toBeNull();
    expect(column.value(1)).toBe('V1');
    expect(column.value(32_768)).toBe('V32768');
    expect(column.value(32_769)).toBe('V32769');
    const mask = new Uint8Array(32_771).fill(1);
    column.narrow(mask, [0, 32_771], 'eq', 'v1');
    expect([...mask.keys()].filter((row) => mask[row])).toEqual([1, 32_770]);
    mask.fill(1);
    column.narrow(mask, [0, 32_771], 'in', ['V32768', 'V32769']);
    expect([...mask.keys()].filter((row) => mask[row])).toEqual([32_768, 32_769]);
  });
});

describe('list columns', () => {
  it('keep codes as int16 up to 32,768 values, then as int32, through a reorder', () => {
    const column = new ListColumn(new Dictionary());
    const rows = 16_386;
    // Two new values a row: the last row's second value is the 32,769th.
    for (let row = 0; row < rows; row++) column.set(row, [`A${row}`, `B${row}`]);
    expect(column.flat).toBeInstanceOf(Int32Array);
    column.set(0, []);
    const kept = (op: 'in' | 'nin', values: string[]) => {
      const mask = new Uint8Array(rows).fill(1);
      column.narrow(mask, [0, rows], op, values);
      return [...mask.keys()].filter((row) => mask[row]);
    };
    expect(kept('in', ['B16385', 'A1'])).toEqual([1, 16_385]);
    const order = Int32Array.from({ length: rows }, (_, k) => rows - 1 - k);
    column.permute(new RowOrder(order));
    expect(column.flat).toBeInstanceOf(Int32Array);
    expect(kept('in', ['B16385', 'A1'])).toEqual([0, rows - 2]);
    expect(kept('nin', ['B16385'])).toHaveLength(rows - 1);
    const narrow = new ListColumn(new Dictionary());
    narrow.set(0, ['Pantry', 'Skylight']);
    expect(narrow.flat).toBeInstanceOf(Int16Array);
    expect(narrow.lengths).toBeInstanceOf(Int16Array);
  });

  it('keep lengths as int16 up to 32,767 values in a row, then as int32', () => {
    const column = new ListColumn(new Dictionary());
    column.set(0, ['Pantry']);
    const long = Array.from({ length: 40_000 }, (_, k) => `V${k % 300}`);
    column.set(1, [...long, 'Skylight']);
    column.set(2, []);
    expect(column.lengths).toBeInstanceOf(Int32Array);
    expect([...column.lengths.subarray(0, 3)]).toEqual([1, 40_001, 0]);
    const mask = new Uint8Array(3).fill(1);
    column.narrow(mask, [0, 3], 'in', ['Skylight']);
    expect([...mask]).toEqual([0, 1, 0]);
    column.permute(new RowOrder(Int32Array.from([1, 0, 2])));
    expect([...column.lengths.subarray(0, 3)]).toEqual([40_001, 1, 0]);
  });
});
