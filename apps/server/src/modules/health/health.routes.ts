import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Readiness } from '../../readiness';

const statusSchema = z.object({
  status: z.string(),
  detail: z.string().optional(),
  /** The MLS feed's freshness, when a feed is configured (it never makes the server unready). */
  feed: z
    .object({
      stale: z.boolean(),
      /** Whether the feed holds records Hearth does not (at the last full run or reconciliation). */
      incomplete: z.boolean(),
      resources: z.array(
        z.object({
          resource: z.string(),
          lastSuccessAt: z.string().nullable(),
          lagSeconds: z.number().nullable(),
          stale: z.boolean(),
          /** Records the feed holds that Hearth does not, when last checked (null: never). */
          missing: z.number().nullable(),
        }),
      ),
    })
    .optional(),
  /**
   * The read replica, when DATABASE_READ_URL is set (it never makes the server unready: reads
   * go to the primary while it is behind or unreachable).
   */
  replica: z
    .object({
      inUse: z.boolean(),
      reachable: z.boolean(),
      lagMs: z.number().nullable(),
      lagBytes: z.number().nullable(),
      maxLagMs: z.number(),
    })
    .optional(),
});

/**
 * Liveness answers while the process runs; readiness only once it can serve and before it stops.
 * A started process that still warms up (its search index loading) answers visitors, but
 * `/readyz` says 'warming' with what it waits for, so that a load balancer holds traffic back.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ readiness: Readiness }> = async (
  app,
  { readiness },
) => {
  app.get(
    '/healthz',
    {
      config: { policy: 'public' },
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: statusSchema } },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness',
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (_request, reply) => {
      const state = readiness.state;
      const waitingFor = state === 'ready' ? readiness.waitingFor : undefined;
      if (waitingFor !== undefined) {
        return reply.status(503).send({ status: 'warming', detail: waitingFor });
      }
      const feed = state === 'ready' ? await readiness.feed?.() : undefined;
      const replica = app.database.replica?.status();
      return reply
        .status(state === 'ready' ? 200 : 503)
        .send({ status: state, ...(feed ? { feed } : {}), ...(replica ? { replica } : {}) });
    },
  );
};
