import { describe, expect, it } from 'vitest';
import {
  CREDITS_REQUIRED,
  creditsNeeded,
  daysUntilExpiry,
  educationBadge,
  educationDate,
  educationIcon,
  formatLicenceExpiry,
  isAccredited,
  licenceExpiryStyle,
} from './education';

const tz = 'America/Los_Angeles';
const now = new Date('2025-05-01T19:00:00Z');

describe('education badge and date (members-area.md §4)', () => {
  it('dates a record by completion, else start', () => {
    expect(educationDate({ startDate: 20250101, completionDate: 20250105 })).toEqual({
      year: 2025,
      month: 1,
      day: 5,
    });
    expect(educationDate({ startDate: 20250101 })).toEqual({ year: 2025, month: 1, day: 1 });
  });

  it('is Scheduled in the future, Passed on grade P, else none', () => {
    expect(educationBadge({ startDate: 20250502, grade: 'P' }, now, tz)).toBe('Scheduled');
    expect(educationBadge({ completionDate: 20250401, grade: 'P' }, now, tz)).toBe('Passed');
    expect(educationBadge({ completionDate: 20250401, grade: 'F' }, now, tz)).toBeNull();
    expect(isAccredited({ category: 'ACC' })).toBe(true);
  });
});

describe('credits needed (members-area.md §5)', () => {
  it('starts at 22.5', () => {
    expect(CREDITS_REQUIRED).toBe(22.5);
    expect(creditsNeeded([], '2026-06-30')).toBe(22.5);
  });

  it('subtracts attended courses completed within the two years before licence expiry', () => {
    const records = [
      { attended: 'Y', completionDate: 20240630, credits: '3' },
      { attended: 'Y', completionDate: 20260630, credits: 4.5 },
      { attended: 'N', completionDate: 20250101, credits: 6 },
      { attended: 'Y', completionDate: 20240629, credits: 3 },
      { attended: 'Y', completionDate: 20260701, credits: 3 },
    ];
    expect(creditsNeeded(records, '2026-06-30')).toBe(15);
  });

  it('counts a course only when attended is Y: blank, missing or N count for nothing', () => {
    const course = { completionDate: 20250101, credits: 3 };
    const needed = (attended?: string | null) =>
      creditsNeeded([attended === undefined ? course : { ...course, attended }], '2026-06-30');
    expect(needed('Y')).toBe(19.5);
    expect(needed(' y ')).toBe(19.5);
    for (const other of [undefined, null, '', '  ', 'N', 'n']) expect(needed(other)).toBe(22.5);
  });

  it('never goes below 0', () => {
    expect(
      creditsNeeded([{ attended: 'Y', completionDate: 20260101, credits: 30 }], '2026-06-30'),
    ).toBe(0);
  });
});

describe('licence warnings at 7, 30 and 90 days (members-area.md §5)', () => {
  it('counts days to expiry in the site time zone', () => {
    expect(daysUntilExpiry('2025-05-08', now, tz)).toBe(7);
    expect(daysUntilExpiry(null, now, tz)).toBeNull();
  });

  it('is danger style under 7 days away', () => {
    expect(licenceExpiryStyle(6)).toBe('danger');
    expect(licenceExpiryStyle(7)).toBe('normal');
  });

  it('is a red warning under 30 days, or under 90 with credits needed; a green check with none needed', () => {
    expect(educationIcon(29, 0)).toBe('red-warning');
    expect(educationIcon(89, 1.5)).toBe('red-warning');
    expect(educationIcon(89, 0)).toBe('green-check');
    expect(educationIcon(90, 1.5)).toBeNull();
    expect(educationIcon(null, 0)).toBe('green-check');
  });

  it('shows the expiry as MM/DD/YY', () => {
    expect(formatLicenceExpiry('2026-06-30')).toBe('06/30/26');
  });
});
