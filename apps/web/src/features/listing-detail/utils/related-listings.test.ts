import { describe, expect, it } from 'vitest';
import { relatedListingsQuery } from './related-listings';

const now = new Date('2025-06-02T05:00:00Z'); // June 1st, 10 pm in Los Angeles

describe('related listings widget request (public-site.md §7)', () => {
  it('caps the price at 1.1 times, excludes the listing, 4 newest Active by default', () => {
    const q = relatedListingsQuery(
      { listingId: '224000001', city: 'Davis', propertyType: 'RESI', listPrice: '500000' },
      now,
      'America/Los_Angeles',
    );
    expect(Object.fromEntries(q)).toEqual({
      City: 'Davis',
      PropertyType: 'RESI',
      'ListPrice[lte]': '550000',
      'ListingId[ne]': '224000001',
      StandardStatus: 'Active',
      limit: '4',
      sortBy: 'OnMarketDate',
      order: 'desc',
    });
  });

  it('turns commas into the [in] form and uses the close price when there is no list price', () => {
    const q = relatedListingsQuery(
      { propertySubType: 'Condominium,Townhouse', closePrice: '1000', limit: '6' },
      now,
      'UTC',
    );
    expect(q.get('PropertySubType[in]')).toBe('Condominium,Townhouse');
    expect(q.get('ListPrice[lte]')).toBe('1100');
    expect(q.get('limit')).toBe('6');
  });

  it('reads recent listings in the site time zone', () => {
    const recent = relatedListingsQuery({ recent: 'recent' }, now, 'America/Los_Angeles');
    expect(recent.get('OnMarketDate[lte]')).toBe('2025-06-01');
    const soon = relatedListingsQuery({ recent: 'coming-soon' }, now, 'UTC');
    expect(soon.get('OnMarketDate[gt]')).toBe('2025-06-02');
  });
});
