import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEAD_RESPONSE_WINDOW_DAYS,
  durationParts,
  leadWaitMs,
  median,
  responseSummary,
} from './lead-response';

const now = new Date('2026-05-31T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('lead wait and office response time', () => {
  it('measures a wait up to the first opening, or up to now while waiting', () => {
    expect(leadWaitMs({ createdAt: hoursAgo(5), firstOpenedAt: hoursAgo(3) }, now)).toBe(
      2 * 3_600_000,
    );
    expect(leadWaitMs({ createdAt: hoursAgo(5), firstOpenedAt: null }, now)).toBe(5 * 3_600_000);
    // An opening stamped before creation (clock skew) is no wait, never a negative one.
    expect(leadWaitMs({ createdAt: hoursAgo(1), firstOpenedAt: hoursAgo(2) }, now)).toBe(0);
  });

  it('takes the median of the opened leads of the last 30 days and counts the waiting apart', () => {
    const leads = [
      { createdAt: hoursAgo(10), firstOpenedAt: hoursAgo(9) }, // 1 h
      { createdAt: hoursAgo(50), firstOpenedAt: hoursAgo(47) }, // 3 h
      { createdAt: hoursAgo(100), firstOpenedAt: hoursAgo(90) }, // 10 h
      { createdAt: hoursAgo(2), firstOpenedAt: null }, // still waiting
      // Older than 30 days: outside the window.
      { createdAt: hoursAgo(LEAD_RESPONSE_WINDOW_DAYS * 24 + 1), firstOpenedAt: hoursAgo(1) },
    ];
    expect(responseSummary(leads, now)).toEqual({ medianMs: 3 * 3_600_000, opened: 3, waiting: 1 });
    expect(responseSummary([], now)).toEqual({ medianMs: null, opened: 0, waiting: 0 });
  });

  it('takes the mean of the two middle values for an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });

  it('lies between the smallest and largest value, whatever the values', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1 }), (values) => {
        const m = median(values) as number;
        return m >= Math.min(...values) && m <= Math.max(...values);
      }),
    );
  });

  it('reads a duration as its two largest units', () => {
    expect(durationParts(12 * 60_000)).toEqual({ days: 0, hours: 0, minutes: 12 });
    expect(durationParts(190 * 60_000)).toEqual({ days: 0, hours: 3, minutes: 10 });
    expect(durationParts((2 * 1440 + 4 * 60 + 30) * 60_000)).toEqual({
      days: 2,
      hours: 4,
      minutes: 0,
    });
    expect(durationParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
