import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { DatabaseStartError, openDatabase } from '../src/db/database';
import { buildTestApp } from './helper';

const serverEntry = join(import.meta.dirname, '../src/server.ts');

/** Starts the real process with the given environment and returns how it ended. */
function startServer(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('starting the server', () => {
  it('stops with a message naming a bad setting, without a stack trace', () => {
    const { status, stderr } = startServer({ HEARTH_LATITUDE: 'abc', PORT: '0' });
    expect(status).toBe(1);
    expect(stderr).toContain('latitude (HEARTH_LATITUDE)');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('gives a clear message when the database cannot be reached', () => {
    const { status, stderr } = startServer({
      DATABASE_URL: 'postgres://hearth:secret@127.0.0.1:9/hearth',
      PORT: '0',
    });
    expect(status).toBe(1);
    expect(stderr).toContain(
      'Cannot reach the database at postgres://hearth:***@127.0.0.1:9/hearth',
    );
    expect(stderr).not.toContain('secret');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});

describe('the embedded database', () => {
  it('refuses a second process on the same folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-lock-'));
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseStartError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another Hearth process/);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    await again.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens at once after the process that held the folder was killed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-crash-'));
    const script = join(dataDir, 'crash.mts');
    writeFileSync(
      script,
      `const { openDatabase } = await import(${JSON.stringify(join(import.meta.dirname, '../src/db/database.ts'))});
       await openDatabase({ dataDir: ${JSON.stringify(join(dataDir, 'data'))} });
       process.kill(process.pid, 'SIGKILL');`,
    );
    const crash = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 150_000,
    });
    expect(crash.signal, crash.stderr).toBe('SIGKILL');
    // A lock left by a live owner is refused at once (no waiting out its 15 s staleness), so
    // opening at all shows the dead owner was recognised.
    const again = await openDatabase({ dataDir: join(dataDir, 'data') });
    await again.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);

  it('keeps /healthz answering while a long query runs', async () => {
    const t = await buildTestApp('pglite');
    // Watches (and passes on) what the driver sends, to know when the slow query has left.
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    try {
      let queryDone = false;
      const slow = sql`select count(*) from generate_series(1, 5000000)`
        .execute(t.database.db)
        .then(() => {
          queryDone = true;
        });
      // The query is on its way to the database thread before the health check asks.
      await vi.waitFor(() =>
        expect(sent.mock.calls.some(([text]) => String(text).includes('generate_series'))).toBe(
          true,
        ),
      );
      const health = await t.app.inject('/healthz');
      expect(health.statusCode).toBe(200);
      expect(queryDone).toBe(false);
      await slow;
      expect(queryDone).toBe(true);
    } finally {
      sent.mockRestore();
      await t.close();
    }
  });
});
