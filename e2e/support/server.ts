import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const host = '127.0.0.1';
const outputTailLength = 200;

export interface RunningServer {
  baseURL: string;
  /** Stops the server (SIGTERM, then SIGKILL after a grace period) and removes its data. */
  stop(): Promise<void>;
}

interface StartOptions {
  seedListings: number;
  readyTimeoutMs: number;
}

/** Asks the kernel for a port that is free on loopback right now. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port found'))));
    });
  });
}

/**
 * Starts the Hearth server on a free port with a fresh, empty data folder and waits until
 * /readyz answers 200 (migrations run, demo listings seeded, the search index loaded).
 */
export async function startServer({
  seedListings,
  readyTimeoutMs,
}: StartOptions): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'hearth-e2e-'));
  const baseURL = `http://${host}:${port}`;
  const output: string[] = [];

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      DATA_DIR: dataDir,
      SEED_LISTINGS: String(seedListings),
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    if (output.length > outputTailLength) output.splice(0, output.length - outputTailLength);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A runner that exits abruptly must not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`));
    child.once('error', (error) => resolve(`error: ${error.message}`));
  });
  let exitReason: string | undefined;
  void exited.then((reason) => (exitReason = reason));

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await stopProcess(child, exited);
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (!(await isReady(baseURL))) {
    if (exitReason !== undefined) {
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(failure(`the server exited before it was ready (${exitReason})`, output));
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        failure(
          `the server was not ready within ${readyTimeoutMs / 1000} s (${baseURL}/readyz)`,
          output,
        ),
      );
    }
    await sleep(250);
  }

  return {
    baseURL,
    stop: async () => {
      const diedEarly = exitReason;
      await stop();
      if (diedEarly !== undefined) {
        console.error(failure(`the server exited during the run (${diedEarly})`, output));
      }
    },
  };
}

async function isReady(baseURL: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseURL}/readyz`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function stopProcess(child: ChildProcess, exited: Promise<string>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const graceful = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!graceful) {
    console.error('The server did not stop within 15 s of SIGTERM; killing it.');
    child.kill('SIGKILL');
    await exited;
  }
}

function failure(headline: string, output: string[]): string {
  const tail = output.length > 0 ? output.join('\n') : '(the server printed nothing)';
  return `Hearth e2e: ${headline}.\n--- server output ---\n${tail}\n---`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
