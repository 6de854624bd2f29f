import { describe, expect, it } from 'vitest';
import { mediaUrlHash, servedPhotoUrl } from '../media/feed-photo-url';
import { mapProperty, photosOf } from './property-mapping';

const photo = (key: string, order?: number, extra: Record<string, unknown> = {}) => ({
  MediaKey: key,
  MediaURL: `https://photos.feed.example/${key}.jpg`,
  MediaCategory: 'Photo',
  ...(order === undefined ? {} : { Order: order }),
  ...extra,
});

describe('photos of a record', () => {
  it('keeps the feed order when it is in order, and sorts by Order (then place) when not', () => {
    expect(photosOf([photo('a', 1), photo('b', 2), photo('c', 2)]).map((p) => p.media_key)).toEqual(
      ['a', 'b', 'c'],
    );
    expect(
      photosOf([photo('a', 3), photo('b', 1), photo('c', 3), photo('d', 2)]).map(
        (p) => p.media_key,
      ),
    ).toEqual(['b', 'd', 'a', 'c']);
    // Without Order, the place in the list is the order; a video and a bad URL are left out.
    expect(
      photosOf([
        photo('a'),
        photo('v', 0, { MediaCategory: 'Video', MediaType: 'video/mp4' }),
        { MediaKey: 'x', MediaURL: 'ftp://nowhere' },
        photo('b'),
        photo('c', 1),
      ]).map((p) => p.media_key),
    ).toEqual(['a', 'c', 'b']);
  });

  it('serves the first photo through the media route by the hash of its address', () => {
    const mapped = mapProperty({
      ListingKey: 'K1',
      ModificationTimestamp: '2026-01-02T03:04:05.000Z',
      StandardStatus: 'Active',
      PropertyType: 'Residential',
      ListPrice: 500000,
      Media: [photo('b', 2), photo('a', 1)],
    });
    if (mapped.kind !== 'upsert') throw new Error(mapped.kind);
    const first = 'https://photos.feed.example/a.jpg';
    expect(mapped.photos?.[0]?.url_hash).toBe(mediaUrlHash(first));
    expect(mapped.columns.primary_photo_url).toBe(servedPhotoUrl(first));
    expect(mapped.columns.primary_photo_url).toBe(`/media/feed/${mediaUrlHash(first)}.jpg`);
    expect(mapped.record.Media).toBeUndefined();
    expect(mapped.columns.photos_count).toBe(2);
  });
});

describe('values read by their Data Dictionary type', () => {
  const record = (extra: Record<string, unknown>) => ({
    ListingKey: 'K1',
    ModificationTimestamp: '2026-01-02T03:04:05.000Z',
    StandardStatus: 'Active',
    PropertyType: 'Residential',
    ListPrice: 500000,
    ...extra,
  });

  it('keeps decimals (2.5 garage spaces stay 2.5) and refuses values out of range', () => {
    const mapped = mapProperty(
      record({
        GarageSpaces: '2.5',
        LivingArea: 1234.756,
        BuildingAreaTotal: -3,
        YearBuilt: 1999.4,
      }),
    );
    if (mapped.kind !== 'upsert') throw new Error(mapped.kind);
    expect(mapped.columns.garage_spaces).toBe(2.5);
    expect(mapped.columns.living_area).toBe(1234.76);
    expect(mapped.columns.building_area_total).toBeNull();
    expect(mapped.columns.year_built).toBe(1999);
  });

  it('reads Data Dictionary 1.7 spellings as the standard values', () => {
    const mapped = mapProperty(
      record({
        StandardStatus: 'ComingSoon',
        PropertyType: 'CommercialLease',
        Levels: 'ThreeOrMore',
      }),
    );
    if (mapped.kind !== 'upsert') throw new Error(mapped.kind);
    expect(mapped.columns).toMatchObject({
      standard_status: 'Coming Soon',
      property_type: 'COML',
      levels: ['Three Or More'],
    });
    expect(mapProperty(record({ StandardStatus: 'Withdrawn' })).kind).toBe('delete');
  });
});
