import { describe, expect, it } from 'vitest';
import { defaultPropertyType, searchTypeOfPath } from './search-title';

describe('searchTypeOfPath', () => {
  it('reads the search type from the first segment', () => {
    expect(searchTypeOfPath('/for-rent')).toBe('for-rent');
    expect(searchTypeOfPath('/commercial-lease/')).toBe('commercial-lease');
  });

  it('treats the place search as a search for sale', () => {
    expect(searchTypeOfPath('/homes/El-Dorado-Hills')).toBe('for-sale');
  });

  it('starts each commercial search from its own property type', () => {
    expect(defaultPropertyType['commercial-sale']).toBe('COMS');
    expect(defaultPropertyType['commercial-lease']).toBe('COML');
  });
});
