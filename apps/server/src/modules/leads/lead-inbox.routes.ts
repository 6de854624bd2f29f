/** The leads inbox on the MLS API (members-area.md §7): `GET /lead`, `GET` and `PATCH /lead/{id}`. */
import {
  apiErrorSchema,
  leadListResponseSchema,
  leadPatchSchema,
  leadResponseSchema,
  listQuerySchema,
  rowIdParamsSchema,
} from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountActor } from '../members/account-actor';
import { changeLeadStatus, leadDetail, leadInbox } from './lead-inbox.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const tags = ['leads inbox'];

export const leadInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/lead',
    {
      config: { policy: 'member' },
      schema: {
        tags,
        summary: "The account's leads (agent: own; broker and office admin: the office's)",
        querystring: listQuerySchema,
        response: { 200: leadListResponseSchema, ...errors },
      },
    },
    async (request) => leadInbox(db(), await accountActor(request), request.query),
  );

  app.get(
    '/lead/:id',
    {
      config: { policy: 'owner' },
      schema: {
        tags,
        summary: 'One lead with every field',
        params: rowIdParamsSchema,
        response: { 200: leadResponseSchema, ...errors },
      },
    },
    async (request) => ({
      results: await leadDetail(db(), await accountActor(request), request.params.id),
    }),
  );

  app.patch(
    '/lead/:id',
    {
      config: { policy: 'owner', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Open (active) or remove (inactive) a lead; its handler only',
        params: rowIdParamsSchema,
        body: leadPatchSchema,
        response: { 200: leadResponseSchema, ...errors },
      },
    },
    async (request) => ({
      results: await changeLeadStatus(
        db(),
        await accountActor(request),
        request.params.id,
        request.body.status,
      ),
    }),
  );
};
