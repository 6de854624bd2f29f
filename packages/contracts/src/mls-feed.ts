import { z } from 'zod';

/** One resource's freshness: its last successful sync and the lag since (null: never synced). */
export const feedResourceFreshnessSchema = z.object({
  resource: z.string(),
  lastSuccessAt: z.string().nullable(),
  lagSeconds: z.number().nullable(),
  stale: z.boolean(),
  lastError: z.string().nullable(),
  /** Records the feed holds that Hearth does not, at the last completeness check (null: not checked). */
  missing: z.number().nullable(),
  feedCount: z.number().nullable(),
  checkedAt: z.string().nullable(),
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
    /** Whether the feed holds records Hearth does not. */
    incomplete: z.boolean(),
    resources: z.array(feedResourceFreshnessSchema),
    /** The vendor's request budgets and what the last hour and day used of them. */
    requests: z.object({
      perHour: z.number().nullable(),
      perDay: z.number().nullable(),
      lastHour: z.number(),
      lastDay: z.number(),
      pausedUntil: z.string().nullable(),
      pausedBecause: z.string().nullable(),
    }),
    /** When the vendor requires photos downloaded: those stored and those waiting for a retry. */
    photos: z
      .object({ stored: z.number(), waiting: z.number(), lastError: z.string().nullable() })
      .nullable(),
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
        missing: z.record(z.string(), z.number()),
        error: z.string().nullable(),
        pausedUntil: z.string().nullable(),
      })
      .nullable(),
  }),
]);
export type MlsFeedStatusResponse = z.infer<typeof mlsFeedStatusResponseSchema>;
