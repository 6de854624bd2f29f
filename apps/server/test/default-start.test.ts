import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const serverDir = join(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** An address of this machine that is not loopback, if it has one. */
function outsideAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) {
      if (entry.family === 'IPv4' && !entry.internal) return entry.address;
    }
  }
  return undefined;
}

interface Started {
  port: number;
  child: ChildProcess;
  dataDir: string;
}

const running: Started[] = [];

/** Runs `npm run <script>` of the server with no settings but a port and a data folder. */
async function start(script: 'start' | 'dev'): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-default-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(npm, ['run', script, '--silent'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
    detached: true,
  });
  const started = { port, child, dataDir };
  running.push(started);
  // Waits for the server to say it is ready, asking every quarter second for up to 90 s.
  await vi.waitFor(
    async () => {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
      if (ready?.status !== 200) throw new Error(`npm run ${script} did not become ready`);
    },
    { timeout: 90_000, interval: 250 },
  );
  return started;
}

async function readsMailbox(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  if (response.status !== 200) return false;
  const body = await response.text();
  return body.includes('"results"');
}

afterEach(async () => {
  for (const { child, dataDir } of running.splice(0)) {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('npm start with no settings', () => {
  it('runs in production: no mailbox, even from this machine', async () => {
    const { port } = await start('start');
    expect(await readsMailbox(`http://127.0.0.1:${port}/dev/mailbox.json`)).toBe(false);
    expect(await readsMailbox(`http://localhost:${port}/dev/mailbox`)).toBe(false);
  }, 120_000);

  it('npm run dev opens the mailbox to this machine only', async () => {
    const { port } = await start('dev');
    expect(await readsMailbox(`http://127.0.0.1:${port}/dev/mailbox.json`)).toBe(true);
    expect(
      await readsMailbox(`http://127.0.0.1:${port}/dev/mailbox.json`, {
        'x-forwarded-for': '203.0.113.9',
      }),
    ).toBe(false);
    const outside = outsideAddress();
    if (outside)
      expect(await readsMailbox(`http://${outside}:${port}/dev/mailbox.json`)).toBe(false);
  }, 120_000);
});
