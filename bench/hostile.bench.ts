/**
 * `npm run bench:hostile -- [--runs 300]`: how long the server takes over hostile requests (NUL
 * and control characters, deep nesting, huge arrays, wrong types) on every route, called in
 * process on a warm server as visitors meet it. Goal: each answered within a second. The test
 * (apps/server/test/hostile-fuzz.test.ts) checks only that none is a 5xx. Figures go to
 * bench/results/hostile.{json,md} with the load average.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { callableRoutes, hostileRequest, warmRequest } from '../apps/server/test/hostile-requests';
import { percentile } from './production-server';

const here = dirname(fileURLToPath(import.meta.url));
const GOAL_MS = 1000;
const KEY = 'bench-search-key';
const { values } = parseArgs({ options: { runs: { type: 'string', default: '300' } } });
const runs = Number(values.runs);

const base = loadConfig(
  { NODE_ENV: 'development', LOG_LEVEL: 'silent' },
  { readConfigFile: false },
);
const database = await openDatabase({});
await migrateToLatest(database.db);
const app = await buildApp({
  config: { env: base.env, settings: { ...base.settings, searchApiKey: KEY } },
  database,
});
await app.ready();
const timings: { request: string; status: number; ms: number }[] = [];
try {
  const routes = callableRoutes(app.routeTable);
  for (const route of routes) await app.inject(warmRequest(route));
  for (const request of fc.sample(hostileRequest(routes, KEY), runs)) {
    const started = performance.now();
    const response = await app.inject(request);
    const ms = Math.round(performance.now() - started);
    timings.push({
      request: `${request.method} ${request.url?.toString().slice(0, 80)}`,
      status: response.statusCode,
      ms,
    });
  }
} finally {
  await app.close();
  await database.close();
}

const load = loadavg().map((value) => Number(value.toFixed(2)));
const all = timings.map((row) => row.ms);
const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 10);
const figures = {
  load,
  runs,
  goalMs: GOAL_MS,
  p50Ms: percentile(all, 0.5),
  p99Ms: percentile(all, 0.99),
  maxMs: Math.max(...all),
  overGoal: timings.filter((row) => row.ms > GOAL_MS).length,
  serverErrors: timings.filter((row) => row.status >= 500).length,
  slowest,
};
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'hostile.json'), `${JSON.stringify(figures, null, 2)}\n`);
writeFileSync(
  join(here, 'results', 'hostile.md'),
  [
    '# Hostile requests on every route',
    '',
    `Load average while measured: ${load.join(', ')} (2 cores). ${runs} random requests, in process, warm.`,
    `Goal: each within ${GOAL_MS} ms. p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms; ${figures.overGoal} over the goal, ${figures.serverErrors} answered 5xx.`,
    '',
    '| Slowest requests | Status | ms |',
    '| --- | --- | --- |',
    ...slowest.map(
      (row) => `| \`${row.request.replace(/[|`]/g, '?')}\` | ${row.status} | ${row.ms} |`,
    ),
    '',
  ].join('\n'),
);
console.log(
  `p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms (goal ${GOAL_MS} ms); load ${load.join(', ')}`,
);
process.exitCode = figures.overGoal > 0 || figures.serverErrors > 0 ? 1 : 0;
