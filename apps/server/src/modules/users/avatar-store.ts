import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../errors';

/** Uploads up to 8 MB; the stored photo is a 1024 px square JPEG. */
export const AVATAR_MAX_BYTES = 8 * 1024 * 1024;
export const AVATAR_SIZE = 1024;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/;

export const notAnImage = () =>
  badRequest('invalid_image', 'The photo must be a JPEG, PNG or WebP image.', 'avatar');

/**
 * Checks an upload by its bytes (never its name or declared type) and re-encodes it: a square
 * JPEG without metadata, so nothing but pixels from the upload is ever served.
 */
export async function processAvatar(bytes: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw notAnImage();
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}

/** Avatar files in one folder, under names the server chooses. */
export class AvatarStore {
  constructor(readonly dir: string) {}

  static isName(name: string): boolean {
    return NAME.test(name);
  }

  async save(jpeg: Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const name = `${randomUUID()}.jpg`;
    await writeFile(join(this.dir, name), jpeg, { flag: 'wx' });
    return name;
  }

  async read(name: string): Promise<Buffer | null> {
    if (!AvatarStore.isName(name)) return null;
    return readFile(join(this.dir, name)).catch(() => null);
  }

  async remove(name: string | null | undefined): Promise<void> {
    if (!name || !AvatarStore.isName(name)) return;
    await rm(join(this.dir, name), { force: true });
  }
}

export function avatarDir(dataDir: string): string {
  return join(dataDir, 'media', 'avatars');
}

/** Reads the `avatar` file of a multipart body with the platform's own form-data parser. */
export async function avatarFile(body: Buffer, contentType: string | undefined): Promise<Buffer> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType ?? '' },
    }).formData();
  } catch {
    throw badRequest('invalid_request', 'The photo must be sent as multipart/form-data.', 'avatar');
  }
  const file = form.get('avatar');
  if (!file || typeof file === 'string') throw notAnImage();
  return Buffer.from(await file.arrayBuffer());
}

/** The body schema of a photo upload: the raw multipart body, read by `avatarFile`. */
export const avatarUpload = z.custom<Buffer>(
  (value) => Buffer.isBuffer(value),
  'a multipart/form-data body',
);

/** Lets a plugin's routes take multipart bodies (up to the photo limit) as raw bytes. */
export function acceptAvatarUploads(app: FastifyInstance): void {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}
