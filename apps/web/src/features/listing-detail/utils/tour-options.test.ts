import { describe, expect, it } from 'vitest';
import { tourDateOptions, tourTimeOptions } from './tour-options';

describe('tour options', () => {
  it('offers 14 days from today in the site time zone', () => {
    const days = tourDateOptions(new Date('2025-06-02T05:00:00Z'), 'America/Los_Angeles', 'en-US');
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ value: '2025-06-01', label: 'Sun, Jun 1' });
    expect(days[13]?.value).toBe('2025-06-14');
  });
  it('offers half hours from 9 am to 6 pm', () => {
    const times = tourTimeOptions('en-US');
    expect(times[0]).toEqual({ value: '09:00', label: '9:00 AM' });
    expect(times.at(-1)).toEqual({ value: '18:00', label: '6:00 PM' });
  });
});
