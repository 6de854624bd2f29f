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

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * An instant as an ISO 8601 timestamp in a time zone's wall-clock time with its offset, e.g.
 * '2026-11-28T13:00:00-08:00': the same instant as its UTC form, and the local date and time are
 * readable from the text without time-zone data (see `wallClockOf`). Milliseconds are written
 * only when there are some.
 */
export function zonedIsoString(instant: Date, timeZone: string): string {
  const t = instant.getTime();
  const ms = ((t % 1000) + 1000) % 1000;
  const wall = new Date(wallClockMs(instant, timeZone) + ms);
  const offsetMinutes = Math.round((wall.getTime() - t) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = Math.abs(offsetMinutes);
  return (
    `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}` +
    `${ms ? `.${pad(ms, 3)}` : ''}${sign}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`
  );
}

/** A local date and time as a timestamp with an offset states it. */
export interface WallClock extends CalendarDate {
  readonly hours: number;
  readonly minutes: number;
}

/**
 * The wall-clock date and time written in an ISO 8601 timestamp with a numeric offset
 * ('2026-11-28T13:00:00-08:00' is 28 November, 13:00 where the offset is -08:00); null for one
 * in UTC ('Z'), without an offset, or not a timestamp.
 */
export function wallClockOf(text: string | null | undefined): WallClock | null {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?[+-]\d{2}:?\d{2}$/.exec(
      text ?? '',
    );
  if (!match) return null;
  const date = parseCalendarDate(`${match[1]}-${match[2]}-${match[3]}`);
  const [hours, minutes] = [Number(match[4]), Number(match[5])];
  if (!date || hours > 23 || minutes > 59) return null;
  return { ...date, hours, minutes };
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
