/**
 * Keeps the market figures current: every few seconds one process (the job's lease) computes
 * again the area-months that listing writes marked, and, on the configured day, freezes the
 * previous month's edition. A database whose listings have no figures yet (the first start after
 * this feature arrived) gets them built from scratch once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { startPeriodicJob } from '../jobs/periodic-job';
import { rebuildMarketFigures, refreshDirtyMarketFigures } from './market-build.repository';
import { freezeDueEdition } from './market-editions.service';

/** How often marked area-months are computed again: the figures follow a change within this. */
export const MARKET_REFRESH_MS = 5_000;

export interface MarketScheduler {
  stop(): Promise<void>;
}

/** One run: a first build when needed, then the marked area-months. */
export async function runMarketJob(
  db: Kysely<Database>,
  config: Config,
  now: Date,
): Promise<{ rebuilt: boolean; computed: number; frozen?: string | null }> {
  const options = { comingSoonWithActive: config.settings.comingSoonWithActive, today: now };
  const figures = await db.selectFrom('market_figures').select('month').limit(1).executeTakeFirst();
  if (!figures) {
    const listing = await db.selectFrom('listings').select('id').limit(1).executeTakeFirst();
    if (listing) {
      await rebuildMarketFigures(db, options);
      return { rebuilt: true, computed: 0 };
    }
  }
  const computed = await refreshDirtyMarketFigures(db, options);
  // After the refresh, so an edition holds the month's figures as they stand that day.
  const frozen = await freezeDueEdition(db, config.settings.marketEditionDay, now);
  return { rebuilt: false, computed, frozen };
}

export function startMarketScheduler(
  db: Kysely<Database>,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): MarketScheduler {
  const job = startPeriodicJob(db, {
    name: 'market:figures',
    everyMs: MARKET_REFRESH_MS,
    leaseMs: 120_000,
    run: async () => {
      const result = await runMarketJob(db, config, new Date());
      if (result.rebuilt) log.info('market: figures built from scratch');
      if (result.frozen) log.info({ edition: result.frozen }, 'market: edition frozen');
    },
    onError: (error) => log.error({ err: error }, 'market: figures update failed'),
  });
  return { stop: () => job.stop() };
}
