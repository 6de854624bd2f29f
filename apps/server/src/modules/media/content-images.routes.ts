import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@hearth/contracts';
import { ContentImageStore, contentImageDir } from './content-images';

const ONE_YEAR_SECONDS = 31_536_000;

/** Serves the association's content images (`/media/content/{name}`; names are the server's). */
export const contentImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = new ContentImageStore(contentImageDir(app.config.env.DATA_DIR));
  app.get(
    '/media/content/:name',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['media'],
        summary: 'An image of the association’s content, as the console stored it (WebP)',
        params: z.strictObject({ name: z.string().max(64) }),
        response: { 200: z.unknown().describe('The image, image/webp'), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const image = await images.read(request.params.name);
      if (!image) {
        return reply
          .status(404)
          .send({ status: 404, code: 'not_found', message: 'No such image.' });
      }
      return reply
        .header('Content-Type', 'image/webp')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .send(image);
    },
  );
};
