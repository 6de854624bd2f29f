import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { refreshLookups } from '../modules/reso/lookups.service';
import { advanceIdentities, bulkLoadSettings, insertRecords, insertRows } from './bulk-insert';
import { buildListingContext } from './listing-context';
import { generateListing, type ChildIds, type GeneratedListing } from './listings';
import { generateMembers } from './members';
import { generateOffices } from './offices';
import { consoleProgress, type ProgressListener } from './progress';
import { DEMO_REGION, type DemoRegion } from './region';
import { startOfUtcDay } from './time';
import { rebuildMarketFigures } from '../modules/market/market-build.repository';
import { OFF_MARKET_PER_SALE, generateOffMarketListing } from './off-market-history';

export interface SeedOptions {
  listings?: number;
  /** Past sales of the market's five years of history, written after the listings (default none). */
  marketHistory?: number;
  offices?: number;
  agents?: number;
  seed?: number;
  /** Every date is relative to it; default the start of the current UTC day. */
  referenceDate?: Date;
  region?: DemoRegion;
  /** Listings generated and written per transaction. */
  batchSize?: number;
  /** Batches written at once; more than 1 only helps a real PostgreSQL. */
  concurrency?: number;
  onProgress?: ProgressListener;
  /** No progress output at all (ignored when onProgress is given). */
  quiet?: boolean;
}

export interface SeedSummary {
  seed: number;
  referenceDate: string;
  offices: number;
  members: number;
  listings: number;
  media: number;
  openHouses: number;
  durationMs: number;
}

export const DEFAULT_SEED = 42;

/** Tables the demo data fills, children first. */
export const SEEDED_TABLES = [
  'ams_events',
  'ams_committees',
  'open_houses',
  'listing_media',
  'listing_records',
  'listing_status_history',
  'market_figures',
  'market_dirty',
  'market_dirty_ranges',
  'market_areas',
  'market_gone_listings',
  'listings',
  'member_licenses',
  'member_designations',
  'member_phones',
  'office_members',
  'offices',
  'members',
] as const satisfies readonly (keyof Database)[];

/** Whether there are no offices, members or listings yet (the first start). */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  for (const table of ['listings', 'members', 'offices'] as const) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/** Empties the seeded tables, and whatever refers to them, and restarts their ids. */
export async function resetSeededTables(db: Kysely<Database>): Promise<void> {
  await sql`truncate table ${sql.join(SEEDED_TABLES.map((table) => sql.table(table)))} restart identity cascade`.execute(
    db,
  );
}

async function writeListings(
  db: Kysely<Database>,
  settings: readonly RawBuilder<unknown>[],
  batch: readonly GeneratedListing[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const setting of settings) await setting.execute(trx);
    // The seed writes the status history itself; the market figures are built once at the end.
    await sql`set local hearth.bulk_seed = 'on'`.execute(trx);
    await insertRows(
      trx,
      'listings',
      batch.map((listing) => listing.row),
    );
    await insertRecords(
      trx,
      batch.map((listing) => ({ listing_id: listing.row.id, record: listing.record })),
    );
    await insertRows(
      trx,
      'listing_media',
      batch.flatMap((listing) => listing.media),
    );
    await insertRows(
      trx,
      'open_houses',
      batch.flatMap((listing) => listing.openHouses),
    );
    await insertRows(
      trx,
      'listing_status_history',
      batch.flatMap((listing) => listing.statusHistory),
    );
  });
}

/**
 * The market history's listings that never sold (seed/off-market-history.ts), in proportion to
 * its sales and to the closed listings among the current ones (about 38 %); none without history.
 */
