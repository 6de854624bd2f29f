/**
 * `npm run bench:market -- [--listings 100000] [--history 60000] [--database-url postgres://…] [--reuse]`
 *
 * At the goal's scale: `--listings 1000000 --database-url postgres://…` (a PostgreSQL from
 * `scripts/pg-bench.sh start DIR PORT`; the embedded database is for small runs), and `--reuse`
 * to measure again on a database seeded by an earlier run (the change below is then made again).
 *
 * Market statistics at scale (docs/market-statistics.md): seeds the demo region with
 * `listings` listings and `history` past sales of its five years (embedded database in
 * bench/data/market, or PostgreSQL with --database-url), then measures
 * - every area's figures built from scratch (`rebuildMarketFigures`), goal ≤ 60 s at 1,000,000;
 * - a change kept current: 20 listings closed in last month, then one run of the market job
 *   (the marked area-months computed again), goal ≤ 10 s;
 * - `GET /api/market/{areaType}/{areaName}?months=24` over HTTP for random areas, 200 timed
 *   calls after 20 untimed ones, goal p95 ≤ 20 ms;
 * - what the market triggers on `listings` cost a bulk write: 1,000-row inserts (copies of
 *   listings) and 1,000-row status updates, each timed with the triggers on and off in turn.
 * The load average is recorded beside the times; the figures go to bench/results/market.{json,md}.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { rebuildMarketFigures } from '../apps/server/src/modules/market/market-build.repository';
import { runMarketJob } from '../apps/server/src/modules/market/market-scheduler';
import { resetSeededTables, seedDemoData } from '../apps/server/src/seed/seed';
import { listenInProcess } from './in-process-server';
import { percentile } from './production-server';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    history: { type: 'string' },
    'database-url': { type: 'string' },
    reuse: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const listings = Number(values.listings);
const history = values.history === undefined ? Math.round(listings * 0.6) : Number(values.history);
const databaseUrl = values['database-url'];

const dataDir = join(here, 'data', 'market');
if (!databaseUrl && !values.reuse) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
}
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
await migrateToLatest(database.db);
const load = () => loadavg()[0]?.toFixed(1);
const seeded =
  values.reuse &&
  (await database.db.selectFrom('listings').select('id').limit(1).executeTakeFirst()) !== undefined;
if (databaseUrl && !seeded) await resetSeededTables(database.db);

const seedStarted = performance.now();
if (!seeded) {
  await seedDemoData(database.db, {
    listings,
    marketHistory: history,
    offices: 250,
    agents: 2000,
    seed: 46,
    quiet: true,
    concurrency: database.kind === 'postgres' ? 2 : 1,
  });
}
const seedSeconds = (performance.now() - seedStarted) / 1000;
const { rows: counted } = await sql<{ listings: number; gone: number; history: number }>`
  select (select count(*)::int from listings) as listings,
    (select count(*)::int from market_gone_listings) as gone,
    (select count(*)::int from listing_status_history) as history`.execute(database.db);
const sizes = counted[0];

const today = new Date();
const buildStarted = performance.now();
const built = await rebuildMarketFigures(database.db, { comingSoonWithActive: true, today });
const buildSeconds = (performance.now() - buildStarted) / 1000;
const loadAfterBuild = load();

// A change: 20 pending sales close in the middle of last month, as a late record would.
await sql`update listings set standard_status = 'Closed', close_price = list_price,
  close_date = (date_trunc('month', current_date) - interval '1 month' + interval '14 days')::date
  where id in (select id from listings where standard_status = 'Pending' and property_type = 'RESI'
    order by id limit 20)`.execute(database.db);
const config = {
  settings: { comingSoonWithActive: true, marketEditionDay: 28 },
} as Parameters<typeof runMarketJob>[1];
const changeStarted = performance.now();
const job = await runMarketJob(database.db, config, today);
const changeSeconds = (performance.now() - changeStarted) / 1000;

// A busier spell: 1,000 listings change status today (pending, back on the market, closed).
await sql`update listings set standard_status = case standard_status when 'Active' then 'Pending'
    when 'Pending' then 'Closed' else 'Active' end,
  close_price = case when standard_status = 'Pending' then list_price else close_price end,
  close_date = case when standard_status = 'Pending' then current_date else close_date end
  where id in (select id from listings where standard_status in ('Active', 'Pending')
    and property_type = 'RESI' order by id desc limit 1000)`.execute(database.db);
const busyStarted = performance.now();
const busyJob = await runMarketJob(database.db, config, today);
const busySeconds = (performance.now() - busyStarted) / 1000;

/**
 * What the market triggers add to a bulk write: the same statements timed with the triggers
 * on and off in turn (so a busy machine slows both alike), the written rows removed again.
 */
