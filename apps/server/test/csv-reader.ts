/**
 * A reader of CSV as RFC 4180 defines it (fields split on commas, records on CRLF or LF outside
 * quotes, "" inside quotes is one quote), written apart from our writer to check what it wrote.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else if (c === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
    i += 1;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/**
 * Whether a spreadsheet could read a cell as a formula (OWASP, CSV Injection,
 * https://owasp.org/www-community/attacks/CSV_Injection): it starts, after leading spaces, with
 * =, +, -, @, a tab or a carriage return, or such a character follows a ; or , inside it (a
 * spreadsheet that splits on ; sees a new cell there). A cell that starts with ' is text.
 */
export function readsAsFormula(cell: string): boolean {
  if (cell.startsWith("'")) return false;
  return /^[\s]*[=+\-@\t\r]/.test(cell) || /[;,][\s]*[=+\-@\t\r]/.test(cell);
}
