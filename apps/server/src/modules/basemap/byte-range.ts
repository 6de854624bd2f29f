/** One satisfiable byte range of a file, both ends included (RFC 9110 §14.1.2). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header against a file of `size` bytes: `undefined` when the whole file is to be
 * sent (no header, another unit, or several ranges, which a server may ignore), `'unsatisfiable'`
 * for a range past the end or a malformed one, else the one range asked for.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return undefined;
  const specs = (match[1] ?? '').split(',');
  if (specs.length !== 1) return undefined;
  const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(specs[0] ?? '');
  if (!spec) return 'unsatisfiable';
  const [, first = '', last = ''] = spec;
  if (first === '' && last === '') return 'unsatisfiable';
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
