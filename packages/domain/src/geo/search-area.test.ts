import { describe, expect, it } from 'vitest';
import { withDrawnPolygon, withMapAvailability } from './search-area';

const square = '-121.6 38.4,-121.4 38.4,-121.4 38.6,-121.6 38.6,-121.6 38.4';

describe('drawn polygon and map availability (public-site.md §4)', () => {
  it('clears the box when a polygon is drawn', () => {
    const filters = withDrawnPolygon({ geohash: 'abc,def', offset: 100 }, [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ]);
    expect(filters).toEqual({ poly: '0 0,1 0,1 1,0 0', offset: 0 });
  });

  it('drops poly and geohash when maps are disabled or a BuildingName is set', () => {
    const filters = { poly: square, geohash: 'abc,def', City: 'Davis' };
    expect(withMapAvailability(filters, { mapsEnabled: false })).toEqual({ City: 'Davis' });
    expect(withMapAvailability({ ...filters, BuildingName: 'The Towers' })).toEqual({
      City: 'Davis',
      BuildingName: 'The Towers',
    });
    expect(withMapAvailability(filters, { mapsEnabled: true })).toBe(filters);
  });
});
