import { describe, expect, it } from 'vitest';
import { cityFromSegment, cityToSegment, paths, slugify } from './paths';

describe('place search paths', () => {
  it('turns spaces into dashes and back', () => {
    expect(paths.placeSearch('El Dorado Hills')).toBe('/homes/El-Dorado-Hills');
    expect(cityFromSegment('El-Dorado-Hills')).toBe('El Dorado Hills');
  });

  it('round-trips a city with accents', () => {
    expect(cityFromSegment(cityToSegment('San José'))).toBe('San José');
  });

  it('keeps a malformed escape as typed', () => {
    expect(cityFromSegment('Bad%E0-City')).toBe('Bad%E0 City');
  });
});

describe('filters', () => {
  it('travel as one JSON query parameter', () => {
    const path = paths.search('for-rent', { PropertyType: 'RLSE', BedroomsTotal: 2 });
    const filters = new URL(path, 'http://localhost').searchParams.get('filters');
    expect(JSON.parse(filters ?? '')).toEqual({ PropertyType: 'RLSE', BedroomsTotal: 2 });
  });

  it('are left out when there are none', () => {
    expect(paths.search('for-sale', {})).toBe('/for-sale');
  });
});

describe('detail paths', () => {
  it('name agents, offices and listings readably', () => {
    expect(paths.agent("Jane O'Neil", 'A100')).toBe('/agent/jane-o-neil/A100');
    expect(paths.office('Capitol Realty, Inc.', 'O 7')).toBe('/office/capitol-realty-inc/O%207');
    expect(paths.listing('ML81234', '123 Main St, Sacramento')).toBe(
      '/listing/123-main-st-sacramento/ML81234',
    );
    expect(paths.listing('ML81234')).toBe('/listing/ML81234');
  });

  it('slugify drops accents and punctuation', () => {
    expect(slugify('  Ñandú Café & Co. ')).toBe('nandu-cafe-co');
  });
});
