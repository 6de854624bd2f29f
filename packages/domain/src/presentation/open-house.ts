import { isEnglishLocale } from '../english-numbers';
import { cachedFormatter } from '../intl-cache';
import {
  parseCalendarDate,
  wallClockOf,
  zonedTimeToInstant,
  type CalendarDate,
  type WallClock,
} from '../time/zoned-time';

export interface OpenHouseEntry {
  readonly OpenHouseDate?: string | null;
  readonly OpenHouseStartTime?: string | null;
  readonly OpenHouseEndTime?: string | null;
  readonly OpenHouseType?: string | null;
}

export interface OpenHouse {
  readonly start: Date;
  readonly end: Date | null;
  /**
   * The start's local date and time as its timestamp states them, when it has an offset (the
   * search API writes open houses in the site's time zone): formatting in English then needs
   * no time-zone data.
   */
  readonly startWall?: WallClock;
}

/**
 * Reads an open-house time of day as hours and minutes. Times without a colon are military-style
 * numbers ("130" is 1:30), and values under 800 get 12 hours added, since open houses are not held
 * before 8 in the morning (public-site.md §5).
 */
export function parseOpenHouseTime(text: string): { hours: number; minutes: number } | null {
  const trimmed = text.trim();
  const colon = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*(am|pm)?$/i.exec(trimmed);
  if (colon) {
    let hours = Number(colon[1]);
    const minutes = Number(colon[2]);
    const meridiem = colon[3]?.toLowerCase();
    if (meridiem === 'pm' && hours < 12) hours += 12;
    if (meridiem === 'am' && hours === 12) hours = 0;
    return hours < 24 && minutes < 60 ? { hours, minutes } : null;
  }
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  let military = Number(trimmed);
  if (military < 800) military += 1200;
  const hours = Math.floor(military / 100);
  const minutes = military % 100;
  return hours < 24 && minutes < 60 ? { hours, minutes } : null;
}

function instantOf(
  date: CalendarDate,
  time: string | null | undefined,
  timeZone: string,
): Date | null {
  if (!time) return null;
  // Some feeds send full timestamps rather than a time of day.
  if (/\d{4}-\d{2}-\d{2}T/.test(time)) {
    const ms = Date.parse(time);
    return Number.isNaN(ms) ? null : new Date(ms);
  }
  const parsed = parseOpenHouseTime(time);
  return parsed ? zonedTimeToInstant(date, parsed.hours, parsed.minutes, timeZone) : null;
}

/**
 * The coming open houses, soonest first: broker open houses are excluded and past ones dropped
 * (§5). Dates and times are read in the site's time zone.
 */
export function upcomingOpenHouses(
  entries: readonly OpenHouseEntry[] | null | undefined,
  now: Date,
  timeZone: string,
): readonly OpenHouse[] {
  const out: OpenHouse[] = [];
  for (const entry of entries ?? []) {
    if ((entry.OpenHouseType ?? '').toLowerCase().includes('broker')) continue;
    const date =
      parseCalendarDate(entry.OpenHouseDate) ?? parseCalendarDate(entry.OpenHouseStartTime);
    if (!date) continue;
    const start = instantOf(date, entry.OpenHouseStartTime, timeZone);
    if (!start) continue;
    const end = instantOf(date, entry.OpenHouseEndTime, timeZone);
    if ((end ?? start).getTime() < now.getTime()) continue;
    const startWall = wallClockOf(entry.OpenHouseStartTime);
    out.push(startWall ? { start, end, startWall } : { start, end });
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A wall-clock time as `Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day:
 * 'numeric', hour: 'numeric', minute: '2-digit' })` writes it, e.g. 'Sat, May 4, 1:00 PM',
 * without Intl: the first Intl formatter a page builds loads the locale data, one long task on
 * a phone.
 */
export function englishWallClock(wall: WallClock): string {
  const weekday = WEEKDAYS[new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay()];
  const hours12 = wall.hours % 12 === 0 ? 12 : wall.hours % 12;
  const minutes = String(wall.minutes).padStart(2, '0');
  const meridiem = wall.hours < 12 ? 'AM' : 'PM';
  return `${weekday}, ${MONTHS[wall.month - 1]} ${wall.day}, ${hours12}:${minutes} ${meridiem}`;
}

/**
 * An open house's start as the listing card shows it, e.g. 'Sat, May 4, 1:00 PM', in the site's
 * time zone; in English from the wall-clock time its timestamp states when it has one.
 */
export function formatOpenHouseStart(
  start: Date,
  timeZone: string,
  locale = 'en-US',
  wall?: WallClock,
): string {
  if (wall && isEnglishLocale(locale)) return englishWallClock(wall);
  const format = cachedFormatter(
    `open-house|${locale}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
  );
  return format.format(start);
}
