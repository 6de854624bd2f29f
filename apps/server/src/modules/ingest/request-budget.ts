/**
 * A vendor's request budgets (MLS Grid: 7,200 requests an hour and 40,000 a day, see
 * vendor-profiles.ts), counted in the database so that every process, thread and restart counts
 * against one budget: a row per feed and minute of our clock (`feed_request_counts`), the hour
 * and the day being the last 60 and 1,440 minutes and the minute under way (vendors count
 * trailing windows, not clock hours; a whole extra minute keeps the count above theirs). Each request takes one from the budgets under a transaction-level advisory lock, so two
 * processes never both take the last one. A request that would exceed a budget is told how long
 * to wait: until the oldest minute that holds it leaves the window.
 *
 * The per-second budget is a pace, kept by the one client that reads the feed (the replication
 * runs once across processes, decision 0008): `pacedRequestsPerSecond`.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FeedSettings } from './feed-settings';
import { vendorProfile } from './vendor-profiles';

type Db = Kysely<Database>;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The share of the hourly budget a sustained pace may use: MLS Grid's 2 requests a second
 * sustained for an hour is exactly its 7,200 an hour, so any retry would cross it.
 */
const SUSTAINED_SHARE = 0.9;

/** The answer to a request for one request: go now (waitMs 0), or wait until `until`. */
export interface GateAnswer {
  waitMs: number;
  /** Epoch ms at which a request fits again (now when waitMs is 0). */
  until: number;
  /** Which budget is spent (empty when none). */
  reason: string;
}

/** Takes one request from a feed's budgets. */
export interface RequestGate {
  take(): Promise<GateAnswer>;
}

export interface Budgets {
  perHour: number | null;
  perDay: number | null;
}

/** The feed's hourly and daily budgets: the operator's settings, else its vendor's profile. */
export function budgetsOf(
  feed: Pick<FeedSettings, 'vendor' | 'requestsPerHour' | 'requestsPerDay'>,
): Budgets {
  const profile = vendorProfile(feed.vendor).requestBudget;
  return {
    perHour: feed.requestsPerHour || profile.perHour,
    perDay: feed.requestsPerDay || profile.perDay,
  };
}

/**
 * The pace of requests: the operator's requestsPerSecond, within the vendor's per-second budget
 * and below the hourly budget sustained (SUSTAINED_SHARE).
 */
export function pacedRequestsPerSecond(
  feed: Pick<FeedSettings, 'vendor' | 'requestsPerSecond' | 'requestsPerHour' | 'requestsPerDay'>,
): number {
  const { perSecond } = vendorProfile(feed.vendor).requestBudget;
  const { perHour } = budgetsOf(feed);
  const limits = [feed.requestsPerSecond];
  // The generic profile's pace is a default the operator's setting replaces, not a vendor's rule.
  if (feed.vendor && feed.vendor !== 'generic') limits.push(perSecond);
  if (perHour) limits.push((perHour / 3600) * SUSTAINED_SHARE);
  return Math.min(...limits);
}

interface Window {
  name: string;
  limit: number;
  spanMs: number;
}

function windowsOf(budgets: Budgets): Window[] {
  const windows: Window[] = [];
  if (budgets.perHour) windows.push({ name: 'hourly', limit: budgets.perHour, spanMs: HOUR_MS });
  if (budgets.perDay) windows.push({ name: 'daily', limit: budgets.perDay, spanMs: DAY_MS });
  return windows;
}

interface MinuteCount {
  minute: number;
  requests: number;
}

/**
 * When one more request fits in every window, at `now` or later, given the counts per minute
 * (oldest first): the first time at which enough old minutes have left each spent window.
 */
function nextFit(
  counts: readonly MinuteCount[],
  windows: readonly Window[],
  now: number,
): { until: number; reason: string } {
  let until = now;
  let reason = '';
  const current = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  for (const window of windows) {
    // The minute a window began in counts whole: the window never holds fewer than the trailing
    // hour (or day) does.
    const inWindow = counts.filter((c) => c.minute >= current - window.spanMs);
    let used = inWindow.reduce((sum, c) => sum + c.requests, 0);
    if (used < window.limit) continue;
    for (const count of inWindow) {
      used -= count.requests;
      if (used < window.limit) {
        const leaves = count.minute + window.spanMs + MINUTE_MS;
        if (leaves > until) {
          until = leaves;
          reason = `the ${window.name} budget of ${window.limit} requests is spent`;
        }
        break;
      }
    }
  }
  return { until, reason };
}

async function minuteCounts(db: Db, feed: string, since: number): Promise<MinuteCount[]> {
  const rows = await db
    .selectFrom('feed_request_counts')
    .select(['minute', 'requests'])
    .where('feed', '=', feed)
    .where('minute', '>=', new Date(since))
    .orderBy('minute')
    .execute();
  return rows.map((row) => ({ minute: new Date(row.minute).getTime(), requests: row.requests }));
}

/** The budgets of one feed, counted in the database. */
export class RequestBudget implements RequestGate {
  private readonly windows: Window[];
  private prunedMinute = 0;

  constructor(
    private readonly db: Db,
    private readonly feed: string,
    budgets: Budgets,
    private readonly now: () => number = Date.now,
  ) {
    this.windows = windowsOf(budgets);
  }

  async take(): Promise<GateAnswer> {
    const now = this.now();
    if (this.windows.length === 0) return { waitMs: 0, until: now, reason: '' };
    const minute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
    const span = Math.max(...this.windows.map((w) => w.spanMs));
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`feed-requests:${this.feed}`}))`.execute(
        trx,
      );
      if (this.prunedMinute !== minute) {
        this.prunedMinute = minute;
        await trx
          .deleteFrom('feed_request_counts')
          .where('feed', '=', this.feed)
          .where('minute', '<', new Date(minute - DAY_MS))
          .execute();
      }
      const counts = await minuteCounts(trx, this.feed, minute - span);
      const fit = nextFit(counts, this.windows, now);
      if (fit.until > now) return { waitMs: fit.until - now, ...fit };
      await sql`insert into feed_request_counts (feed, minute, requests)
        values (${this.feed}, ${new Date(minute)}, 1)
        on conflict (feed, minute) do update set requests = feed_request_counts.requests + 1`.execute(
        trx,
      );
      return { waitMs: 0, until: now, reason: '' };
    });
  }
}

export interface BudgetStatus {
  perHour: number | null;
  perDay: number | null;
  /** Requests sent in the last 60 and 1,440 minutes. */
  lastHour: number;
  lastDay: number;
  /** When a spent budget lets the next request go (null: one may go now). */
  pausedUntil: string | null;
  pausedBecause: string | null;
}

/** How much of a feed's budgets the last hour and day used, for the feed's status. */
export async function budgetStatus(
  db: Db,
  feed: string,
  budgets: Budgets,
  now = Date.now(),
): Promise<BudgetStatus> {
  const minute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const counts = await minuteCounts(db, feed, minute - DAY_MS);
  const sum = (spanMs: number) =>
    counts.filter((c) => c.minute >= minute - spanMs).reduce((total, c) => total + c.requests, 0);
  const fit = nextFit(counts, windowsOf(budgets), now);
  return {
    perHour: budgets.perHour,
    perDay: budgets.perDay,
    lastHour: sum(HOUR_MS),
    lastDay: sum(DAY_MS),
    pausedUntil: fit.until > now ? new Date(fit.until).toISOString() : null,
    pausedBecause: fit.until > now ? fit.reason : null,
  };
}
