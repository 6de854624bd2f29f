import { sessionResponseSchema } from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getUser } from '../users/users.service';
import { getAccount } from './accounts.service';
import { authOf } from './request-auth';

/** `GET /api/session`: who is signed in on this browser, as a consumer and as a member. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/session',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['user sign-in', 'account sign-in'],
        summary: 'Who is signed in',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const { user, account } = await authOf(request);
      return {
        user: user ? await getUser(db, user.personId) : null,
        account: account ? await getAccount(db, account.personId) : null,
      };
    },
  );
};
