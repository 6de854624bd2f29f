/**
 * Images the association puts in its content (the console's editor): checked by their bytes,
 * resized and re-encoded on write, kept in one folder under names the server chooses, and served
 * from `/media/content/{name}` — the only image address the member HTML sanitiser keeps.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTENT_IMAGE_PREFIX, contentImagePath } from '@hearth/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest } from '../../errors';

/** Uploads up to 10 MB; stored at most 1600 px on the long side, as WebP. */
export const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const CONTENT_IMAGE_MAX_SIDE = 1600;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

const notAnImage = (field: string) =>
  badRequest('invalid_image', 'The image must be a JPEG, PNG, WebP or GIF picture.', field);

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

/**
 * The upload's pixels only: its type is read from its bytes (never its name or declared type),
 * it is turned upright, shrunk to fit 1600 px and re-encoded without its metadata (location,
 * camera), so nothing but an image is ever served back.
 */
export async function processContentImage(
  bytes: Buffer,
  field: string,
): Promise<{ webp: Buffer; width: number; height: number }> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw notAnImage(field);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 60_000_000 })
      .rotate()
      .resize(CONTENT_IMAGE_MAX_SIDE, CONTENT_IMAGE_MAX_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch {
    throw notAnImage(field);
  }
}

/** The content images' folder under the data directory. */
export function contentImageDir(dataDir: string): string {
  return join(dataDir, 'media', 'content');
}

export class ContentImageStore {
  constructor(readonly dir: string) {}

  /** Checks, resizes and keeps an upload; answers its address. */
  async save(bytes: Buffer, field: string): Promise<StoredImage> {
    const { webp, width, height } = await processContentImage(bytes, field);
    await mkdir(this.dir, { recursive: true });
    const name = `${randomUUID()}.webp`;
    await writeFile(join(this.dir, name), webp, { flag: 'wx' });
    return { url: `${CONTENT_IMAGE_PREFIX}${name}`, width, height };
  }

  /** The stored image of that name, or null for any other name. */
  async read(name: string): Promise<Buffer | null> {
    if (!contentImagePath.test(`${CONTENT_IMAGE_PREFIX}${name}`)) return null;
    return readFile(join(this.dir, name)).catch(() => null);
  }
}

/** The file in `field` of a multipart/form-data body, read with the platform's own parser. */
export async function multipartFile(
  body: Buffer,
  contentType: string | undefined,
  field: string,
): Promise<Buffer> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType ?? '' },
    }).formData();
  } catch {
    throw badRequest('invalid_request', 'The image must be sent as multipart/form-data.', field);
  }
  const file = form.get(field);
  if (!file || typeof file === 'string') {
    throw badRequest(
      'invalid_image',
      `The form must carry the image in its "${field}" field.`,
      field,
    );
  }
  return Buffer.from(await file.arrayBuffer());
}
