import { describe, expect, it } from 'vitest';
import { tourDateOptions, tourTimeOptions } from './tour-options';

describe('tour options', () => {
  it('offers 14 days from today in the site time zone', () => {
    // 8 AM on 1 June in Los Angeles, already 1 June 15:00 UTC.
    const days = tourDateOptions(new Date('2025-06-01T15:00:00Z'), 'America/Los_Angeles', 'en-US');
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ value: '2025-06-01', label: 'Sun, Jun 1' });
    expect(days[13]?.value).toBe('2025-06-14');
  });
  it('offers half hours from 9 am to 6 pm', () => {
    const times = tourTimeOptions('en-US');
    expect(times[0]).toEqual({ value: '09:00', label: '9:00 AM' });
    expect(times.at(-1)).toEqual({ value: '18:00', label: '6:00 PM' });
  });
  it('offers only times still ahead today: at 2:18 PM the first is 2:30 PM', () => {
    const now = new Date('2025-06-01T21:18:00Z'); // 2:18 PM in Los Angeles
    const timeZone = 'America/Los_Angeles';
    const today = tourTimeOptions('en-US', { date: '2025-06-01', now, timeZone });
    expect(today[0]).toEqual({ value: '14:30', label: '2:30 PM' });
    const tomorrow = tourTimeOptions('en-US', { date: '2025-06-02', now, timeZone });
    expect(tomorrow[0]?.value).toBe('09:00');
  });
  it('leaves today out at 7:18 PM, when no time is left', () => {
    const days = tourDateOptions(new Date('2025-06-02T02:18:00Z'), 'America/Los_Angeles', 'en-US');
    expect(days[0]?.value).toBe('2025-06-02');
    expect(days).toHaveLength(14);
  });
});
