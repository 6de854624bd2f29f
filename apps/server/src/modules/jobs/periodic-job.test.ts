import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase, testDatabaseKinds } from '../../../test/databases';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

/** A promise and the function that settles it. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

// Each startPeriodicJob stands for one server process: it has its own holder and timer.
// test/cluster.test.ts runs the alert sweep in two real processes on PostgreSQL.
describe.each(testDatabaseKinds())('periodic jobs on %s', (kind) => {
  let database: DatabaseHandle;
  const errors: unknown[] = [];
  const onError = (error: unknown) => errors.push(error);
  let jobName = 0;
  const uniqueName = () => `test-job-${kind}-${++jobName}`;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs a job started in two processes at once only once', async () => {
    const name = uniqueName();
    let runs = 0;
    let refused = 0;
    const finish = deferred();
    const start = () =>
      startPeriodicJob(database.db, {
        name,
        everyMs: 60_000,
        leaseMs: 10_000,
        run: async () => {
          runs++;
          await finish.promise;
          return 'ran';
        },
        onError,
      });
    const jobs = [start(), start(), start()];
    // The run lasts until the two others have been refused.
    jobs.forEach((job) => void job.first.then((result) => result === null && refused++));
    await vi.waitFor(() => expect(refused).toBe(2), { timeout: 10_000 });
    finish.resolve();
    const results = await Promise.all(jobs.map((job) => job.first));
    await Promise.all(jobs.map((job) => job.stop()));
    expect(runs).toBe(1);
    expect(results.filter((result) => result === 'ran')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('runs once per interval across processes, not once per process', async () => {
    const name = uniqueName();
    const starts: number[] = [];
    const start = () =>
      startPeriodicJob(database.db, {
        name,
        everyMs: 1_000,
        leaseMs: 10_000,
        tickMs: 50,
        run: async () => {
          starts.push(Date.now());
        },
        onError,
      });
    const jobs = [start(), start()];
    await vi.waitFor(() => expect(starts.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    await Promise.all(jobs.map((job) => job.stop()));
    // Two processes ticking every 50 ms would start a second run about 50 ms after the first
    // without the shared lease; with it the second waits out the interval.
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(950);
    expect(errors).toEqual([]);
  });

  it('waits for a crashed holder’s lease to expire, then takes the job over', async () => {
    const name = uniqueName();
    // A process that took the lease and died: nobody renews or releases it.
    await database.db
      .insertInto('job_leases')
      .values({
        job: name,
        holder: 'dead-host:1:gone',
        leased_until: new Date(Date.now() + 60_000),
        last_started_at: new Date(),
      })
      .execute();
    let runs = 0;
    const job = startPeriodicJob(database.db, {
      name,
      everyMs: 60_000,
      leaseMs: 10_000,
      run: async () => ++runs,
      onError,
    });
    expect(await job.first).toBeNull();
    expect(await job.runNow()).toBeNull();
    // The dead holder's lease runs out (the database's clock moved on).
    await database.db
      .updateTable('job_leases')
      .set({ leased_until: new Date(Date.now() - 1_000) })
      .where('job', '=', name)
      .execute();
    expect(await job.runNow()).toBe(1);
    await job.stop();
    const row = await database.db
      .selectFrom('job_leases')
      .selectAll()
      .where('job', '=', name)
      .executeTakeFirstOrThrow();
    expect(row.holder).toBeNull();
    expect(row.last_finished_at).not.toBeNull();
  });

  it('renews the lease of a long run, and aborts a run whose lease another process took', async () => {
    const name = uniqueName();
    let signal: AbortSignal | undefined;
    const leasedUntil = async () =>
      (
        await database.db
          .selectFrom('job_leases')
          .select('leased_until')
          .where('job', '=', name)
          .executeTakeFirstOrThrow()
      ).leased_until.getTime();
    const job = startPeriodicJob(database.db, {
      name,
      everyMs: 60_000,
      leaseMs: 1_500,
      run: async (given) => {
        signal = given;
        await new Promise((resolve) => given.addEventListener('abort', resolve));
        return 'aborted';
      },
      onError,
    });
    await vi.waitFor(() => expect(signal).toBeDefined(), { timeout: 10_000 });
    const firstLease = await leasedUntil();
    // A renewal moves the lease on, so another process still cannot take it.
    await vi.waitFor(async () => expect(await leasedUntil()).toBeGreaterThan(firstLease), {
      timeout: 10_000,
      interval: 100,
    });
    const other: PeriodicJob<string> = startPeriodicJob(database.db, {
      name,
      everyMs: 60_000,
      leaseMs: 1_500,
      run: async () => 'second',
      onError,
    });
    expect(await other.first).toBeNull();
    expect(signal?.aborted).toBe(false);
    await database.db
      .updateTable('job_leases')
      .set({ holder: 'someone-else' })
      .where('job', '=', name)
      .execute();
    expect(await job.first).toBe('aborted');
    await Promise.all([job.stop(), other.stop()]);
    expect(errors).toEqual([]);
  });

  it('frees the job at once when a process stops in the middle of a run', async () => {
    const name = uniqueName();
    const running = deferred();
    const first = startPeriodicJob(database.db, {
      name,
      everyMs: 60_000,
      leaseMs: 30_000,
      run: (signal) => {
        running.resolve();
        return new Promise((resolve) => signal.addEventListener('abort', resolve));
      },
      onError,
    });
    await running.promise;
    await first.stop();
    const second = startPeriodicJob(database.db, {
      name,
      everyMs: 60_000,
      leaseMs: 30_000,
      run: async () => 'taken over',
      onError,
    });
    expect(await second.first).toBe('taken over');
    await second.stop();
  });
});
