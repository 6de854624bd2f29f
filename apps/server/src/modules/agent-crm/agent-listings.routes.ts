/**
 * The agent's own listings on the MLS API (members-area.md §2 "Agent area", §7 `/agent/{id}/
 * listings` and `listing-stats`): `GET /agent/listings` for the signed-in agent's grid and Sold
 * Stats, and `GET /agent/listings/{id}/stats` for one of their listings' 30 days of views.
 */
import {
  agentListingsQuerySchema,
  agentListingsResponseSchema,
  apiErrorSchema,
  listingViewStatsResponseSchema,
  rowIdParamsSchema,
} from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentListings, listingViewStats } from './agent-listings.service';
import { agentActor } from './agent-actor';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['agent listings'];

export const agentListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const timeZone = () => app.config.settings.timezone;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/agent/listings',
    {
      config: { policy: 'member' },
      schema: {
        tags,
        summary:
          "The agent's listings (list or co-list), filtered by status and sorted; Sold Stats",
        querystring: agentListingsQuerySchema,
        response: { 200: agentListingsResponseSchema, ...errors },
      },
    },
    async (request) => agentListings(db(), await agentActor(request), request.query, timeZone()),
  );

  app.get(
    '/agent/listings/:id/stats',
    {
      config: { policy: 'owner' },
      schema: {
        tags,
        summary: "One of the agent's listings: page views per site and day over 30 days",
        params: rowIdParamsSchema,
        response: { 200: listingViewStatsResponseSchema, ...errors },
      },
    },
    async (request) =>
      listingViewStats(db(), await agentActor(request), request.params.id, timeZone()),
  );
};
