/** The replication's checkpoints per feed and resource, and the record of each run. */
import { sql, type Kysely } from 'kysely';
import type { Database, IngestRunStatus } from '../../db/schema';

type Db = Kysely<Database>;

export interface Checkpoint {
  timestamp: Date;
  key: string;
}

export interface ResourceState {
  resource: string;
  checkpoint: Checkpoint | null;
  fullPending: boolean;
  lastSuccessAt: Date | null;
  lastAttemptAt: Date | null;
  lastReconciledAt: Date | null;
  lastError: string | null;
  /** The feed's count when last compared with what is stored, and how many of those are missing. */
  feedCount: number | null;
  missingCount: number | null;
  checkedAt: Date | null;
}

export async function readStates(db: Db, feed: string): Promise<ResourceState[]> {
  const rows = await db.selectFrom('ingest_state').selectAll().where('feed', '=', feed).execute();
  return rows.map((row) => ({
    resource: row.resource,
    checkpoint:
      row.checkpoint_timestamp && row.checkpoint_key !== null
        ? { timestamp: new Date(row.checkpoint_timestamp), key: row.checkpoint_key }
        : null,
    fullPending: row.full_pending,
    lastSuccessAt: row.last_success_at && new Date(row.last_success_at),
    lastAttemptAt: row.last_attempt_at && new Date(row.last_attempt_at),
    lastReconciledAt: row.last_reconciled_at && new Date(row.last_reconciled_at),
    lastError: row.last_error,
    feedCount: row.feed_count,
    missingCount: row.missing_count,
    checkedAt: row.checked_at && new Date(row.checked_at),
  }));
}

export async function readState(db: Db, feed: string, resource: string): Promise<ResourceState> {
  const found = (await readStates(db, feed)).find((state) => state.resource === resource);
  return (
    found ?? {
      resource,
      checkpoint: null,
      fullPending: false,
      lastSuccessAt: null,
      lastAttemptAt: null,
      lastReconciledAt: null,
      lastError: null,
      feedCount: null,
      missingCount: null,
      checkedAt: null,
    }
  );
}

type StateChange = Partial<{
  checkpoint_timestamp: Date | null;
  checkpoint_key: string | null;
  full_pending: boolean;
  last_success_at: Date;
  last_attempt_at: Date;
  last_reconciled_at: Date;
  last_error: string | null;
  feed_count: number | null;
  missing_count: number | null;
  checked_at: Date;
}>;

export async function updateState(
  db: Db,
  feed: string,
  resource: string,
  change: StateChange,
): Promise<void> {
  await db
    .insertInto('ingest_state')
    .values({ feed, resource, ...change })
    .onConflict((oc) => oc.columns(['feed', 'resource']).doUpdateSet(change))
    .execute();
}

export interface RunCounts {
  added: number;
  changed: number;
  /**
   * Records read again as they were stored (an overlap window re-read, a timestamp moved with no
   * change to the content): neither added nor changed. In the summary only.
   */
  unchanged?: number;
  deleted: number;
  skipped: Record<string, number>;
  /** Records the feed holds that Hearth does not, per resource (after the completeness check). */
  missing?: Record<string, number>;
  /** Lookup values neither the feed nor the Data Dictionary knows, by field (kept, never skipped). */
  unknownValues?: Record<string, number>;
}

export async function startRun(
  db: Db,
  feed: string,
  full: boolean,
  resources: readonly string[],
): Promise<string> {
  // A run still marked running was stopped without a word (a kill, a crash): it was interrupted.
  await db
    .updateTable('ingest_runs')
    .set({ status: 'interrupted', finished_at: sql`now()` })
    .where('feed', '=', feed)
    .where('status', '=', 'running')
    .execute();
  const row = await db
    .insertInto('ingest_runs')
    .values({ feed, full, resources: [...resources] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** Writes until when a run waits for its request budget. */
export async function recordRunPause(db: Db, id: string, until: Date): Promise<void> {
  await db.updateTable('ingest_runs').set({ paused_until: until }).where('id', '=', id).execute();
}

export async function recordRun(
  db: Db,
  id: string,
  counts: RunCounts,
  status: IngestRunStatus = 'running',
  error: string | null = null,
): Promise<void> {
  await db
    .updateTable('ingest_runs')
    .set({
      added: counts.added,
      changed: counts.changed,
      deleted: counts.deleted,
      skipped: JSON.stringify(counts.skipped),
      missing: JSON.stringify(counts.missing ?? {}),
      unknown_values: JSON.stringify(counts.unknownValues ?? {}),
      status,
      error,
      ...(status === 'running' ? {} : { finished_at: sql`now()` }),
    })
    .where('id', '=', id)
    .execute();
}

export async function lastRuns(db: Db, feed: string, limit = 5) {
  return db
    .selectFrom('ingest_runs')
    .selectAll()
    .where('feed', '=', feed)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
