import { parseCalendarDate, zonedTimeToInstant } from './zoned-time';

/**
 * True when a tour slot (a 'YYYY-MM-DD' date and an 'HH:MM' time, wall clock of the site's time
 * zone) is still ahead of `now`. A visitor is offered, and the server accepts, only these.
 */
export function isTourSlotAhead(date: string, time: string, now: Date, timeZone: string): boolean {
  const day = parseCalendarDate(date);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !match) return false;
  const at = zonedTimeToInstant(day, Number(match[1]), Number(match[2]), timeZone);
  return at.getTime() > now.getTime();
}
