import { listingSearchResponseSchema } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { isListingSearchResponse } from './listing-search-shape';

const page = {
  success: true,
  status: 200,
  total: 1,
  bounds: { north: 38.7, south: 38.5, east: -121.3, west: -121.5 },
  bundle: [
    {
      id: 'a1',
      ListPrice: 450000,
      ClosePrice: null,
      DaysOnMarket: 3,
      City: 'Davis',
      InternetAddressDisplayYN: true,
      Media: [{ MediaURL: '/media/1.jpg', Order: 0, ShortDescription: null }],
      OpenHouse: [
        {
          OpenHouseKey: 'o1',
          OpenHouseType: 'Public',
          OpenHouseStartTime: '2026-01-01T10:00:00Z',
          OpenHouseEndTime: '2026-01-01T12:00:00Z',
        },
      ],
      PoolPrivateYN: true,
    },
  ],
};

const broken: [string, unknown][] = [
  ['not an object', 'oops'],
  ['a failure', { ...page, success: false }],
  ['a fractional total', { ...page, total: 1.5 }],
  ['missing bounds', { ...page, bounds: undefined }],
  ['a record without id', { ...page, bundle: [{ ListPrice: 1 }] }],
  ['a price as text', { ...page, bundle: [{ id: 'a', ListPrice: '1' }] }],
  ['a null ListPrice', { ...page, bundle: [{ id: 'a', ListPrice: null }] }],
  ['a fractional DaysOnMarket', { ...page, bundle: [{ id: 'a', DaysOnMarket: 2.5 }] }],
  ['media without an address', { ...page, bundle: [{ id: 'a', Media: [{ Order: 0 }] }] }],
  [
    'an unknown open house type',
    {
      ...page,
      bundle: [
        {
          id: 'a',
          OpenHouse: [
            {
              OpenHouseKey: 'o',
              OpenHouseType: 'Private',
              OpenHouseStartTime: 'x',
              OpenHouseEndTime: 'y',
            },
          ],
        },
      ],
    },
  ],
];

describe('the listing search answer check', () => {
  it('accepts a page the schema accepts, extra RESO fields included', () => {
    expect(listingSearchResponseSchema.safeParse(page).success).toBe(true);
    expect(isListingSearchResponse(page)).toBe(true);
    expect(isListingSearchResponse({ ...page, bounds: null, bundle: [] })).toBe(true);
  });

  it.each(broken)('refuses %s, as the schema does', (_name, body) => {
    expect(listingSearchResponseSchema.safeParse(body).success).toBe(false);
    expect(isListingSearchResponse(body)).toBe(false);
  });
});
