import {
  calendarDateIn,
  daysBetween,
  parseCalendarDate,
  toDateNumber,
  type CalendarDate,
} from '../time/zoned-time';

export interface EducationRecord {
  /** yyyymmdd */
  readonly startDate?: number | string | null;
  /** yyyymmdd */
  readonly completionDate?: number | string | null;
  readonly grade?: string | null;
  readonly attended?: string | null;
  readonly credits?: number | string | null;
  readonly category?: string | null;
}

/** Credits needed per two-year licence period (members-area.md §5, §9). */
export const CREDITS_REQUIRED = 22.5;

/** The record's date: its completion date if present, else its start date (§4). */
export function educationDate(record: EducationRecord): CalendarDate | null {
  return parseCalendarDate(record.completionDate) ?? parseCalendarDate(record.startDate);
}

/** The badge (§4): Scheduled when the date is in the future, Passed on grade P, else none. */
export function educationBadge(
  record: EducationRecord,
  now: Date,
  timeZone: string,
): 'Scheduled' | 'Passed' | null {
  const date = educationDate(record);
  if (date && toDateNumber(date) > toDateNumber(calendarDateIn(now, timeZone))) return 'Scheduled';
  return record.grade?.trim().toUpperCase() === 'P' ? 'Passed' : null;
}

/** ACC or accredited marks a course as accredited. */
export function isAccredited(record: EducationRecord): boolean {
  const category = record.category?.trim().toLowerCase();
  return category === 'acc' || category === 'accredited';
}

/**
 * Credits still needed (§5): 22.5, less the credits of courses attended (Y) and completed within
 * the two years before licence expiry; never below 0.
 */
export function creditsNeeded(
  records: readonly EducationRecord[],
  licenceExpiry: string | number | null | undefined,
): number {
  const expiry = parseCalendarDate(licenceExpiry);
  if (!expiry) return CREDITS_REQUIRED;
  const end = toDateNumber(expiry);
  const start = toDateNumber({ ...expiry, year: expiry.year - 2 });
  let earned = 0;
  for (const record of records) {
    if (record.attended?.trim().toUpperCase() !== 'Y') continue;
    const completed = parseCalendarDate(record.completionDate);
    if (!completed) continue;
    const day = toDateNumber(completed);
    const credits = Number(record.credits);
    if (day >= start && day <= end && Number.isFinite(credits)) earned += credits;
  }
  return Math.max(0, Math.round((CREDITS_REQUIRED - earned) * 100) / 100);
}

/** Whole days from today (in the site's time zone) to licence expiry; null without a date. */
export function daysUntilExpiry(
  licenceExpiry: string | number | null | undefined,
  now: Date,
  timeZone: string,
): number | null {
  const expiry = parseCalendarDate(licenceExpiry);
  return expiry ? daysBetween(calendarDateIn(now, timeZone), expiry) : null;
}

/** Licence warning levels in days (§9). */
export const LICENCE_DANGER_DAYS = 7;
export const EDUCATION_RED_DAYS = 30;
export const EDUCATION_CREDITS_DAYS = 90;

/** The licence-expiry warning is in danger style under 7 days away (§5). */
export function licenceExpiryStyle(daysLeft: number | null): 'danger' | 'normal' {
  return daysLeft !== null && daysLeft < LICENCE_DANGER_DAYS ? 'danger' : 'normal';
}

/**
 * The education icon (§5): a red warning when expiry is under 30 days away, or under 90 days with
 * credits still needed; a green check when no credits are needed; otherwise none.
 */
export function educationIcon(
  daysLeft: number | null,
  needed: number,
): 'red-warning' | 'green-check' | null {
  if (
    daysLeft !== null &&
    (daysLeft < EDUCATION_RED_DAYS || (daysLeft < EDUCATION_CREDITS_DAYS && needed > 0))
  ) {
    return 'red-warning';
  }
  return needed <= 0 ? 'green-check' : null;
}

/** A licence expiry as MM/DD/YY (public-site.md §2). */
export function formatLicenceExpiry(licenceExpiry: string | number | null | undefined): string {
  const date = parseCalendarDate(licenceExpiry);
  if (!date) return '';
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${two(date.month)}/${two(date.day)}/${two(date.year % 100)}`;
}
