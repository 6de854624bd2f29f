/**
 * `npm run bench:market -- [--listings 100000] [--history 60000] [--database-url postgres://…]`
 *
 * Market statistics at scale (docs/market-statistics.md): seeds the demo region with
 * `listings` listings and `history` past sales of its five years (embedded database in
 * bench/data/market, or PostgreSQL with --database-url), then measures
 * - every area's figures built from scratch (`rebuildMarketFigures`), goal ≤ 60 s at 1,000,000;
 * - a change kept current: 20 listings closed in last month, then one run of the market job
 *   (the marked area-months computed again), goal ≤ 10 s;
 * - `GET /api/market/{areaType}/{areaName}?months=24` over HTTP for random areas, 200 timed
 *   calls after 20 untimed ones, goal p95 ≤ 20 ms.
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
  },
  allowPositionals: true,
});
const listings = Number(values.listings);
const history = values.history === undefined ? Math.round(listings * 0.6) : Number(values.history);
const databaseUrl = values['database-url'];

const dataDir = join(here, 'data', 'market');
if (!databaseUrl) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
}
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
await migrateToLatest(database.db);
if (databaseUrl) await resetSeededTables(database.db);
const load = () => loadavg()[0]?.toFixed(1);

const seedStarted = performance.now();
await seedDemoData(database.db, {
  listings,
  marketHistory: history,
  offices: 250,
  agents: 2000,
  seed: 46,
  quiet: true,
  concurrency: database.kind === 'postgres' ? 2 : 1,
});
const seedSeconds = (performance.now() - seedStarted) / 1000;

const today = new Date();
const buildStarted = performance.now();
const built = await rebuildMarketFigures(database.db, { comingSoonWithActive: true, today });
const buildSeconds = (performance.now() - buildStarted) / 1000;
const loadAfterBuild = load();

// A change: 20 pending sales close in the middle of last month.
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
  seedSeconds: Number(seedSeconds.toFixed(1)),
  buildSeconds: Number(buildSeconds.toFixed(1)),
  figureRows: built.rows,
  changeSeconds: Number(changeSeconds.toFixed(2)),
  changedAreaMonths: job.computed,
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
    `(seeded in ${result.seedSeconds} s), ${result.areas} areas, ${result.figureRows.toLocaleString('en-US')} figure rows.\n\n` +
    `| Measure | Result | Goal |\n| --- | --- | --- |\n` +
    `| Every area built from scratch | ${result.buildSeconds} s | ≤ 60 s at 1,000,000 listings |\n` +
    `| 20 closed sales kept current (one job run, ${result.changedAreaMonths} areas) | ${result.changeSeconds} s | ≤ 10 s |\n` +
    `| GET /api/market/…?months=24 p50 / p95 (200 calls) | ${result.apiP50Ms} / ${result.apiP95Ms} ms | p95 ≤ 20 ms |\n\n` +
    `Load average (1 min) after the build ${result.loadAverageAfterBuild}, at the end ${result.loadAverageAtEnd}, on a machine shared with other work.\n`,
);
console.log(result);
