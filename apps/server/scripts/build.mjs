// Compiles the server to JavaScript for production (`npm run build`; `npm start` runs it): the
// server, the cluster's primary and the worker threads, each one file in dist/ beside the
// embedded database's worker, which is JavaScript already. `npm run dev` and the tests run the
// TypeScript through tsx instead.
//
// esbuild rather than tsc: our workspace packages (@hearth/domain, @hearth/contracts) are
// TypeScript sources and our imports carry no file extension, neither of which Node's ESM loader
// takes, so tsc's one-file-per-file output would not run without rewriting every import; esbuild
// bundles our own code (the workspace packages with it) in a second, leaves every npm package to
// be loaded from node_modules as before, and is already installed (tsx and Vite use it). Types
// are checked by `npm run typecheck`, not here.
//
// With `--if-stale` it builds only when an output is missing or older than a source (as
// `npm start` asks), and otherwise prints nothing.
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const serverDir = join(import.meta.dirname, '..');
const root = join(serverDir, '../..');
const outdir = join(serverDir, 'dist');

/** Output (without .mjs) → entry. The workers' names are the ones the server's code loads. */
const entryPoints = {
  server: 'src/server.ts',
  cluster: 'src/cluster.ts',
  'property-pages.worker': 'src/modules/ingest/property-pages.thread.ts',
  'replication.thread': 'src/modules/ingest/replication.thread-main.ts',
};
/** Plain JavaScript that runs as it is. */
const copied = { 'pglite.worker.mjs': 'src/db/pglite.worker.mjs' };

const outputs = [
  ...Object.keys(entryPoints).map((name) => join(outdir, `${name}.mjs`)),
  ...Object.keys(copied).map((name) => join(outdir, name)),
];
const sources = [
  join(serverDir, 'src'),
  join(serverDir, 'package.json'),
  join(root, 'packages/domain/src'),
  join(root, 'packages/contracts/src'),
];

/** True as soon as one file under `path` changed after `time` (ms). */
function changedSince(path, time) {
  if (!existsSync(path)) return false;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs > time;
  return readdirSync(path, { withFileTypes: true }).some((entry) =>
    changedSince(join(path, entry.name), time),
  );
}

if (process.argv.includes('--if-stale')) {
  const builtAt = Math.min(
    ...outputs.map((output) => (existsSync(output) ? statSync(output).mtimeMs : -Infinity)),
  );
  if (!sources.some((path) => changedSince(path, builtAt))) process.exit(0);
  console.log('Building the server (apps/server/dist)...');
}

/** npm packages stay outside the bundle; our own code and the workspace packages go in. */
const packagesOutside = {
  name: 'packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hearth/') ? undefined : { path: args.path, external: true },
    );
  },
};

mkdirSync(outdir, { recursive: true });
await build({
  absWorkingDir: serverDir,
  entryPoints,
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces name our functions as the source does.
  keepNames: true,
  plugins: [packagesOutside],
  logLevel: 'warning',
});
for (const [name, source] of Object.entries(copied)) {
  copyFileSync(join(serverDir, source), join(outdir, name));
}
