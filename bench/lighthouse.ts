/**
 * Lighthouse on /for-sale, mobile profile, median of 5 runs (public-site.md, Speed).
 *
 * Starts the real server on a free loopback port with its own data folder
 * (bench/data/lighthouse, seeded with 25,000 listings on the first start and reused after),
 * runs Lighthouse against the installed Chromium and prints the medians of performance, LCP,
 * CLS, TBT and accessibility against the goals. Writes bench/results/lighthouse.{json,md}.
 *
 *   npm run bench:lighthouse [-- --runs 5] [--compare http://127.0.0.1:4000]
 *
 * With --compare, each run also measures /for-sale on that server (started by hand, for example
 * from a checkout of main), the two in turn, and writes both medians to
 * bench/results/lighthouse-compare.{json,md}. On a busy machine, runs in a row differ more than
 * many changes do; runs in turn see the same moments, so the comparison is fair.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductionServer } from './production-server';

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

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, compare: { type: 'string' } },
});
const runs = Math.max(1, Number(values.runs));
const compareBase = values.compare?.replace(/\/$/, '');

interface RunFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
}

/** Where a run's time went, from Lighthouse's own diagnostics. */
interface Diagnostics {
  performance: number;
  fcpMs: number;
  lcpElement: string;
  /** TTFB, load delay, load time and render delay of the LCP, simulated. */
  lcpPhases: Record<string, number>;
  longTasks: {
    count: number;
    totalMs: number;
    longest: { url: string; startMs: number; ms: number }[];
  };
  /** FCP and LCP as observed on this machine, before Lighthouse's simulation. */
  observed: { fcpMs: number; lcpMs: number };
  /** Requests that started before the LCP was observed, in start order. */
  waterfall: { url: string; startMs: number; endMs: number; priority: string; bytes: number }[];
  /** Main-thread time per script, longest first. */
  bootup: { url: string; ms: number }[];
}

interface AuditDetails {
  items?: Record<string, unknown>[];
}

function diagnosticsOf(lhr: {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}): Diagnostics {
  const items = (id: string) => (lhr.audits[id]?.details as AuditDetails | undefined)?.items ?? [];
  const number = (value: unknown) => Math.round(typeof value === 'number' ? value : Number.NaN);
  const path = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
  const [elementTable, phaseTable] = items('largest-contentful-paint-element') as {
    items?: Record<string, unknown>[];
  }[];
  const element = elementTable?.items?.[0]?.node as { snippet?: string } | undefined;
  const metrics = items('metrics')[0] ?? {};
  const observedLcp = number(metrics.observedLargestContentfulPaint);
  const tasks = items('long-tasks');
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: number(lhr.audits['first-contentful-paint']?.numericValue),
    // No node when the element was gone by the end of the load (replaced by a later render).
    lcpElement: element?.snippet ?? 'unknown (no longer in the page)',
    lcpPhases: Object.fromEntries(
      (phaseTable?.items ?? []).map((phase) => [String(phase.phase), number(phase.timing)]),
    ),
    longTasks: {
      count: tasks.length,
      totalMs: tasks.reduce((sum, task) => sum + number(task.duration), 0),
      longest: [...tasks]
        .sort((a, b) => number(b.duration) - number(a.duration))
        .slice(0, 5)
        .map((task) => ({
          url: path(task.url),
          startMs: number(task.startTime),
          ms: number(task.duration),
        })),
    },
    observed: { fcpMs: number(metrics.observedFirstContentfulPaint), lcpMs: observedLcp },
    waterfall: items('network-requests')
      .filter((request) => number(request.networkRequestTime) <= observedLcp)
      .map((request) => ({
        url: path(request.url),
        startMs: number(request.networkRequestTime),
        endMs: number(request.networkEndTime),
        priority: String(request.priority),
        bytes: number(request.transferSize),
      })),
    bootup: items('bootup-time')
      .slice(0, 5)
      .map((script) => ({ url: path(script.url), ms: number(script.total) })),
  };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

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

function figuresOf({ categories, audits }: Awaited<ReturnType<typeof measure>>): RunFigures {
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
  };
}

const mediansOf = (runFigures: RunFigures[]): RunFigures => ({
  performance: median(runFigures.map((f) => f.performance)),
  lcpMs: median(runFigures.map((f) => f.lcpMs)),
  cls: median(runFigures.map((f) => f.cls)),
  tbtMs: median(runFigures.map((f) => f.tbtMs)),
  accessibility: median(runFigures.map((f) => f.accessibility)),
});

const server = await startProductionServer();
const figures: RunFigures[] = [];
const compared: RunFigures[] = [];
const diagnostics: Diagnostics[] = [];
const loadBefore = loadavg()[0] ?? 0;
try {
  const url = `${server.base}/for-sale`;
  for (let run = 1; run <= runs; run += 1) {
    // The other server first every second run, so that neither always follows the other.
    if (compareBase && run % 2 === 0)
      compared.push(figuresOf(await measure(`${compareBase}/for-sale`)));
    const lhr = await measure(url);
    const figuresOfRun = figuresOf(lhr);
    figures.push(figuresOfRun);
    diagnostics.push(diagnosticsOf(lhr));
    if (compareBase && run % 2 === 1)
      compared.push(figuresOf(await measure(`${compareBase}/for-sale`)));
    console.log(
      `Run ${run}/${runs}: ${JSON.stringify(figuresOfRun)}${compareBase ? `; ${compareBase}: ${JSON.stringify(compared.at(-1))}` : ''}`,
    );
  }
} finally {
  server.stop();
}
const loadAfter = loadavg()[0] ?? 0;

