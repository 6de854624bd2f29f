import { describe, expect, it } from 'vitest';
import { isTourSlotAhead } from './tour-slot';

describe('tour slots', () => {
  // 7:18 PM on 1 June 2025 in Los Angeles (PDT, UTC-7).
  const evening = new Date('2025-06-02T02:18:00Z');
  const la = 'America/Los_Angeles';

  it('refuses a time already past today in the site time zone (9:00 AM at 7:18 PM)', () => {
    expect(isTourSlotAhead('2025-06-01', '09:00', evening, la)).toBe(false);
    expect(isTourSlotAhead('2025-06-01', '19:00', evening, la)).toBe(false);
  });

  it('accepts a later time today and any time tomorrow', () => {
    expect(isTourSlotAhead('2025-06-01', '19:30', evening, la)).toBe(true);
    expect(isTourSlotAhead('2025-06-02', '09:00', evening, la)).toBe(true);
  });

  it('reads the wall clock of the site, not of the visitor or the server', () => {
    // The same instant is already 2 June in New York; 9:00 AM on 2 June is still ahead.
    expect(isTourSlotAhead('2025-06-02', '09:00', evening, 'America/New_York')).toBe(true);
    expect(isTourSlotAhead('2025-06-01', '21:00', evening, 'America/New_York')).toBe(false);
  });

  it('refuses what is not a date and a time', () => {
    expect(isTourSlotAhead('tomorrow', '09:00', evening, la)).toBe(false);
    expect(isTourSlotAhead('2025-06-02', '9am', evening, la)).toBe(false);
  });
});
