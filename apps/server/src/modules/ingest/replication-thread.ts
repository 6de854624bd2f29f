/**
 * Runs a replication (ReplicationService) on a worker thread with its own connections to
 * PostgreSQL, so the server's own thread keeps to its visitors and its search index while a
 * feed's pages are linked and written. The embedded PGlite serves one session, which the
 * server's pool holds: there the replication runs on the server's thread, as before.
 *
 * The caller's options cross as messages: progress (the run waits for the caller's onProgress,
 * so a Ctrl-C between pages stops it where the caller saw it), retries and waits (feed-thread.ts),
 * and the signal, which asks the thread to stop after the page being written.
 */
import { Worker } from 'node:worker_threads';
import type { DatabaseHandle } from '../../db/database';
import {
  answerWaits,
  threadClientOptions,
  type ThreadClientOptions,
  type WaitAnswer,
  type WaitMessage,
} from './feed-thread';
import type { FeedSettings } from './feed-settings';
import { budgetsOf, RequestBudget } from './request-budget';
import {
  ReplicationService,
  type ReplicationOptions,
  type ReplicationProgress,
  type ReplicationSummary,
} from './replication.service';

/** What the thread is started with: all plain data. */
export interface ReplicationThreadInit extends ThreadClientOptions {
  databaseUrl: string;
  feed: FeedSettings;
  options: Pick<ReplicationOptions, 'full' | 'resources' | 'reconcile' | 'mediaDir'>;
  /** Whether the caller follows the progress (each page then waits for its onProgress). */
  progress: boolean;
}

export type ToReplicationThread = { type: 'stop' } | { type: 'progressed' } | WaitAnswer;

export type FromReplicationThread =
  | { type: 'progress'; progress: ReplicationProgress }
  | { type: 'done'; summary: ReplicationSummary }
  | { type: 'failed'; message: string }
  | WaitMessage;

/**
 * The feed's request budgets, counted on this thread (whose clock a test sets) for every thread
 * of the run: the replication's and its listings' reader ask here by message (feed-thread.ts).
 */
function withBudget(
  database: DatabaseHandle,
  feed: FeedSettings,
  options: ReplicationOptions,
): ReplicationOptions {
  const client = options.client ?? {};
  const budgets = budgetsOf(feed);
  if (client.budget || (!budgets.perHour && !budgets.perDay)) return options;
  const budget = new RequestBudget(database.db, feed.name, budgets, client.now);
  return { ...options, client: { ...client, budget } };
}

/** Connections the thread opens: one writes the pages, one links the next page meanwhile. */
export const REPLICATION_POOL_SIZE = 2;

/**
 * One replication run: on its own thread against PostgreSQL, on this one against the embedded
 * database.
 */
export function runReplication(
  database: DatabaseHandle,
  feed: FeedSettings,
  options: ReplicationOptions = {},
): Promise<ReplicationSummary> {
  options = withBudget(database, feed, options);
  if (!database.url) return new ReplicationService(database.db, feed, options).run();
  const { full, resources, reconcile, mediaDir, signal, onProgress } = options;
  const init: ReplicationThreadInit = {
    databaseUrl: database.url,
    feed,
    options: { full, resources, reconcile, mediaDir },
    progress: onProgress !== undefined,
    ...threadClientOptions(options.client),
  };
  const worker = new Worker(new URL('./replication.thread.mjs', import.meta.url), {
    workerData: init,
  });
  const post = (message: ToReplicationThread) => worker.postMessage(message);
  const stop = () => post({ type: 'stop' });
  if (signal?.aborted) stop();
  signal?.addEventListener('abort', stop, { once: true });
  return new Promise<ReplicationSummary>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', stop);
      void worker.terminate();
      finish();
    };
    worker.on('message', (message: FromReplicationThread) => {
      if (answerWaits(message, options.client ?? {}, post)) return;
      switch (message.type) {
        case 'progress':
          void Promise.resolve()
            .then(() => onProgress?.(message.progress))
            .finally(() => post({ type: 'progressed' }));
          return;
        case 'done':
          settle(() => resolve(message.summary));
          return;
        case 'failed':
          settle(() => reject(new Error(message.message)));
      }
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The replication's thread stopped (exit code ${code}).`))),
    );
  });
}
