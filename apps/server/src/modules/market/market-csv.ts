/** An area's market figures as CSV (RFC 4180: comma separated, CRLF, quoted when needed). */
import type { MarketResponse } from '@hearth/contracts';
import { FIGURE_KEYS } from '@hearth/domain';

const COLUMNS = ['month', 'group', ...FIGURE_KEYS] as const;

function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet (OWASP "CSV Injection").
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function marketCsv(report: MarketResponse): string {
  const lines = [
    [`# ${report.area.type} ${report.area.name}`].map(cell).join(','),
    COLUMNS.join(','),
    ...report.months.map((month) => COLUMNS.map((column) => cell(month[column])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
