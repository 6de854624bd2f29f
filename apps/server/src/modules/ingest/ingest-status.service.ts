/**
 * How fresh the feed's data is: each resource's last successful sync and its lag. Past
 * `staleHours` (the usual IDX rule: 12) the data counts as stale: the server logs an error and
 * the association's console shows a warning (it reads the same status).
 */
import type { FeedResource } from '@hearth/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FeedSettings } from './feed-settings';
import { lastRuns, readStates } from './ingest-state.repository';
import { budgetStatus, budgetsOf, type BudgetStatus } from './request-budget';
import { FeedMedia, mediaStatus } from './feed-media';

export interface ResourceFreshness {
  resource: string;
  lastSuccessAt: string | null;
  /** Seconds since the last successful sync (null: never synced). */
  lagSeconds: number | null;
  stale: boolean;
  lastError: string | null;
  /** Records the feed holds that Hearth does not, at the last full run or reconciliation. */
  missing: number | null;
  /** The feed's own count of records Hearth should hold, then. */
  feedCount: number | null;
  checkedAt: string | null;
}

export interface FeedStatus {
  feed: string;
  url: string;
  staleHours: number;
  stale: boolean;
  /** Whether the feed holds records Hearth does not. */
  incomplete: boolean;
  resources: ResourceFreshness[];
  /** The vendor's request budgets and what the last hour and day used of them. */
  requests: BudgetStatus;
  /** When the vendor requires photos downloaded: those stored and those waiting for a retry. */
  photos: { stored: number; waiting: number; lastError: string | null } | null;
  lastRun: {
    status: string;
    full: boolean;
    startedAt: string;
    finishedAt: string | null;
    added: number;
    changed: number;
    deleted: number;
    skipped: Record<string, number>;
    missing: Record<string, number>;
    error: string | null;
    /** When the run paused for a spent request budget: the time it went (or goes) on. */
    pausedUntil: string | null;
  } | null;
}

export async function feedStatus(
  db: Kysely<Database>,
  feed: FeedSettings,
  now = new Date(),
): Promise<FeedStatus> {
  const states = await readStates(db, feed.name);
  const staleMs = feed.staleHours * 3_600_000;
  // Photos read from the Media resource are replicated (and checked) as a resource of their own.
  const readsMedia =
    feed.media === 'resource' || states.some((state) => state.resource === 'Media');
  const replicated: readonly FeedResource[] =
    readsMedia && !feed.resources.includes('Media') ? [...feed.resources, 'Media'] : feed.resources;
  const resources = replicated.map((resource): ResourceFreshness => {
    const state = states.find((s) => s.resource === resource);
    const last = state?.lastSuccessAt ?? null;
    const lag = last ? Math.max(0, Math.round((now.getTime() - last.getTime()) / 1000)) : null;
    return {
      resource,
      lastSuccessAt: last?.toISOString() ?? null,
      lagSeconds: lag,
      stale: lag === null || lag * 1000 > staleMs,
      lastError: state?.lastError ?? null,
      missing: state?.missingCount ?? null,
      feedCount: state?.feedCount ?? null,
      checkedAt: state?.checkedAt?.toISOString() ?? null,
    };
  });
  const [run] = await lastRuns(db, feed.name, 1);
  return {
    feed: feed.name,
    url: feed.url,
    staleHours: feed.staleHours,
    stale: resources.some((r) => r.stale),
    incomplete: resources.some((r) => (r.missing ?? 0) > 0),
    resources,
    requests: await budgetStatus(db, feed.name, budgetsOf(feed), now.getTime()),
    photos: FeedMedia.wanted(feed) ? await mediaStatus(db, feed.name) : null,
    lastRun: run
      ? {
          status: run.status,
          full: run.full,
          startedAt: new Date(run.started_at).toISOString(),
          finishedAt: run.finished_at ? new Date(run.finished_at).toISOString() : null,
          added: run.added,
          changed: run.changed,
          deleted: run.deleted,
          skipped: run.skipped,
          missing: run.missing,
          error: run.error,
          pausedUntil: run.paused_until ? new Date(run.paused_until).toISOString() : null,
        }
      : null,
  };
}

/** The feed's freshness and completeness in short, for `/readyz`. */
export async function feedReadiness(db: Kysely<Database>, feed: FeedSettings) {
  const status = await feedStatus(db, feed);
  return {
    stale: status.stale,
    incomplete: status.incomplete,
    resources: status.resources.map(({ resource, lastSuccessAt, lagSeconds, stale, missing }) => ({
      resource,
      lastSuccessAt,
      lagSeconds,
      stale,
      missing,
    })),
  };
}
