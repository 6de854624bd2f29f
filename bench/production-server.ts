/**
 * The real server in production mode on a free loopback port, for the browser benchmarks. Its
 * data folder is bench/data/lighthouse: seeded with 25,000 demo listings on the first start
 * (about 80 s) and reused after. The web app is rebuilt first when its sources are newer.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STARTUP_LIMIT_MS = 300_000;
export const DEMO_LISTINGS = 25_000;

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

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

export interface ProductionServer {
  /** `http://127.0.0.1:{port}` */
  readonly base: string;
  stop(): void;
}

/** Starts the server and resolves once it answers /readyz; `dataDir` defaults to bench/data/lighthouse. */
export async function startProductionServer(
  options: { dataDir?: string } = {},
): Promise<ProductionServer> {
  // As `npm start` does: rebuild the web app when its sources are newer than dist/.
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? join(here, 'data', 'lighthouse');
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
      SEED_LISTINGS: String(DEMO_LISTINGS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  server.once('exit', () => {
    exited = true;
  });
  const stop = () => {
    server.kill('SIGTERM');
  };
  try {
    await waitUntilReady(base, () => exited);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

/** The value below which `share` (0 to 1) of the sorted numbers fall, nearest rank. */
export function percentile(numbers: readonly number[], share: number): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}
