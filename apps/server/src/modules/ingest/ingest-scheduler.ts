/**
 * `npm start` with a feed configured: a replication every `syncMinutes` (the first at start),
 * once across all server processes: the replication is a periodic job (`modules/jobs`) whose
 * lease one process takes and renews while it replicates. After each run the data's freshness is
 * checked; stale data (past staleHours) is logged as an error, once an hour while it lasts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { startPeriodicJob } from '../jobs/periodic-job';
import { refreshLookups } from '../reso/lookups.service';
import { feedSettings, type FeedSettings } from './feed-settings';
import { feedStatus } from './ingest-status.service';
import { runReplication } from './replication-thread';
import type { ReplicationSummary } from './replication.service';
import type { Settings } from '@hearth/contracts';

const STALE_LOG_EVERY_MS = 3_600_000;
/** A replication's lease, renewed while it runs: after a crash another process resumes within this. */
const REPLICATION_LEASE_MS = 120_000;

export interface IngestScheduler {
  /** The turn made at start (null when another process is replicating). */
  first: Promise<ReplicationSummary | null>;
  stop(): Promise<void>;
  /** Runs a turn now (tests). */
  runNow(): Promise<ReplicationSummary | null>;
}

export function startIngestScheduler(
  database: DatabaseHandle,
  settings: Settings,
  log: FastifyBaseLogger,
  /** Where downloaded photos are stored (DATA_DIR/media/feed). */
  mediaDir?: string,
): IngestScheduler {
  const feed: FeedSettings = feedSettings(settings);
  let lastStaleLog = 0;

  const replicate = async (signal: AbortSignal): Promise<ReplicationSummary> => {
    const summary = await runReplication(database, feed, {
      signal,
      ...(mediaDir ? { mediaDir } : {}),
      client: {
        onRetry: (reason, waitMs) => log.warn({ reason, waitMs }, 'MLS feed: retrying'),
        onPause: (until, reason) =>
          log.warn(
            { until: new Date(until).toISOString(), reason },
            `MLS feed: ${reason}; the run pauses and goes on at ${new Date(until).toISOString()}`,
          ),
      },
    });
    const { status, added, changed, unchanged, deleted, skipped, unknownValues, error } = summary;
    const line = {
      status,
      added,
      changed,
      unchanged,
      deleted,
      skipped,
      unknownValues,
      seconds: Math.round(summary.seconds),
      ...(summary.pausedUntil ? { pausedUntil: summary.pausedUntil } : {}),
      ...(summary.photos ? { photos: summary.photos } : {}),
    };
    if (status === 'failed') log.error({ ...line, error }, 'MLS feed: replication failed');
    else log.info(line, 'MLS feed: replication finished');
    if (added + changed + deleted > 0) {
      // The Lookup resource lists the values in use (modules/reso/lookups.repository.ts).
      await refreshLookups(database.db).catch((failure: unknown) =>
        log.error({ err: failure }, 'MLS feed: refreshing the RESO lookups failed'),
      );
    }
    try {
      const fresh = await feedStatus(database.db, feed);
      if (fresh.stale && Date.now() - lastStaleLog > STALE_LOG_EVERY_MS) {
        lastStaleLog = Date.now();
        log.error(
          { resources: fresh.resources.filter((r) => r.stale) },
          `MLS feed: data older than ${feed.staleHours} hours (the IDX rule): listings may be out of date`,
        );
      }
    } catch (error) {
      log.error({ err: error }, 'MLS feed: the freshness check failed');
    }
    return summary;
  };

  const job = startPeriodicJob(database.db, {
    // One job per feed: its checkpoints are the feed's own.
    name: `ingest:${feed.name}`,
    everyMs: feed.syncMinutes * 60_000,
    leaseMs: REPLICATION_LEASE_MS,
    run: replicate,
    onError: (error) => log.error({ err: error }, 'MLS feed: replication turn failed'),
  });
  return { first: job.first, stop: () => job.stop(), runNow: () => job.runNow() };
}
