/** The site API's dashboard calls (members-area.md §7): content areas and the left navigation. */
import { apiErrorSchema, dashboardResponseSchema, leftNavResponseSchema } from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountActor } from './account-actor';
import { dashboard, leftNav } from './dashboard.service';
import { canReadDashboard } from './members.policy';
import { forbidden } from '../../errors';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['members area'];

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/api/business-center/dashboard',
    {
      config: { policy: 'member' },
      schema: {
        tags,
        summary: "The dashboard's content areas (top, middle, bottom) and services",
        response: { 200: dashboardResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!canReadDashboard(await accountActor(request))) throw forbidden();
      return dashboard(db());
    },
  );

  app.get(
    '/api/element/membio-left-nav',
    {
      config: { policy: 'member' },
      schema: {
        tags,
        summary: "The account area's left navigation and the user submenu",
        response: { 200: leftNavResponseSchema, ...errors },
      },
    },
    async (request) => ({
      items: await leftNav(db(), app.config.settings, await accountActor(request)),
    }),
  );
};
