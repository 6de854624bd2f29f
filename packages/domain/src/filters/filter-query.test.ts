import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASE_LISTING_DEFAULTS, type ListingFilters } from './filter-model';
import {
  activeFilters,
  convertLegacyParams,
  filtersHref,
  legacyParamsRedirect,
  parseFiltersParam,
  searchQueryString,
  serializeFiltersParam,
} from './filter-query';

describe('the filters query parameter (public-site.md §2, §5)', () => {
  it('holds the active, non-default filters as JSON', () => {
    const json = serializeFiltersParam(
      {
        ...BASE_LISTING_DEFAULTS,
        'ListPrice[gte]': 300000,
        'StandardStatus[in]': ['Active', 'Pending'],
      },
      BASE_LISTING_DEFAULTS,
    );
    expect(JSON.parse(json)).toEqual({
      'ListPrice[gte]': 300000,
      'StandardStatus[in]': 'Active,Pending',
    });
  });

  it('leaves out filters equal to defaults, empty, null or the text null', () => {
    const loose = {
      City: '',
      PostalCode: 'null',
      offset: 0,
      limit: 100,
    } as unknown as ListingFilters;
    expect(activeFilters(loose, BASE_LISTING_DEFAULTS)).toEqual({});
  });

  it('parses the parameter back', () => {
    expect(
      parseFiltersParam('{"BedroomsTotal[gte]":"3","PoolPrivateYN":true,"City[in]":"Davis"}'),
    ).toEqual({
      filters: { 'BedroomsTotal[gte]': 3, PoolPrivateYN: 1, 'City[in]': ['Davis'] },
      problems: [],
    });
  });

  it('treats a malformed parameter as empty', () => {
    expect(parseFiltersParam('{not json').filters).toEqual({});
    expect(parseFiltersParam('[1,2]').filters).toEqual({});
    expect(parseFiltersParam('"text"').problems[0]?.field).toBe('filters');
  });

  it('names each bad entry and keeps the good ones', () => {
    const parsed = parseFiltersParam(
      '{"ListPrice[gte]":"lots","Unknown":1,"City":"Davis","PostalCode":null}',
    );
    expect(parsed.filters).toEqual({ City: 'Davis' });
    expect(parsed.problems.map((p) => p.field)).toEqual(['ListPrice[gte]', 'Unknown']);
  });

  it('converts old-style separate query parameters', () => {
    const params = new URLSearchParams('City=Davis&ListPrice%5Bgte%5D=200000&utm_source=mail');
    const converted = convertLegacyParams(params);
    expect(converted.filters).toEqual({ City: 'Davis', 'ListPrice[gte]': 200000 });
    expect(converted.converted).toEqual(['City', 'ListPrice[gte]']);
    const href = legacyParamsRedirect('/for-sale', params);
    expect(href).toBe(
      `/for-sale?utm_source=mail&filters=${encodeURIComponent('{"City":"Davis","ListPrice[gte]":200000}')}`,
    );
    expect(legacyParamsRedirect('/for-sale', new URLSearchParams('utm_source=mail'))).toBeNull();
  });

  it('encodes a pound sign in a place value as %23', () => {
    expect(searchQueryString({ UnparsedAddress: '12 Main St #4' })).toBe(
      'UnparsedAddress=12%20Main%20St%20%234',
    );
    expect(filtersHref('/for-sale', { UnparsedAddress: '#4' })).toContain('%23');
    expect(filtersHref('/for-sale', BASE_LISTING_DEFAULTS, BASE_LISTING_DEFAULTS)).toBe(
      '/for-sale',
    );
  });

  it('never throws on any parameter text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const parsed = parseFiltersParam(text);
        expect(parsed.filters).toBeTypeOf('object');
      }),
    );
  });

  it('round-trips filters through the parameter', () => {
    const text = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((s) => s.trim() === s && s !== 'null' && !s.includes(','));
    const filters = fc.record(
      {
        'ListPrice[gte]': fc.integer({ min: 1, max: 10_000_000 }),
        'LotSizeAcres[gte]': fc.double({ min: 0.001, max: 1000, noNaN: true }),
        PoolPrivateYN: fc.constantFrom(0 as const, 1 as const),
        City: text,
        'PostalCode[in]': fc.uniqueArray(text, { minLength: 1, maxLength: 4 }),
        poly: text,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(filters, (value) => {
        const back = parseFiltersParam(serializeFiltersParam(value, BASE_LISTING_DEFAULTS));
        expect(back.problems).toEqual([]);
        expect(back.filters).toEqual(value);
      }),
    );
  });
});
