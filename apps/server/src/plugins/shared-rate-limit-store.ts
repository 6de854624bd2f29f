/**
 * The rate limiter's counters in the database, so that every server process counts against the
 * same limit (three processes behind one port must not allow three times the login attempts).
 *
 * A fixed window per key, as @fastify/rate-limit's own memory store keeps: the first request
 * opens a window of `timeWindow`, later ones count in it, and the first request after it ends
 * opens the next. Each request is one statement (`insert … on conflict … do update … returning`),
 * atomic under concurrency, and the window's end comes from the database's clock, so processes
 * whose clocks differ still agree. Expired rows are deleted by the housekeeping job
 * (`modules/jobs/housekeeping.ts`).
 */
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitOptions } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The stored key: a route's own counters apart from another's, hashed (it may hold an e-mail). */
function storedKey(scope: string, key: string): string {
  return createHash('sha256').update(`${scope}\u0000${key}`).digest('base64url');
}

/** One counter step: the window's hits after this request and the milliseconds until it ends. */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  // The statement's own transaction commits without waiting for the WAL flush: a counter lost
  // in a crash of the database costs one extra attempt, and the flush took most of the time.
  const { rows } = await sql<{ hits: number; ttl_ms: number | string }>`
    with relaxed as (select set_config('synchronous_commit', 'off', true))
    insert into rate_limits as r (key, hits, resets_at)
    select ${key}, 1, now() + make_interval(secs => ${windowMs / 1000}) from relaxed
    on conflict (key) do update set
      hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
      resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
    returning hits, greatest(0, ceil(extract(epoch from (resets_at - now())) * 1000)) as ttl_ms`.execute(
    db,
  );
  const row = rows[0];
  return { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl_ms ?? windowMs) };
}

/** The window's hits without counting one (for `{ increment: false }`). */
async function readHits(
  db: Kysely<Database>,
  key: string,
): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ hits: number; ttl_ms: number | string }>`
    select hits, greatest(0, ceil(extract(epoch from (resets_at - now())) * 1000)) as ttl_ms
    from rate_limits where key = ${key} and resets_at > now()`.execute(db);
  const row = rows[0];
  return row ? { current: Number(row.hits), ttl: Number(row.ttl_ms) } : { current: 0, ttl: 0 };
}

/** Deletes the counters whose window has ended. */
export async function sweepRateLimits(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('resets_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A store class for @fastify/rate-limit's `store` option, bound to the database. Each route's
 * limit gets a child store whose scope is the route's method and path, so one address counts
 * separately per route (as the memory store does); limiters made with `createRateLimit` have no
 * route and name their form in the key.
 */
export function sharedRateLimitStore(
  db: () => Kysely<Database>,
): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly scope = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db(), storedKey(this.scope, key), timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback): void {
      readHits(db(), storedKey(this.scope, key)).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(
      routeOptions: FastifyRateLimitOptions & { routeInfo?: { method?: unknown; url?: string } },
    ): FastifyRateLimitStore {
      const route = routeOptions.routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
      const scope = route?.url ? `${String(method)} ${route.url}` : '';
      return new SharedRateLimitStore(routeOptions, scope);
    }
  }
  return SharedRateLimitStore;
}
