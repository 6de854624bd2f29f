import { describe, expect, it } from 'vitest';
import { relativeDate, relativeParts } from './relative-date';

describe('relative dates of notifications and leads', () => {
  const now = new Date('2026-05-31T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('uses the largest whole unit', () => {
    expect(relativeParts(ago(30_000), now)).toEqual({ value: 0, unit: 'minute' });
    expect(relativeParts(ago(5 * 60_000), now)).toEqual({ value: -5, unit: 'minute' });
    expect(relativeParts(ago(3 * 3_600_000), now)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeParts(ago(8 * 86_400_000), now)).toEqual({ value: -1, unit: 'week' });
    expect(relativeParts(ago(400 * 86_400_000), now)).toEqual({ value: -1, unit: 'year' });
  });

  it('reads in English and Spanish', () => {
    expect(relativeDate(ago(86_400_000), now, 'en')).toBe('yesterday');
    expect(relativeDate(ago(3 * 3_600_000), now, 'en')).toBe('3 hours ago');
    expect(relativeDate(ago(3 * 3_600_000), now, 'es')).toBe('hace 3 horas');
    expect(relativeDate('not a date', now)).toBe('');
  });
});
