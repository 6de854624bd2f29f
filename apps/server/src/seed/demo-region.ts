import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { Readiness } from '../readiness';

/** Seeds the demo region into an empty database (the first start only). */
export async function seedDemoRegion(
  database: DatabaseHandle,
  config: Config,
  readiness: Readiness | null,
  log: (msg: string) => void,
): Promise<void> {
  const { seedDemoData } = await import('./seed');
  const { seedDemoAccounts } = await import('../modules/auth/demo-accounts');
  const listings = config.env.SEED_LISTINGS;
  if (readiness) readiness.detail = `seeding ${listings.toLocaleString('en-US')} demo listings`;
  log(
    `Empty database: seeding the demo region with ${listings.toLocaleString('en-US')} listings (first start only)…`,
  );
  const started = performance.now();
  const summary = await seedDemoData(database.db, {
    listings,
    marketHistory: Math.round(listings * 0.6),
    quiet: true,
    concurrency: database.kind === 'postgres' ? 2 : 1,
  });
  await seedDemoAccounts(database.db, { referenceDate: new Date(summary.referenceDate) });
  const { seedMembersArea } = await import('./members-area');
  await seedMembersArea(database.db, { referenceDate: new Date(summary.referenceDate) });
  const { seedAms } = await import('./ams');
  await seedAms(database.db, { referenceDate: new Date(summary.referenceDate) });
  log(`Demo data ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
