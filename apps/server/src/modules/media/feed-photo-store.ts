/**
 * Our media store for a feed's listing photos: each photo resized (sharp) to the widths the site
 * shows (LISTING_PHOTO_SIZES) and kept on disk under DATA_DIR/media/feed as `{hash}-{width}.jpg`,
 * the hash naming the photo's address (feed-photo-url.ts). The media route serves from here; the
 * replication writes here when the vendor requires its photos downloaded (feed-media.ts).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { LISTING_PHOTO_SIZES } from './media-name';

/** The store's folder in a data directory. */
export function feedPhotoDir(dataDir: string): string {
  return join(dataDir, 'media', 'feed');
}

function fileOf(dir: string, hash: string, width: number): string {
  return join(dir, `${hash}-${width}.jpg`);
}

/** A stored photo at one width, or null. */
export async function readFeedPhoto(
  dir: string,
  hash: string,
  width: number,
): Promise<Buffer | null> {
  return readFile(fileOf(dir, hash, width)).catch(() => null);
}

/** The photo at `width` (never enlarged), as the site serves it; throws when it is no image. */
export async function renderFeedPhoto(source: Buffer, width: number): Promise<Buffer> {
  return sharp(source, { failOn: 'error', limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .jpeg({ quality: 80, progressive: true })
    .toBuffer();
}

/** Keeps a rendered photo: written aside, then moved, so another process never reads half a file. */
export async function writeFeedPhoto(
  dir: string,
  hash: string,
  width: number,
  image: Buffer,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = fileOf(dir, hash, width);
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, image);
  await rename(temporary, file);
}

/** Resizes a downloaded photo to every width the site shows and keeps each; throws when it is no image. */
export async function storeFeedPhoto(dir: string, hash: string, source: Buffer): Promise<void> {
  for (const { width } of Object.values(LISTING_PHOTO_SIZES)) {
    await writeFeedPhoto(dir, hash, width, await renderFeedPhoto(source, width));
  }
}

/** Copies a stored photo to another name, every width; answers false when one is missing. */
export async function copyFeedPhoto(dir: string, from: string, to: string): Promise<boolean> {
  const widths = Object.values(LISTING_PHOTO_SIZES).map(({ width }) => width);
  const images = await Promise.all(widths.map((width) => readFeedPhoto(dir, from, width)));
  if (images.some((image) => image === null)) return false;
  for (const [at, width] of widths.entries()) await writeFeedPhoto(dir, to, width, images[at]!);
  return true;
}
