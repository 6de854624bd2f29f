import {
  apiErrorSchema,
  marketAreasResponseSchema,
  marketParamsSchema,
  marketQuerySchema,
  marketResponseSchema,
} from '@hearth/contracts';
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
