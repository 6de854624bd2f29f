import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Takes the job's lease for `leaseMs` when nobody holds it: one statement, so of several
 * processes asking at once exactly one gets it. A job whose last run finished waits until its
 * `leased_until` (the run's start plus the job's interval) unless `ignoreInterval`; a run that
 * holds it (holder set) is waited for until its lease expires, as when its process died.
 */
export async function claimLease(
  db: Kysely<Database>,
  job: string,
  holder: string,
  leaseMs: number,
  ignoreInterval = false,
): Promise<boolean> {
  const { rows } = await sql<{ job: string }>`
    insert into job_leases as j (job, holder, leased_until, last_started_at, runs)
    values (${job}, ${holder}, now() + make_interval(secs => ${leaseMs / 1000}), now(), 1)
    on conflict (job) do update set
      holder = excluded.holder,
      leased_until = excluded.leased_until,
      last_started_at = excluded.last_started_at,
      runs = j.runs + 1
    where j.leased_until <= now() or (${ignoreInterval} and j.holder is null)
    returning job`.execute(db);
  return rows.length > 0;
}

/** Extends a held lease; false when it is no longer this holder's (it expired and was taken). */
export async function renewLease(
  db: Kysely<Database>,
  job: string,
  holder: string,
  leaseMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('job_leases')
    .set({ leased_until: sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where('job', '=', job)
    .where('holder', '=', holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Ends a run: the job is free again at its start plus `everyMs` (so the processes together run
 * it once per interval), or at once when `everyMs` is 0 (a run given up on shutdown).
 */
export async function releaseLease(
  db: Kysely<Database>,
  job: string,
  holder: string,
  everyMs: number,
): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({
      holder: null,
      leased_until: sql<Date>`greatest(now(), last_started_at + make_interval(secs => ${everyMs / 1000}))`,
      last_finished_at: sql<Date>`now()`,
    })
    .where('job', '=', job)
    .where('holder', '=', holder)
    .execute();
}
