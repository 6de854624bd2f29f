/**
 * Dates and timestamps as a client writes them (in `$filter`) or as the database wrote them (in a
 * `$skiptoken`), checked before they reach SQL: a day that does not exist (2024-02-30) or a year
 * outside 0001–9999 (OData's Edm.Date, OData 4.01 Part 2 URL Conventions, ABNF `year`, and what
 * RESO's ISO 8601 fields hold) is the client's error, named in a 400, not a database error.
 */
const DATE = /^(\d{4,})-(\d{2})-(\d{2})$/;
const TIMESTAMP =
  /^(\d{4,}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,12})?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)$/i;

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Why `text` is not a date of the calendar (YYYY-MM-DD), or null when it is one. */
export function checkDate(text: string): string | null {
  const match = DATE.exec(text);
  if (!match) return 'a date (YYYY-MM-DD)';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || year > 9999) return 'a date in the years 0001 to 9999';
  if (month < 1 || month > 12) return 'a date: there is no month ' + match[2];
  if (day < 1 || day > daysIn(year, month))
    return `a date: ${match[1]}-${match[2]} has no day ${match[3]}`;
  return null;
}

/** Why `text` is not a timestamp with its offset, or null when it is one. */
export function checkTimestamp(text: string): string | null {
  const match = TIMESTAMP.exec(text);
  if (!match) return 'a timestamp (2024-05-01T10:00:00Z)';
  const date = checkDate(match[1]!);
  if (date) return date.replace(/^a date/, 'a timestamp');
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  const [offsetHours, offsetMinutes] = [Number(match[5] ?? 0), Number(match[6] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return 'a timestamp: the time is not one of a day';
  if (offsetHours > 14 || offsetMinutes > 59) return 'a timestamp: the offset is not one of a zone';
  return null;
}
