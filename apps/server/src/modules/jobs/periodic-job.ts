/**
 * Background jobs that must run once across every server process (the alert sweep, the MLS
 * replication, the sweeping of expired rows): each process ticks, and a tick runs the job only
 * when it takes the job's lease in `job_leases` (see the repository). The lease is renewed while
 * the run lasts; a process that dies stops renewing it, and another takes the job over once it
 * expires. A finished run leaves the job leased until its start plus the interval, so N
 * processes run it once per interval, not N times.
 *
 * The same code runs on PGlite (one process) and PostgreSQL; the lease is an ordinary row, so it
 * works through a connection pooler in transaction mode, where session advisory locks do not.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { claimLease, releaseLease, renewLease } from './job-leases.repository';

export interface PeriodicJobOptions<T> {
  /** The job's name: one lease per name. */
  name: string;
  /** At most one run per this many milliseconds, across all processes. */
  everyMs: number;
  /** How long a run holds the job between renewals; another process waits this long after a crash. */
  leaseMs: number;
  /**
   * How often this process asks for the job; defaults to a fifth of `everyMs` (at most 30 s), so
   * a tick that comes a moment before the job is free again delays it by a fifth, not a whole
   * interval.
   */
  tickMs?: number;
  /** The work; `signal` aborts on stop or when the lease was lost. */
  run(signal: AbortSignal): Promise<T>;
  onError(error: unknown): void;
}

export interface PeriodicJob<T> {
  /** The first tick, made at start: the run's result, or null when another process had the job. */
  first: Promise<T | null>;
  /** Runs the job now if no process is running it (the interval is not waited for). */
  runNow(): Promise<T | null>;
  /** Stops ticking and waits for a run in progress, then frees the job for the other processes. */
  stop(): Promise<void>;
}

export function startPeriodicJob<T>(
  db: Kysely<Database>,
  options: PeriodicJobOptions<T>,
): PeriodicJob<T> {
  const { name, everyMs, leaseMs } = options;
  // Names this runner in `job_leases.holder`: the host and pid help an operator, the rest is unique.
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const tickMs = options.tickMs ?? Math.min(Math.max(everyMs / 5, 100), 30_000);
  const stopping = new AbortController();
  let running: Promise<T | null> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const attempt = async (ignoreInterval: boolean): Promise<T | null> => {
    if (!(await claimLease(db, name, holder, leaseMs, ignoreInterval))) return null;
    const lost = new AbortController();
    const signal = AbortSignal.any([stopping.signal, lost.signal]);
    const renewal = setInterval(
      () => {
        renewLease(db, name, holder, leaseMs)
          .then((held) => {
            if (!held) lost.abort(new Error(`the lease of job ${name} was lost`));
          })
          .catch(options.onError);
      },
      Math.max(1_000, leaseMs / 3),
    );
    renewal.unref();
    try {
      return await options.run(signal);
    } finally {
      clearInterval(renewal);
      // A run cut short by a stop frees the job at once for another process.
      await releaseLease(db, name, holder, stopping.signal.aborted ? 0 : everyMs).catch(
        options.onError,
      );
    }
  };

  const turn = (ignoreInterval: boolean): Promise<T | null> => {
    if (running) return running.then(() => null);
    const current = attempt(ignoreInterval)
      .catch((error: unknown) => {
        options.onError(error);
        return null;
      })
      .finally(() => {
        running = null;
      });
    running = current;
    return current;
  };

  const first = turn(false);
  timer = setInterval(() => {
    if (!stopping.signal.aborted) void turn(false);
  }, tickMs);
  timer.unref();

  return {
    first,
    runNow: () => turn(true),
    async stop() {
      stopping.abort();
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
