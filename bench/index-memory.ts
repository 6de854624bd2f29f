/**
 * `npm run bench:index-memory -- [--listings 20000] [--database-url postgres://…]`
 *
 * The typed-array bytes of the search index per row, by kind of column, for N demo listings on
 * an in-memory PGlite (or a PostgreSQL, seeded unless it holds N listings): after a load from rows, and after a load from a snapshot of it followed
 * by one new listing (a catch-up that adds a row grows every column). Bytes are exact and not
 * disturbed by the machine's load; "needed" is rows × element size, "held" the arrays' length.
 * Per-row figures hold at a million listings but for the list entries and dictionary sizes.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { indexMemory } from '../apps/server/src/modules/search/listing-index/index-memory';
import {
  decodeIndex,
  encodeIndex,
} from '../apps/server/src/modules/search/listing-index/index-snapshot';
import { IndexSync } from '../apps/server/src/modules/search/listing-index/index-sync';
import type { ListingIndex } from '../apps/server/src/modules/search/listing-index/listing-index';
import { resetSeededTables, seedDemoData } from '../apps/server/src/seed/seed';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '20000' },
    'database-url': { type: 'string' },
  },
  strict: true,
  allowPositionals: true,
});
const fromNpm = process.env.npm_config_listings;
const listings = Number(
  (fromNpm && fromNpm !== 'true' ? fromNpm : values.listings).replace(/_/g, ''),
);

function report(title: string, index: ListingIndex) {
  const rows = index.rows;
  const perRow = (bytes: number) => (bytes / rows).toFixed(1).padStart(7);
  console.log(`\n${title}: ${rows.toLocaleString('en-US')} rows`);
  console.log('kind     columns  needed B/row  held B/row  dictionary values  arrays');
  let needed = 0;
  let held = 0;
  for (const kind of indexMemory(index)) {
    needed += kind.neededBytes;
    held += kind.heldBytes;
    console.log(
      `${kind.kind.padEnd(8)} ${String(kind.columns).padStart(7)}  ${perRow(kind.neededBytes)}       ${perRow(kind.heldBytes)}    ${String(kind.dictionaryValues).padStart(15)}  ${JSON.stringify(kind.arrays)}`,
    );
  }
  console.log(`total             ${perRow(needed)}       ${perRow(held)}`);
  console.log(
    `at 1,000,000 rows: needed ${(((needed / rows) * 1e6) / 1e6).toFixed(0)} MB, held ${(((held / rows) * 1e6) / 1e6).toFixed(0)} MB (held as at this size)`,
  );
}

const databaseUrl = values['database-url'] ?? process.env.npm_config_database_url;
const database = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 2 } : {});
await migrateToLatest(database.db);
const counted = await sql<{ n: string }>`select count(*) as n from listings`.execute(database.db);
if (Number(counted.rows[0]?.n ?? 0) !== listings) {
  console.error(`Seeding ${listings} listings…`);
  await resetSeededTables(database.db);
  await seedDemoData(database.db, { listings, quiet: true });
}
const sync = new IndexSync(database.db);
await sync.fresh();
report('Loaded from rows (reordered)', sync.index);

const bytes = await encodeIndex(sync.index, { seq: 0, applied: [] }, () => true);
const { index } = await decodeIndex(bytes!);
report('Loaded from a snapshot', index);
const last = index.rows - 1;
const id = Math.max(...index.ids.values.subarray(0, index.rows)) + 1;
index.upsert({
  id: String(id),
  latitude: index.latitude.values[last]!,
  longitude: index.longitude.values[last]!,
  geohash: null,
  next_open_house_at: null,
  internet_entire_listing_display_yn: true,
  internet_address_display_yn: true,
});
report('… and one listing added', index);
await database.close();
