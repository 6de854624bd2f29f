import { describe, expect, it } from 'vitest';
import { formatOpenHouseStart, parseOpenHouseTime, upcomingOpenHouses } from './open-house';

const tz = 'America/Los_Angeles';
const now = new Date('2025-05-01T19:00:00Z'); // noon in Sacramento

describe('open-house times (public-site.md §5)', () => {
  it('reads times without a colon as military-style numbers', () => {
    expect(parseOpenHouseTime('1330')).toEqual({ hours: 13, minutes: 30 });
    expect(parseOpenHouseTime('900')).toEqual({ hours: 9, minutes: 0 });
  });

  it('adds 12 hours to values under 800', () => {
    expect(parseOpenHouseTime('100')).toEqual({ hours: 13, minutes: 0 });
    expect(parseOpenHouseTime('759')).toEqual({ hours: 19, minutes: 59 });
    expect(parseOpenHouseTime('800')).toEqual({ hours: 8, minutes: 0 });
  });

  it('reads times with a colon as they are', () => {
    expect(parseOpenHouseTime('1:00')).toEqual({ hours: 1, minutes: 0 });
    expect(parseOpenHouseTime('13:00:00')).toEqual({ hours: 13, minutes: 0 });
    expect(parseOpenHouseTime('1:30 PM')).toEqual({ hours: 13, minutes: 30 });
    expect(parseOpenHouseTime('soon')).toBeNull();
    expect(parseOpenHouseTime('2575')).toBeNull();
  });
});

describe('upcoming open houses (public-site.md §5)', () => {
  it('excludes broker open houses and drops past ones, soonest first', () => {
    const houses = upcomingOpenHouses(
      [
        {
          OpenHouseDate: '2025-05-04',
          OpenHouseStartTime: '100',
          OpenHouseEndTime: '400',
          OpenHouseType: 'Public',
        },
        {
          OpenHouseDate: '2025-05-02',
          OpenHouseStartTime: '1000',
          OpenHouseEndTime: '1200',
          OpenHouseType: 'Broker',
        },
        { OpenHouseDate: '2025-04-30', OpenHouseStartTime: '100', OpenHouseEndTime: '400' },
        { OpenHouseDate: '2025-05-03', OpenHouseStartTime: '11:00', OpenHouseEndTime: '14:00' },
      ],
      now,
      tz,
    );
    expect(houses.map((h) => h.start.toISOString())).toEqual([
      '2025-05-03T18:00:00.000Z',
      '2025-05-04T20:00:00.000Z',
    ]);
  });

  it('keeps one that is under way', () => {
    const houses = upcomingOpenHouses(
      [{ OpenHouseDate: '2025-05-01', OpenHouseStartTime: '1100', OpenHouseEndTime: '100' }],
      now,
      tz,
    );
    expect(houses).toHaveLength(1);
  });

  it('formats the start in the site time zone', () => {
    expect(formatOpenHouseStart(new Date('2025-05-03T18:00:00Z'), tz).replace(/\s/g, ' ')).toBe(
      'Sat, May 3, 11:00 AM',
    );
  });
});
