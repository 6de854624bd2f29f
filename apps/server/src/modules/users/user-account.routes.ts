import { messageResponseSchema } from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/request-auth';
import { errorResponses } from '../auth/route-schemas';
import { clearSessionCookie } from '../auth/session-cookies';
import type { AvatarStore } from './avatar-store';
import { deleteUserAccount } from './users.service';

const ONE_YEAR_SECONDS = 31_536_000;

/** Deleting one's own account (site API) and serving photos (`/media/avatars/{name}`). */
export const userAccountRoutes: FastifyPluginAsyncZod<{ avatars: AvatarStore }> = async (
  app,
  { avatars },
) => {
  app.post(
    '/api/user/delete',
    {
      config: { policy: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Delete the signed-in user and everything of theirs',
        body: z.strictObject({}).nullish(),
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await deleteUserAccount(app.database.db, avatars, user.personId);
      clearSessionCookie(reply, 'user', app.config);
      return { message: 'Your account has been deleted.' };
    },
  );

  app.get(
    '/media/avatars/:name',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['media'],
        summary: 'A profile photo (names are chosen by the server; the ?v= parameter busts caches)',
        params: z.strictObject({ name: z.string().max(64) }),
        querystring: z.strictObject({ v: z.string().max(32).optional() }),
        response: {
          200: z.unknown().describe('The photo, image/jpeg'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const image = await avatars.read(request.params.name);
      if (!image) {
        return reply
          .status(404)
          .send({ status: 404, code: 'not_found', message: 'No such photo.' });
      }
      return reply
        .header('Content-Type', 'image/jpeg')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .send(image);
    },
  );
};
