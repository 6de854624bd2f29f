import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from './listing-photo';

describe('thumbnailUrl', () => {
  it('asks our media routes for the 419-wide thumbnail, and leaves other addresses alone', () => {
    const media = (url: string) => ({ Media: [{ MediaURL: url, Order: 1 }] });
    expect(thumbnailUrl(media('/media/demo/house-1-1.jpg'))).toBe(
      '/media/demo/house-1-1.jpg?w=419',
    );
    const feed = `/media/feed/${'a'.repeat(32)}.jpg`;
    expect(thumbnailUrl(media(feed))).toBe(`${feed}?w=419`);
    expect(thumbnailUrl(media('https://cdn.example/p.jpg'))).toBe('https://cdn.example/p.jpg');
    expect(thumbnailUrl({ Media: [] })).toBeNull();
  });

  it('takes the photo of the lowest Order', () => {
    expect(
      thumbnailUrl({
        Media: [
          { MediaURL: '/media/demo/house-1-2.jpg', Order: 2 },
          { MediaURL: '/media/demo/house-1-1.jpg', Order: 1 },
        ],
      }),
    ).toBe('/media/demo/house-1-1.jpg?w=419');
  });
});
