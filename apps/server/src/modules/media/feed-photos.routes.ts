/**
 * GET /media/feed/<hash>.jpg[?w=419|1024]: an MLS feed's listing photo, fetched from the feed's
 * image server on first use, resized (sharp) and kept on disk under DATA_DIR/media/feed, so
 * pages never wait for the feed's image server again. The hash names a stored photo address
 * (see feed-photo-url.ts): a client cannot make the server fetch an address of its choosing.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { MediaCache } from './media-cache';
import { LISTING_PHOTO_SIZES } from './media-name';
import { findPhotoUrl } from './feed-photos.repository';

const ONE_YEAR_SECONDS = 31_536_000;
const HASH = /^([0-9a-f]{32})\.jpg$/;
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 20_000;

export interface FeedPhotoOptions {
  /** Where resized photos are kept (default DATA_DIR/media/feed). */
  dir?: string;
}

class PhotoFetchError extends Error {}

async function fetchSource(url: string): Promise<Buffer> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { accept: 'image/*' },
  });
  if (!response.ok) throw new PhotoFetchError(`the image server answered ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_SOURCE_BYTES) throw new PhotoFetchError('the photo is too large');
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_SOURCE_BYTES) throw new PhotoFetchError('the photo is too large');
  return body;
}

export default async function feedPhotoRoutes(
  app: FastifyInstance,
  options: FeedPhotoOptions,
): Promise<void> {
  const dir = options.dir ?? join(app.config.env.DATA_DIR, 'media', 'feed');
  const memory = new MediaCache(500, 32 * 1024 * 1024);
  /** One fetch per photo and size at a time, however many ask. */
  const pending = new Map<string, Promise<Buffer>>();

  const render = async (hash: string, width: number): Promise<Buffer | null> => {
    const file = join(dir, `${hash}-${width}.jpg`);
    const kept = await readFile(file).catch(() => null);
    if (kept) return kept;
    const url = await findPhotoUrl(app.database.db, hash);
    if (!url) return null;
    const image = await sharp(await fetchSource(url), {
      failOn: 'error',
      limitInputPixels: 100_000_000,
    })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .jpeg({ quality: 80, progressive: true })
      .toBuffer()
      .catch(() => {
        throw new PhotoFetchError('the file is not an image');
      });
    await mkdir(dir, { recursive: true });
    // Written aside, then moved: another process never reads half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, image);
    await rename(temporary, file);
    return image;
  };

  app.get<{ Params: { name: string }; Querystring: { w?: string } }>(
    '/media/feed/:name',
    { config: { policy: 'public' } },
    async (request, reply) => {
      const hash = HASH.exec(request.params.name)?.[1];
      if (!hash) {
        return reply.code(400).send({
          status: 400,
          code: 'invalid_media_name',
          message: 'The image name must be 32 hexadecimal digits and .jpg.',
          field: 'name',
        });
      }
      const size = LISTING_PHOTO_SIZES[request.query.w ?? '1024'];
      if (!size) {
        return reply.code(400).send({
          status: 400,
          code: 'invalid_media_size',
          message: `The width must be one of ${Object.keys(LISTING_PHOTO_SIZES).join(', ')}.`,
          field: 'w',
        });
      }
      const key = `${hash}@${size.width}`;
      let image = memory.get(key) ?? null;
      if (!image) {
        let job = pending.get(key);
        if (!job) {
          job = render(hash, size.width).then((found) => found ?? Buffer.alloc(0));
          pending.set(key, job);
          void job.finally(() => pending.delete(key)).catch(() => undefined);
        }
        try {
          const found = await job;
          image = found.length > 0 ? found : null;
        } catch (error) {
          request.log.warn({ err: error, hash }, 'feed photo unavailable');
          return reply.code(502).send({
            status: 502,
            code: 'photo_unavailable',
            message: `The photo could not be fetched: ${error instanceof PhotoFetchError ? error.message : 'the image server did not answer'}.`,
          });
        }
        if (!image) {
          return reply
            .code(404)
            .send({ status: 404, code: 'photo_not_found', message: 'No such photo.' });
        }
        memory.set(key, image);
      }
      return reply
        .header('Content-Type', 'image/jpeg')
        .header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(image);
    },
  );
}
