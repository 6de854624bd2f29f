/**
 * Stores the index this process holds as the snapshot that processes starting later load
 * (index-snapshot.ts): a periodic job, so of several processes one writes at a time, and only
 * when listings changed since the stored snapshot (or there is none this code can read).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job';
import { newestSnapshot, saveSnapshot } from './index-snapshot.repository';
import type { IndexSync } from './index-sync';

/** A run's outcome: what was stored, or why nothing was. */
export type SnapshotRun =
  | { stored: true; seq: number; listings: number; bytes: number; ms: number }
  | { stored: false; reason: 'current' | 'not loaded' | 'changing' };

/** Runs every `everyMs` across all processes; the first run comes at once (after a load from rows). */
export function startIndexSnapshots(
  db: Kysely<Database>,
  sync: IndexSync,
  { everyMs, log }: { everyMs: number; log: Pick<FastifyBaseLogger, 'info' | 'error'> },
): PeriodicJob<SnapshotRun> {
  return startPeriodicJob(db, {
    name: 'search-index-snapshot',
    everyMs,
    // Writing a million listings' snapshot takes seconds; renewed every third of this.
    leaseMs: 120_000,
    run: async (signal): Promise<SnapshotRun> => {
      if (!sync.loaded) return { stored: false, reason: 'not loaded' };
      const started = performance.now();
      const stored = await newestSnapshot(db);
      const snapshot = await sync.takeSnapshot();
      if (!snapshot) return { stored: false, reason: 'changing' };
      if (stored?.seq === snapshot.seq || signal.aborted)
        return { stored: false, reason: 'current' };
      await saveSnapshot(db, snapshot);
      const run = {
        stored: true as const,
        seq: snapshot.seq,
        listings: snapshot.listings,
        bytes: snapshot.bytes.length,
        ms: Math.round(performance.now() - started),
      };
      log.info(run, 'search index snapshot stored');
      return run;
    },
    onError: (error) => log.error({ err: error }, 'search index snapshot failed'),
  });
}
