/**
 * A real server process (`src/server.ts` or `src/cluster.ts`) started by a test, on a free port,
 * with what it prints kept for the test to read.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const serverDir = join(import.meta.dirname, '..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything printed so far: standard error, then (when kept) the log lines of standard output. */
  output: () => string;
  /** Resolves with the `n`-th "ready at" address printed. */
  ready(n?: number): Promise<string>;
  exited: Promise<number | null>;
}

/** Starts `src/<entry>` with a clean environment plus `env`; `logs` keeps standard output too. */
export function startServerProcess(
  entry: string,
  env: Record<string, string>,
  { logs = false }: { logs?: boolean } = {},
): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(serverDir, 'src', entry)], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', logs ? 'pipe' : 'ignore', 'pipe'],
  });
  let text = '';
  const keep = (chunk: Buffer) => {
    text += chunk.toString();
  };
  child.stderr?.on('data', keep);
  child.stdout?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = async (n = 1) => {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const found = [...text.matchAll(/ready at http:\/\/localhost:(\d+)/g)];
      if (found.length >= n) return `http://127.0.0.1:${found[n - 1]![1]}`;
      if (child.exitCode !== null) throw new Error(`${entry} stopped: ${text}`);
      if (Date.now() > deadline) throw new Error(`${entry} did not start: ${text}`);
      await sleep(100);
    }
  };
  return { child, output: () => text, ready, exited };
}

/** Stops the process with SIGTERM (a graceful stop) unless it has stopped already. */
export async function stopServerProcess(started: ServerProcess | undefined): Promise<void> {
  if (started?.child.exitCode === null && started.child.signalCode === null) {
    started.child.kill('SIGTERM');
    await started.exited;
  }
}
