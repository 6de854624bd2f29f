/**
 * The one CSV writer of every export: a hostile value (a roster record, an office name) comes
 * out as one cell that a spreadsheet shows as text, never as a line break, an extra cell or a
 * formula (OWASP, CSV Injection).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv, readsAsFormula } from '../test/csv-reader';
import { toCsv } from './csv';

const HOSTILE = [
  '\n=2+3@x.example',
  ' =1+1',
  ';=1+1',
  ',=1+1',
  'a;=1+1',
  '=HYPERLINK("https://evil.example")',
  '+1',
  '-1+1',
  '@SUM(A1)',
  '\t=1',
  '\r=1',
  '  \t@x',
  'Ann "the Broker" Lee',
  'line one\r\nline two',
  'a,b',
  "'already text",
];

const expectSafe = (values: string[]) => {
  const text = toCsv([['Value'], ...values.map((value) => [value])]);
  const rows = readCsv(text);
  expect(rows).toHaveLength(values.length + 1);
  values.forEach((value, i) => {
    const cells = rows[i + 1]!;
    expect(cells, JSON.stringify(value)).toHaveLength(1);
    const [cell] = cells;
    expect(readsAsFormula(cell!), JSON.stringify(cell)).toBe(false);
    // The value is kept; at most an apostrophe is put before it.
    expect([value, `'${value}`]).toContain(cell);
  });
  // No line break outside a quoted cell: each record ends with CRLF.
  expect(text.endsWith('\r\n')).toBe(true);
};

describe('the CSV writer', () => {
  it.each(HOSTILE)('writes %j as one cell a spreadsheet shows as text', (value) => {
    expectSafe([value]);
  });

  it('keeps numbers, empty cells and plain text as they are', () => {
    expect(
      toCsv([
        ['Name', 'Days'],
        ['Ann Lee', 20],
        [null, -3],
      ]),
    ).toBe('Name,Days\r\nAnn Lee,20\r\n,-3\r\n');
  });

  it('writes any text as one safe cell (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({
            unit: fc.constantFrom(
              '=',
              '+',
              '-',
              '@',
              '\t',
              '\r',
              '\n',
              ' ',
              ';',
              ',',
              '"',
              'a',
              '1',
              "'",
            ),
          }),
          {
            maxLength: 5,
          },
        ),
        (values) => expectSafe(values),
      ),
    );
  });
});
