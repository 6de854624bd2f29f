/**
 * Deletes rows that only ever expire: rate-limit counters whose window has ended, used captcha
 * challenges past their lifetime, sessions past their expiry and the listing visitors of past days
 * (kept only to count each once a day). Once a minute across all processes (a periodic job).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sweepRateLimits } from '../../plugins/shared-rate-limit-store';
import { sweepExpiredSessions } from '../auth/sessions.service';
import { forgetExpiredChallenges } from '../captcha/captcha.service';
import { sweepListingVisitors } from '../search/listing-stats.service';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

export function startHousekeeping(
  db: Kysely<Database>,
  log: Pick<FastifyBaseLogger, 'error'>,
): PeriodicJob<{
  rateLimits: number;
  captchaReplays: number;
  sessions: number;
  listingVisitors: number;
}> {
  return startPeriodicJob(db, {
    name: 'housekeeping',
    everyMs: 60_000,
    leaseMs: 60_000,
    run: async () => ({
      rateLimits: await sweepRateLimits(db),
      captchaReplays: await forgetExpiredChallenges(db),
      sessions: await sweepExpiredSessions(db, new Date()),
      listingVisitors: await sweepListingVisitors(db, new Date()),
    }),
    onError: (error) => log.error({ err: error }, 'housekeeping failed'),
  });
}