async function triggerCost(rounds: number) {
  const triggers = ['insert', 'update', 'delete'].map((op) => sql.id(`listings_market_${op}`));
  const setTriggers = async (on: boolean) => {
    for (const trigger of triggers) {
      await sql`alter table listings ${sql.raw(on ? 'enable' : 'disable')} trigger ${trigger}`.execute(
        database.db,
      );
    }
  };
  const { rows: columnRows } = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_name = 'listings' and table_schema = current_schema()
      and column_name not in ('id', 'listing_key', 'listing_id') and is_generated = 'NEVER'
    order by ordinal_position`.execute(database.db);
  const columns = sql.join(columnRows.map((row) => sql.ref(row.name)));
  const times = {
    insertOn: [] as number[],
    insertOff: [] as number[],
    updateOn: [] as number[],
    updateOff: [] as number[],
  };
  for (let round = 0; round < rounds; round++) {
    for (const on of round % 2 === 0 ? [true, false] : [false, true]) {
      await setTriggers(on);
      const tag = `bench-copy-${round}-${on ? 'on' : 'off'}-`;
      const insertStarted = performance.now();
      await sql`insert into listings (listing_key, listing_id, ${columns})
        select ${tag} || listing_key, ${tag} || listing_id, ${columns} from listings
        where id in (select id from listings where listing_key not like 'bench-copy-%'
          order by id limit 1000 offset ${round * 1000})`.execute(database.db);
      (on ? times.insertOn : times.insertOff).push(performance.now() - insertStarted);
      const updateStarted = performance.now();
      await sql`update listings set standard_status = case standard_status
          when 'Active' then 'Pending' else 'Active' end
        where listing_key like ${`${tag}%`} and standard_status in ('Active', 'Pending')`.execute(
        database.db,
      );
      (on ? times.updateOn : times.updateOff).push(performance.now() - updateStarted);
      await setTriggers(false);
      await sql`delete from listing_status_history where listing_id in (
        select id from listings where listing_key like ${`${tag}%`})`.execute(database.db);
      await sql`delete from listings where listing_key like ${`${tag}%`}`.execute(database.db);
    }
  }
  await setTriggers(true);
  await sql`delete from market_dirty_ranges`.execute(database.db);
  const median = (list: number[]) => Number(percentile(list, 0.5).toFixed(1));
  return {
    rowsPerStatement: 1000,
    rounds,
    insertMsOn: median(times.insertOn),
    insertMsOff: median(times.insertOff),
    updateMsOn: median(times.updateOn),
    updateMsOff: median(times.updateOff),
  };
}
const triggers = await triggerCost(6);

const { rows: areas } = await sql<{ area_type: string; area_name: string }>`
  select distinct area_type, area_name from market_figures`.execute(database.db);
const { app, origin } = await listenInProcess(database);
const times: number[] = [];
for (let call = 0; call < 220; call++) {
  const area = areas[Math.floor(Math.random() * areas.length)];
  if (!area) break;
  const url = `${origin}/api/market/${area.area_type}/${encodeURIComponent(area.area_name)}?months=24`;
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  if (call >= 20) times.push(performance.now() - started);
}
await app.close();
await database.close();

const result = {
  date: new Date().toISOString(),
  database: database.kind,
  listings,
  history,
  rows: sizes,
  seedSeconds: Number(seedSeconds.toFixed(1)),
  buildSeconds: Number(buildSeconds.toFixed(1)),
  figureRows: built.rows,
  changeSeconds: Number(changeSeconds.toFixed(2)),
  changedAreaMonths: job.computed,
  busyChangeSeconds: Number(busySeconds.toFixed(2)),
  busyChangedAreaMonths: busyJob.computed,
  triggers,
  apiP50Ms: Number(percentile(times, 0.5).toFixed(1)),
  apiP95Ms: Number(percentile(times, 0.95).toFixed(1)),
  areas: areas.length,
  loadAverageAfterBuild: loadAfterBuild,
  loadAverageAtEnd: load(),
  goals: { buildSecondsAt1M: 60, changeSeconds: 10, apiP95Ms: 20 },
};
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'market.json'), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(
  join(here, 'results', 'market.md'),
  `# Market statistics benchmark (${result.date.slice(0, 10)}, ${result.database})\n\n` +
    `${listings.toLocaleString('en-US')} listings and ${history.toLocaleString('en-US')} past sales ` +
    `(${seeded ? 'seeded by an earlier run' : `seeded in ${result.seedSeconds} s`}; in the tables ` +
    `${sizes?.listings.toLocaleString('en-US')} listings, ${sizes?.gone.toLocaleString('en-US')} that never sold and left, ` +
    `${sizes?.history.toLocaleString('en-US')} status changes), ${result.areas} areas, ${result.figureRows.toLocaleString('en-US')} figure rows.\n\n` +
    `| Measure | Result | Goal |\n| --- | --- | --- |\n` +
    `| Every area built from scratch | ${result.buildSeconds} s | ≤ 60 s at 1,000,000 listings |\n` +
    `| 20 sales closed last month kept current (one job run, ${result.changedAreaMonths} area-months) | ${result.changeSeconds} s | ≤ 10 s |\n` +
    `| 1,000 status changes today kept current (one job run, ${result.busyChangedAreaMonths} area-months of last month) | ${result.busyChangeSeconds} s | ≤ 10 s |\n` +
    `| GET /api/market/…?months=24 p50 / p95 (200 calls) | ${result.apiP50Ms} / ${result.apiP95Ms} ms | p95 ≤ 20 ms |\n\n` +
    `What the market triggers add to bulk writes of 1,000 listings (median of ${triggers.rounds} rounds each, on and off in turn):\n\n` +
    `| Statement | Triggers on | Triggers off |\n| --- | --- | --- |\n` +
    `| insert 1,000 listings | ${triggers.insertMsOn} ms | ${triggers.insertMsOff} ms |\n` +
    `| update 1,000 statuses | ${triggers.updateMsOn} ms | ${triggers.updateMsOff} ms |\n\n` +
    `Load average (1 min) after the build ${result.loadAverageAfterBuild}, at the end ${result.loadAverageAtEnd}, on a machine shared with other work.\n`,
);
console.log(result);
