// Builds the web app when its bundle is missing or older than any of its sources; otherwise
// prints nothing and exits 0. Runs before `npm start` and the end-to-end tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
// The browser's build and the server's renderer of the search screen (`vite build --ssr`).
const outputs = [
  join(root, 'apps/web/dist/index.html'),
  join(root, 'apps/web/dist-ssr/entry-server.js'),
];

function packageSources() {
  const packages = join(root, 'packages');
  if (!existsSync(packages)) return [];
  return readdirSync(packages, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(packages, entry.name, 'src'));
}

const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
].map((path) => join(root, path));
sources.push(...packageSources());

/** True as soon as one file under `path` changed after `time` (ms). */
function changedSince(path, time) {
  if (!existsSync(path)) return false;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs > time;
  return readdirSync(path, { withFileTypes: true }).some(
    (entry) => entry.name !== 'node_modules' && changedSince(join(path, entry.name), time),
  );
}

const builtAt = Math.min(
  ...outputs.map((output) => (existsSync(output) ? statSync(output).mtimeMs : -Infinity)),
);
if (sources.some((path) => changedSince(path, builtAt))) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { status, error } = spawnSync(npm, ['run', 'build', '-w', '@hearth/web'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (error) {
    console.error(`Could not build the web app: ${error.message}`);
    process.exit(1);
  }
  process.exit(status ?? 1);
}
