/**
 * Share Listing With Contact (members-area.md §2): `POST /contact/{id}/share` e-mails one of the
 * signed-in agent's contacts a listing with the agent's note and adds it to their timeline.
 */
import {
  apiErrorSchema,
  contactShareSchema,
  messageResponseSchema,
  rowIdParamsSchema,
} from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../config';
import { shareWithContact } from './agent-shares.service';
import { agentActor } from './agent-actor';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

export const agentSharesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact/:id/share',
    {
      config: { policy: 'owner', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['contacts'],
        summary:
          'E-mail one of your contacts a listing with your note (Share Listing With Contact)',
        params: rowIdParamsSchema,
        body: contactShareSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) =>
      shareWithContact(
        app.database.db,
        app.config,
        await agentActor(request),
        request.params.id,
        request.body,
        publicOrigin(app.config.env),
      ),
  );
};
