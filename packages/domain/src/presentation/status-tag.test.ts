import { describe, expect, it } from 'vitest';
import { statusColour, statusTag } from './status-tag';

const context = { now: new Date('2025-05-01T19:00:00Z'), timeZone: 'America/Los_Angeles' };
const active = { StandardStatus: 'Active', DaysOnMarket: 30 };

describe('status tag of an Active listing (public-site.md §2)', () => {
  it('is Coming Soon when days on market is negative', () => {
    expect(
      statusTag(
        {
          ...active,
          DaysOnMarket: -2,
          OpenHouse: [{ OpenHouseDate: '2025-05-03', OpenHouseStartTime: '100' }],
        },
        context,
      ),
    ).toEqual({
      label: 'Coming Soon',
      colour: 'green',
    });
  });

  it('is then Open House with the next start time', () => {
    const tag = statusTag(
      {
        ...active,
        DaysOnMarket: 2,
        OpenHouse: [{ OpenHouseDate: '2025-05-03', OpenHouseStartTime: '100' }],
      },
      context,
    );
    expect(tag?.label).toBe('Open House');
    expect(tag?.detail?.replace(/\s/g, ' ')).toBe('Sat, May 3, 1:00 PM');
  });

  it('is then Listed with a relative time under 7 days on market', () => {
    expect(statusTag({ ...active, DaysOnMarket: 3 }, context)).toEqual({
      label: 'Listed',
      detail: '3 days ago',
      colour: 'green',
    });
    expect(statusTag({ ...active, DaysOnMarket: 0 }, context)?.detail).toBe('today');
    expect(statusTag({ ...active, DaysOnMarket: 7 }, context)).toBeNull();
  });

  it('is then Updated when modified under 1 day ago', () => {
    expect(
      statusTag({ ...active, ModificationTimestamp: '2025-05-01T14:00:00Z' }, context),
    ).toEqual({
      label: 'Updated',
      detail: '5 hours ago',
      colour: 'green',
    });
    expect(
      statusTag({ ...active, ModificationTimestamp: '2025-04-30T18:59:00Z' }, context),
    ).toBeNull();
  });

  it('speaks the given locale', () => {
    expect(statusTag({ ...active, DaysOnMarket: 3 }, { ...context, locale: 'es' })?.detail).toBe(
      'hace 3 días',
    );
  });
});

describe('other statuses (members-area.md §4)', () => {
  it('show their own label and colour: Active green, Pending orange, other red', () => {
    expect(statusTag({ StandardStatus: 'Pending' }, context)).toEqual({
      label: 'Pending',
      colour: 'orange',
    });
    expect(statusTag({ StandardStatus: 'Closed' }, context)).toEqual({
      label: 'Closed',
      colour: 'red',
    });
    expect(statusColour('Active')).toBe('green');
    expect(statusColour('Coming Soon')).toBe('red');
  });
});
