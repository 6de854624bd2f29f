/**
 * The one CSV writer of every export (RFC 4180: a comma between cells, CRLF between records).
 * csv-stringify writes the records; on top, a cell holding a line break, a quote, a comma or a
 * semicolon is always quoted, and a cell a spreadsheet would read as a formula is prefixed with
 * an apostrophe, so it shows as text (OWASP, CSV Injection:
 * https://owasp.org/www-community/attacks/CSV_Injection): one that starts, after leading spaces,
 * with =, +, -, @, a tab or a carriage return, or has one of them after a ; or , inside it (a
 * spreadsheet splitting on ; would start a new cell there).
 */
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null;

const FORMULA_START = /^\s*[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /[;,]\s*[=+\-@\t\r]/;

/** A cell as a spreadsheet should show it: text, never a formula. Numbers stay numbers. */
export function neutralizeCell(value: CsvCell): string | number {
  if (value === null) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) || FORMULA_AFTER_SEPARATOR.test(value) ? `'${value}` : value;
}

/** Rows (the first is the header) as CSV text. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutralizeCell)),
    {
      record_delimiter: 'windows',
      // A lone \n or \r is a record end to a spreadsheet even when the delimiter is CRLF.
      quoted_match: /[\r\n",;]/,
    },
  );
}
