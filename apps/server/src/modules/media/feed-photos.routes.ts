/**
 * GET /media/feed/<hash>.jpg[?w=419|1024]: an MLS feed's listing photo from our media store
 * (feed-photo-store.ts). When the feed's vendor lets photos be fetched on use, a photo not yet
 * stored is fetched from the feed's image server on first use (public addresses only, or hosts
 * the operator allows: safe-fetch.ts), resized and kept, so pages never wait for it again. When
 * the vendor requires photos downloaded by the replication (MLS Grid), nothing is fetched here:
 * a photo not yet downloaded is 404. The hash names a stored photo address (feed-photo-url.ts): a
 * client cannot make the server fetch an address of its choosing.
 */
import type { FastifyInstance } from 'fastify';
import { vendorProfile } from '../ingest/vendor-profiles';
import { MediaCache } from './media-cache';
import { LISTING_PHOTO_SIZES } from './media-name';
import { findPhotoUrl } from './feed-photos.repository';
import { feedPhotoDir, readFeedPhoto, renderFeedPhoto, writeFeedPhoto } from './feed-photo-store';
import { safeGet, UnsafeFetchError } from './safe-fetch';

const ONE_YEAR_SECONDS = 31_536_000;
const HASH = /^([0-9a-f]{32})\.jpg$/;
const FETCH_TIMEOUT_MS = 20_000;

export interface FeedPhotoOptions {
  /** Where resized photos are kept (default DATA_DIR/media/feed). */
  dir?: string;
}

class PhotoFetchError extends Error {}

async function fetchSource(url: string, allowedHosts: readonly string[]): Promise<Buffer> {
  const answer = await safeGet(url, {
    allowedHosts,
    timeoutMs: FETCH_TIMEOUT_MS,
    headers: { accept: 'image/*' },
  }).catch((error: unknown) => {
    if (error instanceof UnsafeFetchError) throw new PhotoFetchError(error.message);
    throw error;
  });
  if (answer.status !== 200)
    throw new PhotoFetchError(`the image server answered ${answer.status}`);
  return answer.body;
}

export default async function feedPhotoRoutes(
  app: FastifyInstance,
  options: FeedPhotoOptions,
): Promise<void> {
  const dir = options.dir ?? feedPhotoDir(app.config.env.DATA_DIR);
  const { settings } = app.config;
  const downloadedOnly = vendorProfile(settings.mlsFeedVendor).downloadMedia;
  const memory = new MediaCache(500, 32 * 1024 * 1024);
  /** One fetch per photo and size at a time, however many ask. */
  const pending = new Map<string, Promise<Buffer>>();

  const render = async (hash: string, width: number): Promise<Buffer | null> => {
    const kept = await readFeedPhoto(dir, hash, width);
    if (kept || downloadedOnly) return kept;
    const url = await findPhotoUrl(app.database.db, hash);
    if (!url) return null;
    const source = await fetchSource(url, settings.mlsFeedMediaAllowedHosts);
    const image = await renderFeedPhoto(source, width).catch(() => {
      throw new PhotoFetchError('the file is not an image');
    });
    await writeFeedPhoto(dir, hash, width, image);
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
