import { describe, expect, it } from 'vitest';
import { closeTarget, listingIdFromParams } from './close-target';

describe('closing a listing (public-site.md §2)', () => {
  it('goes back when there is a previous page', () => {
    expect(closeTarget('RESI', 2)).toEqual({ back: true });
  });
  it('else goes to /for-lease for Commercial Lease and Residential Lease, otherwise /for-sale', () => {
    expect(closeTarget('COML', 0)).toEqual({ back: false, path: '/for-lease' });
    expect(closeTarget('RLSE', 0)).toEqual({ back: false, path: '/for-lease' });
    expect(closeTarget('RESI', 0)).toEqual({ back: false, path: '/for-sale' });
    expect(closeTarget(undefined, 0)).toEqual({ back: false, path: '/for-sale' });
  });
});

describe('listing routes', () => {
  it('read the id from listing/{id}, with an address, with a listingId, or from a listing url', () => {
    expect(listingIdFromParams({ id: '224000001' })).toBe('224000001');
    expect(listingIdFromParams({ address: '1-main-st', id: '7' })).toBe('7');
    expect(listingIdFromParams({ '*': 'ca/davis/1-main-st/224000009' })).toBe('224000009');
    expect(listingIdFromParams({ '*': '' })).toBe('');
  });
});
