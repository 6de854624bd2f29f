/**
 * A PostgreSQL streaming replica for public reads (`DATABASE_READ_URL`). The reader is a pool
 * that hands out a replica connection while the replica is reachable and close enough behind
 * the primary, else a primary connection, so code given the reader never needs to know which
 * it got. Code that reads what it has just written keeps the primary.
 *
 * Lag is measured by position in the write-ahead log, on this process's clock: every check
 * notes the primary's position (`pg_current_wal_lsn()`) with the time it was read, and the
 * replica's replayed position (`pg_last_wal_replay_lsn()`). The replica holds everything the
 * primary had written at the newest noted time whose position it has replayed, so the lag is
 * the time since then; a replica that has replayed the primary's current position is 0 behind,
 * however long the primary has been idle.
 */
import type pg from 'pg';

/** The part of a pool the reader needs (what Kysely's PostgresDialect takes). */
interface ConnectingPool {
  connect(): Promise<pg.PoolClient>;
}

export interface ReplicaStatus {
  /** Whether reads go to the replica now. */
  inUse: boolean;
  reachable: boolean;
  /** How far behind the replica's data is, in milliseconds (null before the first check). */
  lagMs: number | null;
  /** Write-ahead log the replica has still to replay, in bytes, at the last check. */
  lagBytes: number | null;
  maxLagMs: number;
}

/** The few pino methods the replica logs its switches with. */
export interface ReplicaLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

const silent: ReplicaLog = { info: () => undefined, warn: () => undefined };

/** A check that takes longer than this counts the replica as unreachable. */
const CHECK_TIMEOUT_MS = 2_000;
/** Positions of the primary kept while the replica is behind (a day of checks a second). */
const MAX_POSITIONS = 100_000;

/** `16/B374D848` → its byte position. */
export function lsnPosition(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** How often the lag is measured for a limit: a quarter of it, between 100 ms and 1 s. */
export function checkIntervalMs(maxLagMs: number): number {
  return Math.min(1_000, Math.max(100, Math.round(maxLagMs / 4)));
}

export class ReadReplica {
  /** Where the replica's switches are logged (the server gives its logger once it has one). */
  log: ReplicaLog = silent;
  private reachable = false;
  private state: 'starting' | 'in use' | 'behind' | 'unreachable' = 'starting';
  private lagMs: number | null = null;
  private lagBytes: number | null = null;
  /** The primary's positions with when they were read, oldest first. */
  private positions: { at: number; lsn: bigint }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;

  /** Connections for reads: the replica's while it is in use, else the primary's. */
  readonly pool: ConnectingPool & { end(): Promise<void> };

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    readonly maxLagMs: number,
  ) {
    this.pool = {
      connect: async () => {
        if (this.state !== 'in use') return primary.connect();
        try {
          return await replica.connect();
        } catch (error) {
          this.unreachable(error);
          return primary.connect();
        }
      },
      // The primary's pool is ended with the primary's handle.
      end: async () => undefined,
    };
  }

  private get inUse(): boolean {
    return this.state === 'in use';
  }

  status(): ReplicaStatus {
    return {
      inUse: this.inUse,
      reachable: this.reachable,
      lagMs: this.lagMs,
      lagBytes: this.lagBytes,
      maxLagMs: this.maxLagMs,
    };
  }

  /** Checks now, then every `checkIntervalMs`. */
  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), checkIntervalMs(this.maxLagMs));
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.checking;
    await this.replica.end();
  }

  /** Measures the lag once and switches reads accordingly (concurrent calls share one check). */
  check(): Promise<void> {
    this.checking ??= this.measure().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async measure(): Promise<void> {
    let timeout: NodeJS.Timeout | undefined;
    let measured: { lagMs: number; lagBytes: number };
    try {
      measured = await Promise.race([
        this.measureLag(),
        new Promise<never>((_, reject) => {
          timeout = setTimeout(
            () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
            CHECK_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (error) {
      this.unreachable(error);
      return;
    } finally {
      clearTimeout(timeout);
    }
    // Only a check that answered in time counts (a late answer is dropped with its check).
    this.reachable = true;
    this.lagMs = measured.lagMs;
    this.lagBytes = measured.lagBytes;
    const { lagMs } = measured;
    if (this.inUse && lagMs > this.maxLagMs) {
      this.switchTo(
        'behind',
        `read replica is ${lagMs} ms behind (limit ${this.maxLagMs} ms): reads go to the primary until it catches up`,
      );
    } else if (!this.inUse && lagMs <= this.maxLagMs / 2) {
      // Back only at half the limit, so that a lag near the limit does not switch at every check.
      this.switchTo('in use', `read replica is ${lagMs} ms behind: reads go to it`);
    }
  }

  private switchTo(state: 'in use' | 'behind' | 'unreachable', message: string, error?: unknown) {
    if (state === this.state) return;
    this.state = state;
    const details = {
      lagMs: this.lagMs,
      maxLagMs: this.maxLagMs,
      ...(error ? { err: error } : {}),
    };
    if (state === 'in use') this.log.info(details, message);
    else this.log.warn(details, message);
  }

  private async measureLag(): Promise<{ lagMs: number; lagBytes: number }> {
    const at = performance.now();
    const primaryLsn = lsnPosition(
      (await this.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'))
        .rows[0]!.lsn,
    );
    const { rows } = await this.replica.query<{
      recovery: boolean;
      lsn: string | null;
      replay_age_ms: number | null;
    }>(
      `select pg_is_in_recovery() as recovery, pg_last_wal_replay_lsn()::text as lsn,
         (extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000)::float8 as replay_age_ms`,
    );
    const replica = rows[0]!;
    // Not in recovery: the primary itself, or a promoted replica; either way it is not behind.
    const replayed = replica.recovery && replica.lsn ? lsnPosition(replica.lsn) : primaryLsn;
    const last = this.positions.at(-1);
    if (!last || last.lsn !== primaryLsn) this.positions.push({ at, lsn: primaryLsn });
    if (this.positions.length > MAX_POSITIONS) this.positions.shift();
    const lagBytes = Number(primaryLsn > replayed ? primaryLsn - replayed : 0n);
    if (replayed >= primaryLsn) {
      this.positions = this.positions.slice(-1);
      return { lagMs: 0, lagBytes };
    }
    let caughtUp = -1;
    for (let i = this.positions.length - 1; i >= 0; i--) {
      if (this.positions[i]!.lsn <= replayed) {
        caughtUp = i;
        break;
      }
    }
    if (caughtUp >= 0) {
      this.positions = this.positions.slice(caughtUp);
      return { lagMs: Math.round(performance.now() - this.positions[0]!.at), lagBytes };
    }
    // Behind every position noted so far (a check soon after the start): the age of the last
    // transaction replayed is an upper bound of the lag.
    const sinceNoted = performance.now() - this.positions[0]!.at;
    return { lagMs: Math.round(Math.max(sinceNoted, replica.replay_age_ms ?? 0)), lagBytes };
  }

  private unreachable(error: unknown): void {
    this.lagMs = null;
    this.lagBytes = null;
    this.reachable = false;
    this.switchTo(
      'unreachable',
      `read replica is unreachable (${error instanceof Error ? error.message : String(error)}): reads go to the primary until it answers`,
      error,
    );
  }
}
