#!/usr/bin/env node
// Makes sure the system Chromium that the end-to-end journeys drive is present. Playwright never
// downloads a browser for Hearth: it uses Debian's package (or the browser at CHROMIUM_PATH).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const debianPath = '/usr/bin/chromium';
const chromiumPath = process.env.CHROMIUM_PATH || debianPath;

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasAptGet() {
  return spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

if (isExecutable(chromiumPath)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
// Installing Debian's package only helps when the browser is expected at Debian's path.
if (chromiumPath === debianPath && isRoot && hasAptGet()) {
  console.log('Chromium is missing: installing Debian\'s package "chromium".');
  if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium'])) {
    if (isExecutable(chromiumPath)) process.exit(0);
  }
}

console.error(
  "Chromium is missing: install Debian's package with 'sudo apt-get install chromium' (or set CHROMIUM_PATH) and run npm test again.",
);
process.exit(1);
