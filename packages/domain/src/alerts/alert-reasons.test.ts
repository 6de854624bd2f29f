import { describe, expect, it } from 'vitest';
import { groupReasons, searchReasons, type AlertFacts } from './alert-reasons';
import { moreListingsText, openHouseHours, reasonText } from './alert-words';

const listing: AlertFacts = {
  price: 525_000,
  status: 'Active',
  openHouse: null,
  virtualTour: false,
};
const subscribed = { openHouses: true, virtualTour: true };
const none = { openHouses: false, virtualTour: false };
const day = '2026-11-24';

describe('what a saved search is told', () => {
  it('a listing new to the data is a new listing', () => {
    expect(searchReasons(null, listing, false, none, day)).toEqual([
      { key: 'listed', reason: { kind: 'new' } },
    ]);
  });

  it('a price drop of a listing that matched is a new reason, each new price once', () => {
    const cut = { ...listing, price: 499_000 };
    expect(searchReasons(listing, cut, true, none, day)).toEqual([
      { key: 'price:499000', reason: { kind: 'priceReduced', from: 525_000, to: 499_000 } },
    ]);
    expect(searchReasons(cut, { ...cut, price: 510_000 }, true, none, day)).toEqual([]);
  });

  it('a listing that comes back to Active or Coming Soon is back on the market', () => {
    const pending = { ...listing, status: 'Pending' };
    expect(searchReasons(pending, listing, false, none, day)).toEqual([
      { key: `back:${day}`, reason: { kind: 'back' } },
    ]);
  });

  it('a listing that matched already and changed otherwise is no news', () => {
    expect(searchReasons(listing, { ...listing }, true, none, day)).toEqual([]);
  });

  it('open houses and virtual tours are news only when subscribed to', () => {
    const next = {
      ...listing,
      openHouse: { start: '2026-11-28T21:00:00Z', end: '2026-11-28T23:00:00Z' },
      virtualTour: true,
    };
    expect(searchReasons(listing, next, true, none, day)).toEqual([]);
    expect(searchReasons(listing, next, true, subscribed, day).map((r) => r.key)).toEqual([
      'open:2026-11-28T21:00:00Z',
      'tour',
    ]);
  });
});

describe('what a listing group is told', () => {
  it('price changes, status changes and new open houses of its listings', () => {
    const pending = { ...listing, status: 'Pending', price: 530_000 };
    expect(groupReasons(listing, pending, day)).toEqual([
      { key: 'price:530000', reason: { kind: 'priceChanged', from: 525_000, to: 530_000 } },
      { key: `status:Pending:${day}`, reason: { kind: 'status', status: 'Pending' } },
    ]);
  });
});

describe('the words', () => {
  it('names the reasons in English and Spanish', () => {
    const cut = { kind: 'priceReduced', from: 525_000, to: 499_000 } as const;
    expect(reasonText(cut, 'en', 'America/Los_Angeles')).toBe(
      'Price reduced from $525,000 to $499,000',
    );
    expect(reasonText(cut, 'es', 'America/Los_Angeles')).toMatch(/^Precio reducido de/);
    expect(reasonText({ kind: 'status', status: 'Pending' }, 'es', 'UTC')).toBe('Pendiente');
    expect(moreListingsText(12, 'en')).toBe('and 12 more');
  });

  it('writes an open house as its day and hours in the site time zone', () => {
    // 1–3 pm on Saturday 28 November 2026 in Los Angeles (UTC-8).
    const start = new Date('2026-11-28T21:00:00Z');
    const end = new Date('2026-11-28T23:00:00Z');
    expect(openHouseHours(start, end, 'America/Los_Angeles', 'en')).toBe('Sat 1–3 pm');
    expect(
      reasonText(
        { kind: 'openHouse', start: start.toISOString(), end: end.toISOString() },
        'en',
        'America/Los_Angeles',
      ),
    ).toBe('Open house Sat 1–3 pm');
    expect(openHouseHours(new Date('2026-11-28T19:30:00Z'), end, 'America/Los_Angeles', 'en')).toBe(
      'Sat 11:30 am–3 pm',
    );
  });
});
