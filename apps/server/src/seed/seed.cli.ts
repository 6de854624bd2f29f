/**
 * `npm run seed -- [--listings 25000] [--market-history 15000] [--offices 250] [--agents 2000] [--seed 42]
 *   [--reference-date 2025-06-01] [--reset] [--quiet]`
 * Writes the demo region into the database named by DATABASE_URL, or the embedded one in
 * DATA_DIR (default: the repository's data/ folder).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '../db/database';
import { seedDemoAccounts } from '../modules/auth/demo-accounts';
import { seedAms } from './ams';
import { seedMembersArea } from './members-area';
import { isDatabaseEmpty, resetSeededTables, seedDemoData, DEFAULT_SEED } from './seed';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

function wholeNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${name} must be a whole number, not '${text}'`);
  return value;
}

function referenceDate(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime()))
    throw new Error(`--reference-date must be a date, not '${text}'`);
  return date;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      listings: { type: 'string' },
      'market-history': { type: 'string' },
      offices: { type: 'string' },
      agents: { type: 'string' },
      seed: { type: 'string' },
      'reference-date': { type: 'string' },
      reset: { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR ?? resolve(repositoryRoot, 'data');
  const listings = wholeNumber('listings', values.listings, 25_000);
  const options = {
    // Five years of past sales for the market statistics: 0.6 per listing.
    marketHistory: wholeNumber(
      'market-history',
      values['market-history'],
      Math.round(listings * 0.6),
    ),
    listings: wholeNumber('listings', values.listings, 25_000),
    offices: wholeNumber('offices', values.offices, 250),
    agents: wholeNumber('agents', values.agents, 2_000),
    seed: wholeNumber('seed', values.seed, DEFAULT_SEED),
    referenceDate: referenceDate(values['reference-date']),
    quiet: values.quiet,
  };
  const started = Date.now();
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await migrateToLatest(handle.db);
    if (!(await isDatabaseEmpty(handle.db))) {
      if (!values.reset) {
        throw new Error(
          'The database already holds data. Run again with --reset to replace it with the demo region.',
        );
      }
      await resetSeededTables(handle.db);
    }
    const summary = await seedDemoData(handle.db, {
      ...options,
      concurrency: handle.kind === 'postgres' ? 2 : 1,
    });
    await seedDemoAccounts(handle.db, { referenceDate: new Date(summary.referenceDate) });
    await seedMembersArea(handle.db, {
      seed: summary.seed,
      referenceDate: new Date(summary.referenceDate),
    });
    await seedAms(handle.db, {
      seed: summary.seed,
      referenceDate: new Date(summary.referenceDate),
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${handle.kind === 'postgres' ? 'PostgreSQL' : `the embedded database in ${dataDir}`} with seed ${summary.seed} ` +
        `(reference ${summary.referenceDate.slice(0, 10)}): ${summary.offices.toLocaleString('en-US')} offices, ` +
        `${summary.members.toLocaleString('en-US')} members, ${summary.listings.toLocaleString('en-US')} listings, ` +
        `${summary.media.toLocaleString('en-US')} photos, ${summary.openHouses.toLocaleString('en-US')} open houses in ${seconds} s.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
