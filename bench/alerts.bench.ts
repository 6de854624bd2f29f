/**
 * `npm run bench:alerts -- [--searches 100000] [--changes 1000] [--listings 3000]`
 *
 * Matching a batch of changed listings against many saved searches, as the alert sweep does
 * (`SavedSearchMatcher`). Seeds N demo listings on a fresh embedded database (bench/data/alerts),
 * makes saved searches of realistic variety from them (cities, postal codes, radii, polygons and
 * boxes around listings, price and bedroom ranges, property types, statuses, open houses,
 * through the same defaults and parser as the sweep), and a batch of changes (price cuts and
 * rises, status changes, new listings). Times building the matcher, matching the batch, and
 * matching it again with the same matcher, as the sweep keeps it between runs (median of 3);
 * goal: matching ≤ 5 s for 100,000 searches and 1,000 changes. The machine is shared: the load
 * average is recorded beside the figures, and the CPU time of matching beside its wall time; they go to bench/results/alerts-{searches}.{json,md}.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { searchRequestFilters } from '@hearth/domain';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import type { Listing } from '../apps/server/src/db/schema';
import {
  SavedSearchMatcher,
  type AlertSearch,
} from '../apps/server/src/modules/alerts/alert-matcher';
import { paramsAsText, parseListingFilter } from '../apps/server/src/modules/search/listing-query';
import { seedDemoData } from '../apps/server/src/seed/seed';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    searches: { type: 'string', default: '100000' },
    changes: { type: 'string', default: '1000' },
    listings: { type: 'string', default: '3000' },
  },
  allowPositionals: true,
});
const searchCount = Number(values.searches);
const changeCount = Number(values.changes);
const listingCount = Number(values.listings);
const GOAL_MS = 5000;

let state = 20_261_124;
/** A repeatable random number in [0, 1). */
function random(): number {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const dataDir = join(here, 'data', 'alerts');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({ dataDir });
await migrateToLatest(database.db);
console.log(`Seeding ${listingCount} listings…`);
await seedDemoData(database.db, {
  listings: listingCount,
  offices: 20,
  agents: 100,
  seed: 31,
  quiet: true,
});
const rows = (await database.db.selectFrom('listings').selectAll().execute()) as Listing[];
await database.close();
const placed = rows.filter((row) => row.latitude !== null && row.longitude !== null);
const cities = [...new Set(rows.map((row) => row.city).filter((c): c is string => !!c))];
const codes = [...new Set(rows.map((row) => row.postal_code).filter((c): c is string => !!c))];
const settings = loadConfig({ NODE_ENV: 'test' }, { readConfigFile: false }).settings;

/** One saved search's query, as the search screen saves it. */
function savedQuery(): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  const centre = pick(placed);
  const where = random();
  if (where < 0.35) query.City = pick(cities);
  else if (where < 0.45) query.PostalCode = pick(codes);
  else if (where < 0.65) {
    query.near = `${centre.latitude},${centre.longitude}`;
    query.radius = String(pick([1, 2, 3, 5, 10]));
  } else if (where < 0.85) {
    const size = 0.02 + random() * 0.1;
    const ring = [0, 1, 2, 3, 4, 5].map((k) => {
      const angle = (k / 6) * 2 * Math.PI;
      const r = size * (0.6 + random() * 0.4);
      return `${centre.longitude! + r * Math.cos(angle)} ${centre.latitude! + r * Math.sin(angle)}`;
    });
    query.poly = [...ring, ring[0]].join(',');
  } else {
    const size = 0.05 + random() * 0.2;
    query.box = `${centre.longitude! - size},${centre.latitude! - size},${centre.longitude! + size},${centre.latitude! + size}`;
  }
  if (random() < 0.8) {
    const low = pick([100_000, 200_000, 300_000, 400_000, 500_000, 750_000]);
    if (random() < 0.6) query['ListPrice[gte]'] = low;
    query['ListPrice[lte]'] = low + pick([200_000, 300_000, 500_000, 1_000_000]);
  }
  if (random() < 0.6) query['BedroomsTotal[gte]'] = pick([1, 2, 3, 4]);
  if (random() < 0.3) query['BathroomsTotalInteger[gte]'] = pick([1, 2, 3]);
  query['PropertyType[in]'] =
    random() < 0.85 ? ['RESI'] : pick([['RLSE'], ['RESI', 'RINC'], ['LAND']]);
  if (random() < 0.3)
    query['StandardStatus[in]'] = pick([
      ['Active'],
      ['Active', 'Coming Soon'],
      ['Active', 'Pending'],
    ]);
  if (random() < 0.05) query.OpenHouse = true;
  return query;
}

