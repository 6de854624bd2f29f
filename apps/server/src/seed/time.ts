/** Date arithmetic for the seed; every value is derived from the reference time, never the clock. */

export const DAY_MS = 86_400_000;
export const SITE_TIME_ZONE = 'America/Los_Angeles';

/** The start of the current UTC day: two seeds on one day agree. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** 'YYYY-MM-DD' of a UTC instant. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The UTC day number (days since 1970-01-01) of a 'YYYY-MM-DD' date. */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

const dates = new Map<number, string>();

export function dateOfDayNumber(day: number): string {
  let date = dates.get(day);
  if (date === undefined) {
    date = isoDate(new Date(day * DAY_MS));
    if (dates.size < 10_000) dates.set(day, date);
  }
  return date;
}

/** Day of the week of a day number, 0 = Sunday. */
export function weekday(day: number): number {
  return (day + 4) % 7;
}

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function zoneOffsetMs(instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of offsetFormat.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

const offsets = new Map<number, number>();

/** The zone's offset at a wall-clock time; it changes only at 2 a.m., so whole hours share it. */
function offsetAtWallTime(wall: number): number {
  let offset = offsets.get(wall);
  if (offset === undefined) {
    offset = zoneOffsetMs(wall - zoneOffsetMs(wall));
    if (offsets.size < 100_000) offsets.set(wall, offset);
  }
  return offset;
}

/** The instant of a wall-clock time in the site's time zone (Pacific). */
export function siteTime(day: number, hour: number, minute = 0): Date {
  const wall = day * DAY_MS + (hour * 60 + minute) * 60_000;
  return new Date(wall - offsetAtWallTime(wall));
}
