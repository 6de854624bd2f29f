import { cachedFormatter } from '../intl-cache';

/** A calendar date without a time or zone. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const DAY_MS = 86_400_000;

function formatter(timeZone: string): Intl.DateTimeFormat {
  return cachedFormatter(`wall-clock|${timeZone}`, () => buildFormatter(timeZone));
}

function buildFormatter(timeZone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    // An unknown zone name must not break a page: read the time as UTC instead.
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
}

function wallClockMs(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** The calendar date of an instant as seen in a time zone. */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  const wall = new Date(wallClockMs(instant, timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** The instant at which a wall-clock time happens in a time zone. */
export function zonedTimeToInstant(
  date: CalendarDate,
  hours: number,
  minutes: number,
  timeZone: string,
): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hours, minutes);
  // The zone's offset can differ either side of a daylight-saving change, so correct twice.
  let guess = asUtc;
  for (let i = 0; i < 2; i += 1) {
    const offset = wallClockMs(new Date(guess), timeZone) - guess;
    guess = asUtc - offset;
  }
  return new Date(guess);
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const a = Date.UTC(from.year, from.month - 1, from.day);
  const b = Date.UTC(to.year, to.month - 1, to.day);
  return Math.round((b - a) / DAY_MS);
}

/** Reads 'YYYY-MM-DD' (optionally followed by a time) or a yyyymmdd number; null when not a real date. */
export function parseCalendarDate(value: string | number | null | undefined): CalendarDate | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  const match = /^(\d{4})-?(\d{2})-?(\d{2})(?:$|[T\s])/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** A date as a yyyymmdd number, which orders like the date itself. */
export function toDateNumber(date: CalendarDate): number {
  return date.year * 10_000 + date.month * 100 + date.day;
}
