import { describe, expect, it } from 'vitest';
import { STACK_TOLERANCE, groupStackedListings, hasMapMarker, isStacked } from './markers';

const service = { north: 39.32, south: 38.1, east: -120.0, west: -122.1 };

describe('marker eligibility (public-site.md §5)', () => {
  it('needs valid non-zero coordinates inside the service bounds', () => {
    expect(hasMapMarker({ Latitude: 38.58, Longitude: -121.49 }, service)).toBe(true);
    expect(hasMapMarker({ Latitude: '38.58', Longitude: '-121.49' }, service)).toBe(true);
    expect(hasMapMarker({ Latitude: 0, Longitude: -121.49 }, service)).toBe(false);
    expect(hasMapMarker({ Latitude: null, Longitude: -121.49 }, service)).toBe(false);
    expect(hasMapMarker({ Latitude: 'x', Longitude: -121.49 }, service)).toBe(false);
    expect(hasMapMarker({ Latitude: 34.05, Longitude: -118.24 }, service)).toBe(false);
  });

  it('needs InternetAddressDisplayYN not false', () => {
    expect(
      hasMapMarker(
        { Latitude: 38.58, Longitude: -121.49, InternetAddressDisplayYN: false },
        service,
      ),
    ).toBe(false);
    expect(
      hasMapMarker(
        { Latitude: 38.58, Longitude: -121.49, InternetAddressDisplayYN: null },
        service,
      ),
    ).toBe(true);
  });
});

describe('stacking (public-site.md §9)', () => {
  it('stacks when both coordinate differences are under 0.00001', () => {
    expect(STACK_TOLERANCE).toBe(0.00001);
    expect(isStacked([-121.49, 38.58], [-121.490009, 38.580009])).toBe(true);
    expect(isStacked([-121.49, 38.58], [-121.49002, 38.58])).toBe(false);
    expect(isStacked([-121.49, 38.58], [-121.49, 38.58002])).toBe(false);
  });

  it('groups stacked listings with their bounds', () => {
    const a = { Latitude: 38.58, Longitude: -121.49 };
    const b = { Latitude: 38.580005, Longitude: -121.490005 };
    const c = { Latitude: 38.6, Longitude: -121.4 };
    const groups = groupStackedListings([a, b, c, { Latitude: 0, Longitude: 0 }]);
    expect(groups.map((g) => g.models)).toEqual([[a, b], [c]]);
    expect(groups[0]?.bounds).toMatchObject({
      north: 38.580005,
      south: 38.58,
      lat: 38.58,
      lon: -121.49,
    });
  });
});
