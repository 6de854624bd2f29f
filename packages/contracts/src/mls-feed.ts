import { z } from 'zod';

/** One resource's freshness: its last successful sync and the lag since (null: never synced). */
export const feedResourceFreshnessSchema = z.object({
  resource: z.string(),
  lastSuccessAt: z.string().nullable(),
  lagSeconds: z.number().nullable(),
  stale: z.boolean(),
  lastError: z.string().nullable(),
});

/** `GET /api/admin/mls-feed`: the MLS feed's freshness and last run, or that there is no feed. */
export const mlsFeedStatusResponseSchema = z.discriminatedUnion('configured', [
  z.object({ configured: z.literal(false) }),
  z.object({
    configured: z.literal(true),
    feed: z.string(),
    url: z.string(),
    staleHours: z.number(),
    stale: z.boolean(),
    resources: z.array(feedResourceFreshnessSchema),
    lastRun: z
      .object({
        status: z.string(),
        full: z.boolean(),
        startedAt: z.string(),
        finishedAt: z.string().nullable(),
        added: z.number(),
        changed: z.number(),
        deleted: z.number(),
        skipped: z.record(z.string(), z.number()),
        error: z.string().nullable(),
      })
      .nullable(),
  }),
]);
export type MlsFeedStatusResponse = z.infer<typeof mlsFeedStatusResponseSchema>;
