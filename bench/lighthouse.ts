/**
 * Lighthouse on /for-sale, mobile profile, median of 5 runs (public-site.md, Speed).
 *
 * Starts the real server on a free loopback port with its own data folder
 * (bench/data/lighthouse, seeded with 25,000 listings on the first start and reused after),
 * runs Lighthouse against the installed Chromium and prints the medians of performance, LCP,
 * CLS, TBT and accessibility against the goals. Writes bench/results/lighthouse.{json,md}.
 *
 *   npm run bench:lighthouse [-- --runs 5]
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const GOALS = { performance: 90, lcpMs: 2500, cls: 0.1, tbtMs: 200, accessibility: 95 };
const STARTUP_LIMIT_MS = 300_000;

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Math.max(1, Number(values.runs));

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitUntilReady(base: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The server stopped before it was ready.');
    try {
      const response = await fetch(`${base}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 1000));
  }
  throw new Error(`The server was not ready within ${STARTUP_LIMIT_MS / 1000} s.`);
}

interface RunFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

// As `npm start` does: rebuild the web app when its sources are newer than dist/.
execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });

/** Tries a fresh browser up to three times per run: trace recording fails now and then. */
async function measure(url: string) {
  let lastError = '';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (result && !result.lhr.runtimeError) return result.lhr;
      lastError = result?.lhr.runtimeError?.message ?? 'Lighthouse returned no result.';
      console.warn(`Attempt ${attempt} failed: ${lastError}`);
    } finally {
      chrome.kill();
    }
  }
  throw new Error(lastError);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = join(here, 'data', 'lighthouse');
mkdirSync(dataDir, { recursive: true });
console.log(`Starting the server on ${base} (data in ${dataDir}) …`);
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    SEED_LISTINGS: '25000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let serverExited = false;
server.once('exit', () => {
  serverExited = true;
});

const figures: RunFigures[] = [];
try {
  await waitUntilReady(base, () => serverExited);
  const url = `${base}/for-sale`;
  for (let run = 1; run <= runs; run += 1) {
    const lhr = await measure(url);
    const { categories, audits } = lhr;
    const figuresOfRun: RunFigures = {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    };
    figures.push(figuresOfRun);
    console.log(`Run ${run}/${runs}: ${JSON.stringify(figuresOfRun)}`);
  }
} finally {
  server.kill('SIGTERM');
}

const medians: RunFigures = {
  performance: median(figures.map((f) => f.performance)),
  lcpMs: median(figures.map((f) => f.lcpMs)),
  cls: median(figures.map((f) => f.cls)),
  tbtMs: median(figures.map((f) => f.tbtMs)),
  accessibility: median(figures.map((f) => f.accessibility)),
};
const checks = [
  [
    'Performance',
    `${medians.performance}`,
    `≥ ${GOALS.performance}`,
    medians.performance >= GOALS.performance,
  ],
  ['LCP', `${medians.lcpMs} ms`, `≤ ${GOALS.lcpMs} ms`, medians.lcpMs <= GOALS.lcpMs],
  ['CLS', `${medians.cls}`, `≤ ${GOALS.cls}`, medians.cls <= GOALS.cls],
  ['TBT', `${medians.tbtMs} ms`, `≤ ${GOALS.tbtMs} ms`, medians.tbtMs <= GOALS.tbtMs],
  [
    'Accessibility',
    `${medians.accessibility}`,
    `≥ ${GOALS.accessibility}`,
    medians.accessibility >= GOALS.accessibility,
  ],
] as const;

const measuredAt = new Date().toISOString();
const markdown = [
  `# Lighthouse, /for-sale, mobile profile (median of ${figures.length} runs)`,
  '',
  `Measured ${measuredAt} against the production server on loopback, 25,000 demo listings.`,
  '',
  '| Figure | Median | Goal | Met |',
  '| --- | ---: | ---: | :---: |',
  ...checks.map(
    ([name, value, goal, met]) => `| ${name} | ${value} | ${goal} | ${met ? 'yes' : 'no'} |`,
  ),
  '',
].join('\n');
mkdirSync(join(here, 'results'), { recursive: true });
const stem = join(here, 'results', 'lighthouse');
writeFileSync(
  `${stem}.json`,
  `${JSON.stringify({ measuredAt, url: '/for-sale', goals: GOALS, medians, runs: figures }, null, 2)}\n`,
);
writeFileSync(`${stem}.md`, markdown);
for (const [name, value, goal, met] of checks) {
  console.log(`${name.padEnd(14)} ${value.padStart(9)}  (goal ${goal}) ${met ? 'met' : 'missed'}`);
}
