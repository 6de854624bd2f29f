/**
 * The directory calls of the search API (public-site.md §7): `/agents`, `/agents/:id`,
 * `/offices`, `/offices/cluster`, `/office/:id` and `/offices/:id`, `/suggest/agents`,
 * `/suggest/offices`. Bearer search key (the agents endpoints also take `access_token`).
 */
import {
  agentRecordSchema,
  apiErrorSchema,
  bundleResponseSchema,
  clusterResponseSchema,
  officeRecordSchema,
  officeWithMembersSchema,
  singleRecordResponseSchema,
  suggestResponseSchema,
} from '@hearth/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSearchKey, searchRateLimitKey } from '../search/search-auth';
import {
  findAgent,
  findAgents,
  findOffice,
  findOfficeClusters,
  findOffices,
} from './directory-search.service';
import { suggestDirectory } from './directory-suggest';

const text = z.string().optional();
/** The reserved parameters, documented; every directory filter field passes through too. */
const searchQuery = z.looseObject({
  offset: text.describe('0 to 10,000'),
  limit: text.describe('1 to 200; default 100'),
  sortBy: text.describe('a sortable field; default MemberFirstName or OfficeName'),
  order: text.describe('asc (default) or desc'),
  fields: text.describe('comma list of record fields'),
  near: text.describe('lat,lon'),
  radius: text.describe('miles, or kilometres with km'),
  box: text.describe('west,south,east,north'),
  poly: text.describe('closed ring "lon lat,lon lat,..."'),
  geohash: text.describe('topLeft,bottomRight'),
  searchBy: z.enum(['agent', 'office']).optional(),
});
const suggestQuery = z.looseObject({
  q: text.describe('the typed text'),
  fields: text,
  limit: text,
});
const idParams = z.object({ id: z.string().min(1).max(100) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const rateLimit = { max: 300, timeWindow: '1 minute', keyGenerator: searchRateLimitKey };

export const directorySearchRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { settings } = app.config;
  const forced = () => ({ excludedAssociation: app.config.settings.excludedAssociation });
  const agentKey = requireSearchKey(settings.searchApiKey, { allowQueryToken: true });
  const key = requireSearchKey(settings.searchApiKey);
  // Public reads: the read replica while it is in use.
  const db = () => app.database.read;

  routes.get(
    '/agents',
    {
      onRequest: agentKey,
      config: { policy: 'public', rateLimit },
      schema: {
        tags: ['search'],
        summary: 'Active agents by the directory filter',
        querystring: searchQuery,
        response: { 200: bundleResponseSchema(agentRecordSchema), ...errors },
      },
    },
    async (request) => findAgents(db(), request.query, forced()),
  );

  routes.get(
    '/agents/:id',
    {
      onRequest: agentKey,
      config: { policy: 'public', rateLimit },
      schema: {
        tags: ['search'],
        summary: 'One active agent by id, MemberKey or MemberMlsId',
        params: idParams,
        response: { 200: singleRecordResponseSchema(agentRecordSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      status: 200 as const,
      bundle: await findAgent(db(), request.params.id, forced()),
    }),
  );

  routes.get(
    '/offices',
    {
      onRequest: key,
      config: { policy: 'public', rateLimit },
      schema: {
        tags: ['search'],
        summary: 'Active offices by the directory filter',
        querystring: searchQuery,
        response: { 200: bundleResponseSchema(officeRecordSchema), ...errors },
      },
    },
    async (request) => findOffices(db(), request.query, forced()),
  );

  routes.get(
    '/offices/cluster',
    {
      onRequest: key,
      config: { policy: 'public', rateLimit },
      schema: {
        tags: ['search'],
        summary: 'Geohash cells of the matching offices',
        querystring: searchQuery.extend({ precision: text.describe('1 to 8; default 5') }),
        response: { 200: clusterResponseSchema, ...errors },
      },
    },
    async (request) => findOfficeClusters(db(), request.query, forced()),
  );

  for (const path of ['/office/:id', '/offices/:id']) {
    routes.get(
      path,
      {
        onRequest: key,
        config: { policy: 'public', rateLimit },
        schema: {
          tags: ['search'],
          summary: 'One active office with its members',
          params: idParams,
          response: { 200: singleRecordResponseSchema(officeWithMembersSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        status: 200 as const,
        bundle: await findOffice(db(), request.params.id, forced()),
      }),
    );
  }

  for (const kind of ['agent', 'office'] as const) {
    routes.get(
      `/suggest/${kind}s`,
      {
        onRequest: kind === 'agent' ? agentKey : key,
        config: { policy: 'public', rateLimit },
        schema: {
          tags: ['search'],
          summary:
            kind === 'agent'
              ? 'Suggestions keyed by MemberLastName and MemberFullName'
              : 'Suggestions keyed by OfficeName and OfficeCity',
          querystring: suggestQuery,
          response: { 200: suggestResponseSchema, ...errors },
        },
      },
      async (request) => suggestDirectory(db(), kind, request.query, forced()),
    );
  }
};
