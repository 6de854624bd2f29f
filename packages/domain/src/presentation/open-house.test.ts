import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDateIn, wallClockOf, zonedIsoString } from '../time/zoned-time';
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

describe('open houses written in the site time zone', () => {
  const zones = [
    'America/Los_Angeles',
    'America/New_York',
    'Asia/Kolkata',
    'UTC',
    'Pacific/Chatham',
  ];
  // Instants from 2000 to 2040, on the minute, DST changes included.
  const instants = fc
    .integer({ min: 946_684_800_000 / 60_000, max: 2_208_988_800_000 / 60_000 })
    .map((minute) => new Date(minute * 60_000));

  it('writes the same instant with its wall clock and offset', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
        const text = zonedIsoString(instant, zone);
        expect(Date.parse(text)).toBe(instant.getTime());
        const wall = wallClockOf(text);
        expect(wall).not.toBeNull();
        expect(calendarDateIn(instant, zone)).toEqual({
          year: wall!.year,
          month: wall!.month,
          day: wall!.day,
        });
      }),
    );
    expect(zonedIsoString(new Date('2026-11-28T21:00:00Z'), 'America/Los_Angeles')).toBe(
      '2026-11-28T13:00:00-08:00',
    );
    expect(zonedIsoString(new Date('2026-07-04T17:30:00.250Z'), 'America/Los_Angeles')).toBe(
      '2026-07-04T10:30:00.250-07:00',
    );
  });

  it('formats the start in English from the timestamp alone, as Intl does in the zone', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
        const [house] = upcomingOpenHouses(
          [{ OpenHouseStartTime: zonedIsoString(instant, zone), OpenHouseType: 'Public' }],
          new Date(instant.getTime() - 1),
          zone,
        );
        expect(house?.startWall).toBeDefined();
        expect(house!.start.getTime()).toBe(instant.getTime());
        const intl = new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        }).format(instant);
        expect(formatOpenHouseStart(house!.start, zone, 'en', house!.startWall)).toBe(intl);
      }),
    );
  });

  it('reads no wall clock from a UTC timestamp or a bare time', () => {
    expect(wallClockOf('2026-11-28T21:00:00Z')).toBeNull();
    expect(wallClockOf('2026-11-28T21:00:00.000Z')).toBeNull();
    expect(wallClockOf('1300')).toBeNull();
    expect(wallClockOf('2026-02-30T10:00:00-08:00')).toBeNull();
    expect(wallClockOf('2026-11-28T13:05:00-0800')).toEqual({
      year: 2026,
      month: 11,
      day: 28,
      hours: 13,
      minutes: 5,
    });
  });
});
