/**
 * How quickly leads are answered (beyond the spec, because brokers ask for it): how long each
 * lead waited before its handler first opened it, and an office's median first response over
 * the last 30 days.
 */

export interface TimedLead {
  /** When the visitor sent it. */
  readonly createdAt: Date | string;
  /** When its handler first opened (or removed) it; null while it waits. */
  readonly firstOpenedAt?: Date | string | null;
}

/** The window of the office's response-time figure. */
export const LEAD_RESPONSE_WINDOW_DAYS = 30;

const ms = (value: Date | string): number =>
  value instanceof Date ? value.getTime() : Date.parse(value);

/**
 * How long a lead waited before it was first opened, in milliseconds; a lead still waiting has
 * waited until `now`. Never negative (a clock skew between writers reads as no wait).
 */
export function leadWaitMs(lead: TimedLead, now: Date): number {
  const created = ms(lead.createdAt);
  const end = lead.firstOpenedAt ? ms(lead.firstOpenedAt) : now.getTime();
  return Number.isFinite(created) && Number.isFinite(end) ? Math.max(0, end - created) : 0;
}

export interface ResponseSummary {
  /** Median of the opened leads' waits, in milliseconds; null when none was opened. */
  readonly medianMs: number | null;
  /** Leads of the window that were opened. */
  readonly opened: number;
  /** Leads of the window still waiting to be opened. */
  readonly waiting: number;
}

/** The median of a list of numbers (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The median first-response time of the leads received in the 30 days before `now`. Leads still
 * waiting are counted apart rather than guessed at: they have no response time yet.
 */
export function responseSummary(leads: readonly TimedLead[], now: Date): ResponseSummary {
  const from = now.getTime() - LEAD_RESPONSE_WINDOW_DAYS * 86_400_000;
  const waits: number[] = [];
  let waiting = 0;
  for (const lead of leads) {
    const created = ms(lead.createdAt);
    if (!(created >= from && created <= now.getTime())) continue;
    if (lead.firstOpenedAt) waits.push(leadWaitMs(lead, now));
    else waiting += 1;
  }
  return { medianMs: median(waits), opened: waits.length, waiting };
}

export interface DurationParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
}

/**
 * A duration as its two largest whole units (days and hours, or hours and minutes, or minutes),
 * which is as precise as a person reads a wait: '2 d 4 h', '3 h 10 min', '12 min'.
 */
export function durationParts(durationMs: number): DurationParts {
  const totalMinutes = Math.max(0, Math.floor(durationMs / 60_000));
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = days > 0 ? 0 : totalMinutes % 60;
  return { days, hours, minutes };
}
