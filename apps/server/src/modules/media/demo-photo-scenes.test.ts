import Fastify from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { listingMedia, type MediaKind } from '../../seed/listing-media';
import { Random } from '../../seed/random';
import { demoMediaSvg } from './media-art';
import { parseDemoMediaName } from './media-name';
import mediaRoutes from './media.routes';

/** What a person expects a photo with this caption to show: a room of that kind, or the outside. */
const EXPECTED: Record<string, string> = {
  'Living room': 'living',
  'Family room': 'living',
  Kitchen: 'kitchen',
  'Dining area': 'dining',
  'Primary bedroom': 'bedroom',
  Bedroom: 'bedroom',
  'Primary bathroom': 'bathroom',
  Bathroom: 'bathroom',
  Laundry: 'laundry',
  Interior: 'office',
  Office: 'office',
  'Front exterior': 'exterior',
  'Back yard': 'exterior',
  'Street view': 'exterior',
  'Lot view': 'exterior',
  'Aerial view': 'exterior',
  'Road frontage': 'exterior',
  'Looking north': 'exterior',
};
const KINDS: readonly MediaKind[] = ['house', 'condo', 'multi', 'commercial', 'farm', 'land'];

/** The scene the picture behind a seeded photo's address draws. */
function drawnScene(mediaUrl: string): string {
  const name = parseDemoMediaName(mediaUrl.split('/').pop() ?? '');
  if (!name) throw new Error(`not a demo photo: ${mediaUrl}`);
  return /data-scene="([a-z]+)"/.exec(demoMediaSvg(name, 419, 235))?.[1] ?? 'none';
}

describe('demo listing photos', () => {
  it.each(KINDS)('a %s listing photo draws what its caption names', (kind) => {
    const photos = listingMedia(new Random(44), { media: 1 }, 7, kind, 14);
    const captioned = photos.filter((photo) => photo.caption !== null);
    expect(captioned.length).toBeGreaterThan(3);
    for (const photo of captioned) {
      const caption = photo.caption ?? '';
      expect(Object.keys(EXPECTED), `a caption the test knows: ${caption}`).toContain(caption);
      expect([caption, drawnScene(photo.media_url)]).toEqual([caption, EXPECTED[caption]]);
    }
  });

  it('serves a room as a JPEG with no sky in its top band', async () => {
    const app = Fastify();
    await app.register(mediaRoutes);
    const band = async (name: string) => {
      const response = await app.inject({ method: 'GET', url: `/media/demo/${name}?w=419` });
      expect(response.statusCode).toBe(200);
      // The top tenth of the picture, averaged: an outside view's is sky (blue over red, or a
      // sunset's orange); a room's is its wall, near grey.
      const { data } = await sharp(response.rawPayload)
        .extract({ left: 0, top: 0, width: 419, height: 24 })
        .resize(1, 1)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const [red = 0, green = 0, blue = 0] = data;
      return Math.max(red, green, blue) - Math.min(red, green, blue);
    };
    try {
      // A house's first photo (outside), then its second (living room) and sixth (bathroom).
      expect(await band('house-31-1.jpg')).toBeGreaterThan(40);
      expect(await band('house-31-2.jpg')).toBeLessThan(40);
      expect(await band('house-31-6.jpg')).toBeLessThan(40);
    } finally {
      await app.close();
    }
  });
});