const medians = mediansOf(figures);
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

// The diagnostics of the run whose performance score is the median one.
const byScore = [...diagnostics].sort((a, b) => a.performance - b.performance);
const typical = byScore[Math.floor((byScore.length - 1) / 2)];
const load = `load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`;

const measuredAt = new Date().toISOString();
const diagnosticLines = typical
  ? [
      `## Where the time went (the run of median score, ${typical.performance})`,
      '',
      `- FCP ${typical.fcpMs} ms; LCP element: \`${typical.lcpElement.replace(/`/g, "'")}\``,
      `- LCP phases (simulated): ${Object.entries(typical.lcpPhases)
        .map(([phase, ms]) => `${phase} ${ms} ms`)
        .join(', ')}`,
      `- Observed on this machine: FCP ${typical.observed.fcpMs} ms, LCP ${typical.observed.lcpMs} ms`,
      `- Long tasks: ${typical.longTasks.count}, ${typical.longTasks.totalMs} ms in all; longest: ${typical.longTasks.longest
        .map((task) => `${task.url} at ${task.startMs} ms, ${task.ms} ms`)
        .join('; ')}`,
      `- Main thread per script: ${typical.bootup.map((b) => `${b.url} ${b.ms} ms`).join(', ')}`,
      '',
      'Requests started before the LCP was observed (ms from navigation, observed):',
      '',
      '| Start | End | Priority | Bytes | URL |',
      '| ---: | ---: | --- | ---: | --- |',
      ...typical.waterfall.map(
        (r) => `| ${r.startMs} | ${r.endMs} | ${r.priority} | ${r.bytes} | ${r.url} |`,
      ),
      '',
    ]
  : [];
const markdown = [
  `# Lighthouse, /for-sale, mobile profile (median of ${figures.length} runs)`,
  '',
  `Measured ${measuredAt} against the production server on loopback, 25,000 demo listings;`,
  `${load} (${cpus().length} cores). Lighthouse simulates a slow phone by multiplying the`,
  'measured main-thread time, so a busy machine gives worse figures.',
  '',
  '| Figure | Median | Goal | Met |',
  '| --- | ---: | ---: | :---: |',
  ...checks.map(
    ([name, value, goal, met]) => `| ${name} | ${value} | ${goal} | ${met ? 'yes' : 'no'} |`,
  ),
  '',
  ...diagnosticLines,
].join('\n');
mkdirSync(join(here, 'results'), { recursive: true });
const stem = join(here, 'results', 'lighthouse');
writeFileSync(
  `${stem}.json`,
  `${JSON.stringify(
    {
      measuredAt,
      url: '/for-sale',
      loadAverage: { before: loadBefore, after: loadAfter, cores: cpus().length },
      goals: GOALS,
      medians,
      runs: figures,
      diagnostics: typical,
    },
    null,
    2,
  )}\n`,
);
writeFileSync(`${stem}.md`, markdown);
console.log(load);
for (const [name, value, goal, met] of checks) {
  console.log(`${name.padEnd(14)} ${value.padStart(9)}  (goal ${goal}) ${met ? 'met' : 'missed'}`);
}

if (compareBase) {
  const other = mediansOf(compared);
  const rows: [string, keyof RunFigures, string][] = [
    ['Performance', 'performance', ''],
    ['LCP', 'lcpMs', ' ms'],
    ['CLS', 'cls', ''],
    ['TBT', 'tbtMs', ' ms'],
    ['Accessibility', 'accessibility', ''],
  ];
  const comparison = [
    `# Lighthouse, /for-sale, this tree against ${compareBase} (medians of ${runs} runs in turn)`,
    '',
    `Measured ${measuredAt}; ${load} (${cpus().length} cores).`,
    '',
    `| Figure | This tree | ${compareBase} |`,
    '| --- | ---: | ---: |',
    ...rows.map(
      ([name, key, unit]) => `| ${name} | ${medians[key]}${unit} | ${other[key]}${unit} |`,
    ),
    '',
    `TBT of each run, this tree: ${figures.map((f) => f.tbtMs).join(', ')}; ${compareBase}: ${compared.map((f) => f.tbtMs).join(', ')}.`,
    '',
  ].join('\n');
  writeFileSync(
    join(here, 'results', 'lighthouse-compare.json'),
    `${JSON.stringify({ measuredAt, compareBase, loadAverage: { before: loadBefore, after: loadAfter }, medians, comparedMedians: other, runs: figures, comparedRuns: compared }, null, 2)}\n`,
  );
  writeFileSync(join(here, 'results', 'lighthouse-compare.md'), comparison);
  console.log(`\n${comparison}`);
}
