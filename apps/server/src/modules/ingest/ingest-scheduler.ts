/**
 * `npm start` with a feed configured: a replication every `syncMinutes` (the first at start),
 * one at a time. On PostgreSQL several server processes share the work through an advisory
 * lock: one replicates, the others skip that turn. After each turn the data's freshness is
 * checked; stale data (past staleHours) is logged as an error, once an hour while it lasts.
 */
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { feedSettings, type FeedSettings } from './feed-settings';
import { feedStatus } from './ingest-status.service';
import { ReplicationService, type ReplicationSummary } from './replication.service';
import type { Settings } from '@hearth/contracts';

/** An arbitrary number that names the replication's advisory lock. */
const LOCK_ID = 2_027_001;
const STALE_LOG_EVERY_MS = 3_600_000;

export interface IngestScheduler {
  /** The turn made at start. */
  first: Promise<ReplicationSummary | null>;
  stop(): Promise<void>;
  /** Runs a turn now (tests). */
  runNow(): Promise<ReplicationSummary | null>;
}

export function startIngestScheduler(
  database: DatabaseHandle,
  settings: Settings,
  log: FastifyBaseLogger,
): IngestScheduler {
  const feed: FeedSettings = feedSettings(settings);
  const abort = new AbortController();
  let running: Promise<ReplicationSummary | null> | null = null;
  let lastStaleLog = 0;
  let timer: NodeJS.Timeout | null = null;

  const replicate = async (): Promise<ReplicationSummary | null> => {
    const run = () =>
      new ReplicationService(database.db, feed, {
        signal: abort.signal,
        client: { onRetry: (reason, waitMs) => log.warn({ reason, waitMs }, 'MLS feed: retrying') },
      }).run();
    if (database.kind !== 'postgres') return run();
    // A dedicated connection holds the lock for the whole run; the run uses the pool.
    return database.db.connection().execute(async (connection) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${LOCK_ID}) as locked`.execute(connection);
      if (!rows[0]?.locked) return null;
      try {
        return await run();
      } finally {
        await sql`select pg_advisory_unlock(${LOCK_ID})`.execute(connection);
      }
    });
  };

  const turn = async (): Promise<ReplicationSummary | null> => {
    let summary: ReplicationSummary | null = null;
    try {
      summary = await replicate();
      if (summary) {
        const { status, added, changed, deleted, skipped, error } = summary;
        const line = {
          status,
          added,
          changed,
          deleted,
          skipped,
          seconds: Math.round(summary.seconds),
        };
        if (status === 'failed') log.error({ ...line, error }, 'MLS feed: replication failed');
        else log.info(line, 'MLS feed: replication finished');
      }
      const status = await feedStatus(database.db, feed);
      if (status.stale && Date.now() - lastStaleLog > STALE_LOG_EVERY_MS) {
        lastStaleLog = Date.now();
        log.error(
          { resources: status.resources.filter((r) => r.stale) },
          `MLS feed: data older than ${feed.staleHours} hours (the IDX rule): listings may be out of date`,
        );
      }
    } catch (error) {
      log.error({ err: error }, 'MLS feed: replication turn failed');
    }
    return summary;
  };

  const schedule = () => {
    if (abort.signal.aborted) return;
    timer = setTimeout(() => {
      running = turn().finally(() => {
        running = null;
        schedule();
      });
    }, feed.syncMinutes * 60_000);
    timer.unref();
  };

  const first = turn();
  running = first.finally(() => {
    running = null;
    schedule();
  });

  return {
    first,
    async stop() {
      abort.abort();
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
    runNow: () => turn(),
  };
}
