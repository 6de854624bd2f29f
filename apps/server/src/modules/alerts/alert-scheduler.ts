/**
 * Runs the alert sweep every ALERT_SWEEP_SECONDS: matching changed listings, instant alerts, and
 * the daily digest once its hour has come. Every process runs the scheduler; the job's lease
 * (`modules/jobs`) lets one of them sweep per interval, and each step of a sweep still takes the
 * sweep's advisory lock in its transaction, so even a run whose lease lapsed cannot overlap
 * another.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { publicOrigin, type Config } from '../../config';
import type { Database } from '../../db/schema';
import { startPeriodicJob } from '../jobs/periodic-job';
import { AlertSweepService } from './alert-sweep.service';

export interface AlertScheduler {
  stop(): Promise<void>;
}

/** A sweep's lease, renewed while it runs: after a crash another process sweeps within this. */
const SWEEP_LEASE_MS = 60_000;

export function startAlertScheduler(
  db: Kysely<Database>,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): AlertScheduler {
  const service = new AlertSweepService(db, config.settings, publicOrigin(config.env), {
    digestHour: config.env.ALERT_DIGEST_HOUR,
  });
  const job = startPeriodicJob(db, {
    name: 'alerts:sweep',
    everyMs: config.env.ALERT_SWEEP_SECONDS * 1000,
    leaseMs: SWEEP_LEASE_MS,
    run: async () => {
      const summary = await service.run(new Date());
      if (summary && (summary.items > 0 || summary.messages > 0)) {
        log.info(summary, 'alerts: sweep');
      }
    },
    onError: (error) => log.error({ err: error }, 'alerts: sweep failed'),
  });
  return { stop: () => job.stop() };
}
