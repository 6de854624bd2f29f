import {
  apiErrorSchema,
  marketAreasResponseSchema,
  marketParamsSchema,
  marketQuerySchema,
  marketResponseSchema,
  marketEditionParamsSchema,
  marketEditionQuerySchema,
  marketEditionResponseSchema,
  marketEditionSummarySchema,
  marketEditionUpdateSchema,
  marketEditionsResponseSchema,
  marketSubscriptionSchema,
} from '@hearth/contracts';
import { publicOrigin } from '../../config';
import { forbidden } from '../../errors';
import { accountActor } from '../members/account-actor';
import { canManageMarketEditions, canSubscribeToMarketReport } from './market.policy';
import {
  editionsForConsole,
  publishedEditionReport,
  setReportSubscription,
  updateEdition,
} from './market-editions.service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { marketCsv } from './market-csv';
import { marketAreas } from './market.repository';
import { marketReport } from './market.service';

/** Market statistics for anyone (docs/market-statistics.md): aggregates only, no listing. */
export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/market/:areaType/:areaName',
    {
      schema: {
        tags: ['market'],
        summary: "An area's monthly market figures by property group",
        params: marketParamsSchema,
        querystring: marketQuerySchema,
        response: { 200: marketResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      config: { policy: 'public' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return marketReport(
        app.database.db,
        request.params.areaType,
        request.params.areaName,
        request.query,
        app.config.settings.marketMinimumSales,
      );
    },
  );

  app.get(
    '/api/market/:areaType/:areaName/report.csv',
    {
      schema: {
        tags: ['market'],
        summary: "An area's monthly market figures as CSV, to send to a client",
        params: marketParamsSchema,
        querystring: marketQuerySchema,
        response: { 200: z.string(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
      config: { policy: 'public' },
    },
    async (request, reply) => {
      const report = await marketReport(
        app.database.db,
        request.params.areaType,
        request.params.areaName,
        request.query,
        app.config.settings.marketMinimumSales,
      );
      const file = `market-${report.area.type}-${report.area.name}`.replace(/[^A-Za-z0-9-]+/g, '-');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}.csv"`)
        .send(marketCsv(report));
    },
  );

  app.get(
    '/api/market/reports/:month',
    {
      schema: {
        tags: ['market'],
        summary: "A published monthly edition of the market report: an area's figures as frozen",
        params: marketEditionParamsSchema,
        querystring: marketEditionQuerySchema,
        response: { 200: marketEditionResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      config: { policy: 'public' },
    },
    async (request) =>
      publishedEditionReport(
        app.database.db,
        request.params.month,
        request.query.areaType,
        request.query.areaName,
        app.config.settings.marketMinimumSales,
      ),
  );

  app.get(
    '/api/admin/market/editions',
    {
      schema: {
        tags: ['association console'],
        summary: 'The market report editions with their data quality and commentary',
        response: { 200: marketEditionsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      config: { policy: 'admin' },
    },
    async (request, reply) => {
      if (!canManageMarketEditions(await accountActor(request))) throw forbidden();
      reply.header('cache-control', 'private, no-store');
      return { editions: await editionsForConsole(app.database.db) };
    },
  );

  app.put(
    '/api/admin/market/editions/:month',
    {
      schema: {
        tags: ['association console'],
        summary: "Saves an edition's commentary and, with publish, publishes it and mails it",
        params: marketEditionParamsSchema,
        body: marketEditionUpdateSchema,
        response: {
          200: marketEditionSummarySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      config: { policy: 'admin' },
    },
    async (request) => {
      if (!canManageMarketEditions(await accountActor(request))) throw forbidden();
      return updateEdition(app.database.db, request.params.month, request.body, {
        title: app.config.settings.siteTitle,
        origin: publicOrigin(app.config.env),
      });
    },
  );

  app.put(
    '/api/market/report-subscription',
    {
      schema: {
        tags: ['market'],
        summary: 'Get (or stop getting) each published market report by e-mail',
        body: marketSubscriptionSchema,
        response: {
          200: marketSubscriptionSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
      config: { policy: 'member' },
    },
    async (request) => {
      const actor = await accountActor(request);
      if (!canSubscribeToMarketReport(actor)) throw forbidden();
      return setReportSubscription(app.database.db, actor.accountId, request.body.subscribed);
    },
  );

  app.get(
    '/api/market',
    {
      schema: {
        tags: ['market'],
        summary: 'The areas with market figures',
        response: { 200: marketAreasResponseSchema },
      },
      config: { policy: 'public' },
    },
    async () => ({
      areas: (await marketAreas(app.database.db)).map((row) => ({
        type: row.area_type,
        name: row.area_name,
      })),
    }),
  );
};
