import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it('reads a range, an open range and a suffix', () => {
    expect(parseByteRange('bytes=0-127', 1000)).toEqual({ start: 0, end: 127 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('sends the whole file without a header, for another unit or several ranges', () => {
    expect(parseByteRange(undefined, 1000)).toBeUndefined();
    expect(parseByteRange('items=0-1', 1000)).toBeUndefined();
    expect(parseByteRange('bytes=0-1,5-6', 1000)).toBeUndefined();
  });

  it('refuses a range past the end, backwards or malformed', () => {
    expect(parseByteRange('bytes=1000-1001', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5-4', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=abc', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-', 1000)).toBe('unsatisfiable');
  });

  it('any header gives a range inside the file, the whole file or a refusal', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(10_000), (header, size) => {
        const range = parseByteRange(`bytes=${header}`, size);
        if (range === undefined || range === 'unsatisfiable') return;
        expect(range.start).toBeGreaterThanOrEqual(0);
        expect(range.end).toBeLessThan(size);
        expect(range.start).toBeLessThanOrEqual(range.end);
      }),
    );
  });
});