async function writeOffMarketHistory(
  db: Kysely<Database>,
  context: ReturnType<typeof buildListingContext>,
  regularCount: number,
  marketHistory: number,
  batchSize: number,
): Promise<void> {
  if (marketHistory <= 0) return;
  const count = Math.round(OFF_MARKET_PER_SALE * (marketHistory + 0.38 * regularCount));
  for (let start = 0; start < count; start += batchSize) {
    const batch: ReturnType<typeof generateOffMarketListing>[] = [];
    for (let index = start; index < Math.min(count, start + batchSize); index++) {
      batch.push(generateOffMarketListing(context, index));
    }
    await db.transaction().execute(async (trx) => {
      await insertRows(
        trx,
        'market_gone_listings',
        batch.map((entry) => entry.listing),
      );
      await insertRows(
        trx,
        'listing_status_history',
        batch.flatMap((entry) => entry.statusHistory),
      );
    });
  }
}

/**
 * Writes the deterministic demo region: offices, members and listings. The same seed and
 * reference date give the same rows. Listings are generated and written in batches, so any
 * number fits in bounded memory. The seeded tables must be empty.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const started = Date.now();
  const region = options.region ?? DEMO_REGION;
  const seed = options.seed ?? DEFAULT_SEED;
  const reference = options.referenceDate ?? startOfUtcDay(new Date());
  const regularCount = options.listings ?? 25_000;
  const listingCount = regularCount + (options.marketHistory ?? 0);
  const officeCount = Math.max(1, options.offices ?? 250);
  const agentCount = Math.max(officeCount, options.agents ?? 2_000);
  const batchSize = options.batchSize ?? 500;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  if (!(await isDatabaseEmpty(db))) {
    throw new Error(
      'The database already holds offices, members or listings; reset it before seeding.',
    );
  }
  const reporter = options.onProgress
    ? { update: options.onProgress, stop: () => undefined }
    : options.quiet
      ? null
      : consoleProgress();

  const offices = generateOffices(region, seed, officeCount, reference);
  const directory = generateMembers(region, seed, offices, agentCount, reference);
  await db.transaction().execute(async (trx) => {
    await insertRows(
      trx,
      'members',
      directory.members.map((member) => member.row),
    );
    await insertRows(
      trx,
      'offices',
      offices.map((office) => office.row),
    );
    await insertRows(trx, 'office_members', directory.officeMembers);
    await insertRows(trx, 'member_phones', directory.phones);
    await insertRows(trx, 'member_designations', directory.designations);
    await insertRows(trx, 'member_licenses', directory.licenses);
  });

  const settings = await bulkLoadSettings(db);
  const context = buildListingContext(region, seed, reference, directory.members);
  const ids: ChildIds = { media: 1, openHouse: 1 };
  const inFlight: Promise<void>[] = [];
  let writtenCount = 0;
  reporter?.update({ done: 0, total: listingCount });
  try {
    for (let start = 0; start < listingCount; start += batchSize) {
      const end = Math.min(listingCount, start + batchSize);
      const batch: GeneratedListing[] = [];
      for (let index = start; index < end; index++)
        batch.push(generateListing(context, index, ids, index >= regularCount));
      if (inFlight.length >= concurrency) await inFlight.shift();
      const written = writeListings(db, settings, batch).then(() => {
        writtenCount += batch.length;
        reporter?.update({ done: writtenCount, total: listingCount });
      });
      written.catch(() => undefined); // awaited below; this only marks the rejection handled
      inFlight.push(written);
    }
    await Promise.all(inFlight);
  } finally {
    reporter?.stop();
  }

  await writeOffMarketHistory(db, context, regularCount, options.marketHistory ?? 0, batchSize);
  await advanceIdentities(db, [
    'offices',
    'members',
    'member_phones',
    'member_licenses',
    'listings',
    'listing_media',
    'open_houses',
  ]);
  await refreshLookups(db);
  await rebuildMarketFigures(db, { comingSoonWithActive: true, today: reference });
  await sql`analyze`.execute(db);
  return {
    seed,
    referenceDate: reference.toISOString(),
    offices: offices.length,
    members: directory.members.length,
    listings: listingCount,
    media: ids.media - 1,
    openHouses: ids.openHouse - 1,
    durationMs: Date.now() - started,
  };
}
