import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../errors';
import { analyticsEventBodySchema } from './analytics-event';
import { DatabaseAnalyticsSink } from './analytics.repository';
import { AnalyticsService, type AnalyticsSink } from './analytics.service';

export interface AnalyticsRoutesOptions {
  /** Where events go; the database when left out. */
  sink?: AnalyticsSink;
}

const errorSchema = z.object({
  status: z.number(),
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});

/** `POST /api/events`: page views and listing events, public and rate limited. */
export default async function analyticsRoutes(
  app: FastifyInstance,
  options: AnalyticsRoutesOptions,
): Promise<void> {
  const service = new AnalyticsService(options.sink ?? new DatabaseAnalyticsSink(app.database.db));

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/events',
    {
      config: { policy: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['site'],
        summary: 'Record a page view or a listing event',
        body: analyticsEventBodySchema,
        response: { 204: z.null(), 400: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      // Events come from the site's own pages; another site may not write them.
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw forbidden('Events are accepted from this site only.');
      }
      await service.record(request.body, request.headers.host);
      return reply.status(204).send(null);
    },
  );
}
