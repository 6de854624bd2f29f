import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { demoMediaSvg } from './media-art';
import { MediaCache } from './media-cache';
import { AGENT_PHOTO_SIZES, LISTING_PHOTO_SIZES, parseDemoMediaName } from './media-name';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the demo region's pictures: GET /media/demo/<kind>-<listing>-<position>.jpg (1024×576,
 * or the 419×235 thumbnail with ?w=419) and /media/demo/agent-<member>.jpg (400×400, or
 * 200×200 with ?w=200). They are drawn on request, so the repository ships no image files.
 */
export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const cache = new MediaCache();

  app.get<{ Params: { name: string }; Querystring: { w?: string } }>(
    '/media/demo/:name',
    { config: { policy: 'public' } },
    async (request, reply) => {
      const name = parseDemoMediaName(request.params.name);
      if (!name) {
        return reply.code(400).send({
          status: 400,
          code: 'invalid_media_name',
          message: 'The image name must look like house-123-4.jpg or agent-12.jpg.',
          field: 'name',
        });
      }
      const sizes = name.kind === 'agent' ? AGENT_PHOTO_SIZES : LISTING_PHOTO_SIZES;
      const width = typeof request.query.w === 'string' ? request.query.w : undefined;
      const size =
        width === undefined ? (name.kind === 'agent' ? sizes['400'] : sizes['1024']) : sizes[width];
      if (!size) {
        return reply.code(400).send({
          status: 400,
          code: 'invalid_media_size',
          message: `The width must be one of ${Object.keys(sizes).join(', ')}.`,
          field: 'w',
        });
      }
      const key = `${request.params.name}@${size.width}`;
      let image = cache.get(key);
      if (!image) {
        image = await sharp(Buffer.from(demoMediaSvg(name, size.width, size.height)))
          .resize(size.width, size.height, { fit: 'fill' })
          .jpeg({ quality: 80, progressive: true })
          .toBuffer();
        cache.set(key, image);
      }
      return reply
        .header('Content-Type', 'image/jpeg')
        .header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(image);
    },
  );
}
