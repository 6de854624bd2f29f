/**
 * JavaScript needed before the listing list paints on /for-sale, gzipped.
 *
 * Builds the web app (or, with --reuse, reads the existing apps/web/dist), then walks the module
 * graph from dist/index.html: the entry script, its modulepreloads and the start-up steps it
 * imports one after the other, plus the listing search screen's chunk, each followed through its
 * static imports. The map (search-map and maplibre)
 * loads after the list and is left out. Each chunk counts once, at gzip level 9.
 *
 * Prints the total against the budget and writes bench/results/web-bundle.{json,md}.
 *
 *   npm run bench:web-bundle [-- --reuse]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
/** Chunks that load after the list has painted. */
const EXCLUDED = [/^assets\/search-map-/, /^assets\/maplibre-gl-/];
/** The chunk of the listing search screen. */
const SEARCH_SCREEN = /^listing-search-page-[\w-]+\.js$/;

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const dist = join(root, 'apps', 'web', 'dist');

const { values } = parseArgs({ options: { reuse: { type: 'boolean', default: false } } });
if (!values.reuse || !existsSync(join(dist, 'index.html'))) {
  console.log('Building apps/web …');
  execFileSync('npm', ['run', 'build', '-w', '@hearth/web'], { cwd: root, stdio: 'ignore' });
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
/** Paths relative to dist, such as `assets/index-abc.js`. */
const fromHtml = (pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/^\//, ''));
const entries = fromHtml(/<script[^>]*type="module"[^>]*src="([^"]+)"/g);
const preloads = fromHtml(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g);
const screen = readdirSync(join(dist, 'assets')).find((name) => SEARCH_SCREEN.test(name));
if (entries.length === 0) throw new Error('No entry script in dist/index.html.');
if (!screen) throw new Error('No listing-search-page chunk in dist/assets.');

/** Static imports of an emitted chunk: `import … from "./x.js"` and `import "./x.js"`. */
const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
function staticImports(chunk: string): string[] {
  const code = readFileSync(join(dist, chunk), 'utf8');
  return [...code.matchAll(STATIC_IMPORT)].map((match) =>
    posix.normalize(posix.join(posix.dirname(chunk), match[1] ?? '')),
  );
}

/**
 * The chunks an entry loads as its start-up steps (main.tsx imports them one after the other):
 * Vite lists them in the entry's `__vite__mapDeps` table.
 */
function startUpSteps(chunk: string): string[] {
  const code = readFileSync(join(dist, chunk), 'utf8');
  const table = /__vite__mapDeps=[^[]*\[([^\]]*)\]/.exec(code)?.[1] ?? '';
  return [...table.matchAll(/["'`]([^"'`]+\.js)["'`]/g)].map((match) => match[1] ?? '');
}

const included = new Set<string>();
const excluded = new Set<string>();
const pending = [...entries, ...entries.flatMap(startUpSteps), ...preloads, `assets/${screen}`];
while (pending.length > 0) {
  const chunk = pending.pop() ?? '';
  if (included.has(chunk) || excluded.has(chunk)) continue;
  if (EXCLUDED.some((pattern) => pattern.test(chunk))) {
    excluded.add(chunk);
    continue;
  }
  included.add(chunk);
  pending.push(...staticImports(chunk));
}

const chunks = [...included]
  .map((chunk) => {
    const bytes = readFileSync(join(dist, chunk));
    return { chunk, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzipBytes - a.gzipBytes);
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const totalGzip = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
const totalRaw = chunks.reduce((sum, c) => sum + c.rawBytes, 0);
const pass = kb(totalGzip) <= BUDGET_KB;

const result = {
  measuredAt: new Date().toISOString(),
  route: '/for-sale',
  budgetKb: BUDGET_KB,
  totalGzipKb: kb(totalGzip),
  totalRawKb: kb(totalRaw),
  pass,
  excluded: [...excluded].sort(),
  chunks: chunks.map((c) => ({ ...c, gzipKb: kb(c.gzipBytes) })),
};

const rows = chunks.map((c) => `| ${c.chunk} | ${kb(c.rawBytes)} | ${kb(c.gzipBytes)} |`);
const markdown = [
  '# JavaScript before the listing list paints (/for-sale)',
  '',
  `Measured ${result.measuredAt}. Map chunks excluded: ${result.excluded.join(', ') || 'none'}.`,
  '',
  `**${result.totalGzipKb} KB gzipped** (budget ${BUDGET_KB} KB: ${pass ? 'met' : 'missed'}),` +
    ` ${result.totalRawKb} KB raw.`,
  '',
  '| Chunk | Raw KB | Gzip KB |',
  '| --- | ---: | ---: |',
  ...rows,
  '',
].join('\n');

mkdirSync(join(here, 'results'), { recursive: true });
const stem = join(here, 'results', 'web-bundle');
writeFileSync(`${stem}.json`, `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(`${stem}.md`, markdown);

for (const c of chunks) console.log(`${String(kb(c.gzipBytes)).padStart(8)} KB  ${c.chunk}`);
console.log(
  `JavaScript before the list paints: ${result.totalGzipKb} KB gzipped ` +
    `(budget ${BUDGET_KB} KB) — ${pass ? 'within budget' : 'over budget'}.`,
);
if (!pass) process.exitCode = 1;
