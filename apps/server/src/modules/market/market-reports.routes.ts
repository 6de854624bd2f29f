import {
  apiErrorSchema,
  marketParamsSchema,
  marketPdfQuerySchema,
  myMarketResponseSchema,
} from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../errors';
import { accountActor } from '../members/account-actor';
import { marketPdf } from './market-pdf';
import type { ReportLanguage } from './market-pdf-text';
import { canReadMyMarket } from './market.policy';
import { marketReport } from './market.service';
import { myMarket } from './my-market.service';

/** The report's language: `?lang=`, else Spanish when the browser asks for it and the site has it. */
function reportLanguage(
  chosen: ReportLanguage | undefined,
  acceptLanguage: string | undefined,
  spanishEnabled: boolean,
): ReportLanguage {
  if (chosen) return spanishEnabled ? chosen : 'en';
  return spanishEnabled && /^\s*es\b/i.test(acceptLanguage ?? '') ? 'es' : 'en';
}

/** An area's one-page PDF report, and a member's "My market" (docs/market-statistics.md). */
export const marketReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/market/:areaType/:areaName/report.pdf',
    {
      schema: {
        tags: ['market'],
        summary: "An area's one-page market report as PDF, to send to a client",
        params: marketParamsSchema,
        querystring: marketPdfQuerySchema,
        response: { 200: z.instanceof(Buffer), 400: apiErrorSchema, 404: apiErrorSchema },
      },
      config: { policy: 'public' },
    },
    async (request, reply) => {
      const { settings } = app.config;
      const group = request.query.group ?? 'all';
      const report = await marketReport(
        app.database.db,
        request.params.areaType,
        request.params.areaName,
        { months: 24, group },
        settings.marketMinimumSales,
      );
      const language = reportLanguage(
        request.query.lang,
        request.headers['accept-language'],
        settings.spanishEnabled,
      );
      const pdf = await marketPdf({
        report,
        group,
        language,
        association: settings.siteTitle,
        now: new Date(),
      });
      const file = `market-${report.area.type}-${report.area.name}-${report.lastMonth ?? ''}`
        .replace(/[^A-Za-z0-9-]+/g, '-')
        .replace(/-+$/, '');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file}.pdf"`)
        .header('cache-control', 'public, max-age=300')
        .header('vary', 'Accept-Language')
        .send(pdf);
    },
  );

  app.get(
    '/api/market/mine',
    {
      schema: {
        tags: ['market'],
        summary: 'The figures of the areas the signed-in member serves, for the dashboard',
        response: { 200: myMarketResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      config: { policy: 'member' },
    },
    async (request, reply) => {
      const actor = await accountActor(request);
      if (!canReadMyMarket(actor)) throw forbidden();
      reply.header('cache-control', 'private, no-store');
      return myMarket(app.database.db, actor, app.config.settings.marketMinimumSales);
    },
  );
};
