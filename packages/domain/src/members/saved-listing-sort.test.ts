import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SAVED_LISTING_SORT,
  SAVED_LISTING_SORT_OPTIONS,
  sortSavedListings,
} from './saved-listing-sort';

describe('saved-listing sort options (members-area.md §2)', () => {
  it('are ListPriceUp, ListPriceDown (default), rating, onMarketDate and createdAt', () => {
    expect(SAVED_LISTING_SORT_OPTIONS.map((o) => o.value)).toEqual([
      'ListPriceUp',
      'ListPriceDown',
      'rating',
      'onMarketDate',
      'createdAt',
    ]);
    expect(DEFAULT_SAVED_LISTING_SORT).toBe('ListPriceDown');
    expect(SAVED_LISTING_SORT_OPTIONS.find((o) => o.value === 'onMarketDate')?.label).toBe(
      'Days on Market',
    );
    expect(SAVED_LISTING_SORT_OPTIONS.find((o) => o.value === 'createdAt')?.label).toBe('Add Date');
  });

  it('sorts by each option', () => {
    const a = {
      rating: 2,
      createdAt: '2025-01-02',
      listing: { ListPrice: 300, OnMarketDate: '2025-01-01' },
    };
    const b = {
      rating: 5,
      createdAt: '2025-01-01',
      listing: { ListPrice: 100, OnMarketDate: '2025-02-01' },
    };
    expect(sortSavedListings([a, b], 'ListPriceUp')).toEqual([b, a]);
    expect(sortSavedListings([b, a], 'ListPriceDown')).toEqual([a, b]);
    expect(sortSavedListings([a, b], 'rating')).toEqual([b, a]);
    expect(sortSavedListings([a, b], 'onMarketDate')).toEqual([b, a]);
    expect(sortSavedListings([b, a], 'createdAt')).toEqual([a, b]);
  });
});
