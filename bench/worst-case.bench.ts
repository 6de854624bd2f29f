/**
 * The costliest requests a stranger can send, against the production server with the demo's
 * 25,000 listings: the costliest search areas the limits allow (a 500-position ring over the
 * whole region, a comb whose edges crowd one latitude) on the listing search, its clusters and
 * the agent and office directories, and the refused ones (a 45,000-position ring, JSON nested
 * 5,000 deep). While each runs, /healthz is asked again and again: its slowest answer is how
 * long the server could not answer anyone else. Goal: no request holds the server for more
 * than about 100 ms. Figures go to bench/results/worst-case.{json,md} with the load average.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_POLYGON_POSITIONS, formatPoly } from '@hearth/domain';
import { circle, comb } from '../apps/server/test/area-shapes';
import { percentile, startProductionServer } from './production-server';

const here = dirname(fileURLToPath(import.meta.url));
const RUNS = 5;
const GOAL_STALL_MS = 100;

const server = await startProductionServer();
const key = /"searchApiKey":"([^"]+)"/.exec(await (await fetch(`${server.base}/`)).text())?.[1];
const auth = { authorization: `Bearer ${key ?? ''}` };
const wide = formatPoly(circle(MAX_POLYGON_POSITIONS, -121.4, 38.6, 1.6));
const teeth = formatPoly(comb(23));
const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

interface Case {
  name: string;
  send(): Promise<Response>;
}
const json = { ...auth, 'content-type': 'application/json' };
const post = (body: string) => () =>
  fetch(`${server.base}/search/v1/listings`, { method: 'POST', headers: json, body });
const get = (path: string) => () => fetch(`${server.base}/search/v1/${path}`, { headers: auth });
const cases: Case[] = [
  { name: 'listings, 500-position ring', send: post(JSON.stringify({ poly: wide, limit: 200 })) },
  { name: 'listings, comb ring', send: post(JSON.stringify({ poly: teeth, limit: 200 })) },
  {
    name: 'listings, comb ring, sorted, far page',
    send: post(JSON.stringify({ poly: teeth, limit: 200, offset: 5000, sortBy: 'ListPrice' })),
  },
  {
    name: 'clusters p8, 500-position ring',
    send: get(`listings/cluster?precision=8&poly=${encodeURIComponent(wide)}`),
  },
  {
    name: 'clusters p8, comb ring',
    send: get(`listings/cluster?precision=8&poly=${encodeURIComponent(teeth)}`),
  },
  { name: 'agents, comb ring', send: get(`agents?limit=200&poly=${encodeURIComponent(teeth)}`) },
  {
    name: 'agents, 500-position ring',
    send: get(`agents?limit=200&poly=${encodeURIComponent(wide)}`),
  },
  { name: 'offices, comb ring', send: get(`offices?limit=200&poly=${encodeURIComponent(teeth)}`) },
  {
    name: 'refused: 45,000-position ring',
    send: post(JSON.stringify({ poly: formatPoly(circle(45_000, -121.4, 38.6, 1.6)) })),
  },
  { name: 'refused: JSON 5,000 deep', send: post(deep) },
];

/** Runs `send` while asking /healthz without pause; the request's time and the slowest probe. */
async function measure(send: () => Promise<Response>) {
  let running = true;
  let slowest = 0;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${server.base}/healthz`).then((response) => response.arrayBuffer());
      slowest = Math.max(slowest, performance.now() - started);
    }
  })();
  const started = performance.now();
  const response = await send();
  await response.arrayBuffer();
  const ms = performance.now() - started;
  running = false;
  await probe;
  return { status: response.status, ms, stall: slowest };
}

const rows: { name: string; status: number; p50: number; max: number; stall: number }[] = [];
try {
  for (const item of cases) {
    await item.send().then((response) => response.arrayBuffer()); // warm
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(item.send));
    const times = runs.map((run) => run.ms);
    const row = {
      name: item.name,
      status: runs[0]!.status,
      p50: Math.round(percentile(times, 0.5)),
      max: Math.round(Math.max(...times)),
      stall: Math.round(Math.max(...runs.map((run) => run.stall))),
    };
    rows.push(row);
    console.log(
      `${row.name}: ${row.status}, ${row.p50} ms (max ${row.max}); /healthz waited at most ${row.stall} ms`,
    );
  }
} finally {
  server.stop();
}

const load = loadavg().map((value) => Number(value.toFixed(2)));
const worstStall = Math.max(...rows.map((row) => row.stall));
const figures = { load, runs: RUNS, goalStallMs: GOAL_STALL_MS, worstStallMs: worstStall, rows };
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'worst-case.json'), `${JSON.stringify(figures, null, 2)}\n`);
writeFileSync(
  join(here, 'results', 'worst-case.md'),
  [
    '# The costliest requests a stranger can send',
    '',
    `Load average while measured: ${load.join(', ')} (2 cores). ${RUNS} runs each, after one to warm.`,
    `Goal: no request keeps /healthz waiting more than about ${GOAL_STALL_MS} ms. Worst: ${worstStall} ms.`,
    '',
    '| Request | Status | p50 ms | max ms | /healthz waited, ms |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.name} | ${r.status} | ${r.p50} | ${r.max} | ${r.stall} |`),
    '',
  ].join('\n'),
);
console.log(
  `Worst wait of /healthz: ${worstStall} ms (goal about ${GOAL_STALL_MS} ms); load ${load.join(', ')}`,
);