function changed(row: Listing): { before: Listing | null; after: Listing } {
  const kind = random();
  if (kind < 0.25)
    return { before: null, after: { ...row, id: String(10_000_000 + Number(row.id)) } };
  if (kind < 0.6)
    return {
      before: row,
      after: { ...row, list_price: String(Math.round(Number(row.list_price) * 0.95)) },
    };
  if (kind < 0.7)
    return {
      before: row,
      after: { ...row, list_price: String(Math.round(Number(row.list_price) * 1.05)) },
    };
  const status = pick(['Active', 'Pending', 'Closed', 'Coming Soon'] as const);
  return { before: row, after: { ...row, standard_status: status } };
}

console.log(`Making ${searchCount} saved searches…`);
const searches: AlertSearch[] = [];
for (let i = 0; i < searchCount; i++) {
  const params = searchRequestFilters(savedQuery() as never, settings);
  const filter = parseListingFilter(paramsAsText(params as Record<string, unknown>));
  if (filter instanceof Error) throw filter;
  searches.push({ id: String(i + 1), filter });
}
const changes = Array.from({ length: changeCount }, () => {
  const row = pick(rows);
  return { id: String(row.id), ...changed(row) };
});

const load = loadavg().map((n) => n.toFixed(2));
const now = new Date();
const builds: number[] = [];
const matches: number[] = [];
const warmMatches: number[] = [];
const matchCpu: number[] = [];
let found = 0;
for (let run = 0; run < 3; run++) {
  const t0 = performance.now();
  const matcher = new SavedSearchMatcher(searches);
  const t1 = performance.now();
  const cpu = process.cpuUsage();
  found = matcher.match(changes, now).length;
  const t2 = performance.now();
  matchCpu.push(process.cpuUsage(cpu).user / 1000);
  // The sweep keeps its matcher while no saved search is added or changed: the next batch meets
  // searches compiled already.
  matcher.match(changes, now);
  const t3 = performance.now();
  builds.push(t1 - t0);
  matches.push(t2 - t1);
  warmMatches.push(t3 - t2);
  console.log(
    `run ${run + 1}: build ${(t1 - t0).toFixed(0)} ms, match ${(t2 - t1).toFixed(0)} ms, again ${(t3 - t2).toFixed(0)} ms, ${found} matches`,
  );
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[1]!;
const result = {
  date: new Date().toISOString(),
  searches: searchCount,
  changes: changeCount,
  listings: listingCount,
  loadAverage: load,
  buildMs: Math.round(median(builds)),
  matchMs: Math.round(median(matches)),
  matchAgainMs: Math.round(median(warmMatches)),
  matchCpuMs: Math.round(median(matchCpu)),
  matches: found,
  goalMatchMs: GOAL_MS,
  heapMb: Math.round(process.memoryUsage().heapUsed / 1_048_576),
};
const results = join(here, 'results');
mkdirSync(results, { recursive: true });
const name = `alerts-${searchCount}`;
writeFileSync(join(results, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(
  join(results, `${name}.md`),
  `# Alerts: ${searchCount.toLocaleString('en-US')} saved searches against ${changeCount.toLocaleString('en-US')} changed listings

Load average at the start of the timings: ${load.join(', ')} (2 cores, shared).

| what | median of 3 | goal |
| --- | --- | --- |
| building the matcher (indexing and compiling the searches) | ${result.buildMs} ms | |
| matching the batch (before and after each change) | ${result.matchMs} ms | ≤ ${GOAL_MS} ms |
| matching the next batch with the matcher kept (as the sweep does while no search changes) | ${result.matchAgainMs} ms | ≤ ${GOAL_MS} ms |
| CPU time of matching the batch (less swayed by the other work on the machine) | ${result.matchCpuMs} ms | |

${found.toLocaleString('en-US')} (search, listing) matches after the changes; heap ${result.heapMb} MB.
`,
);
console.log(JSON.stringify(result));
