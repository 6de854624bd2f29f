/**
 * Several real server processes on one PostgreSQL: what one process does, the others see
 * (searches, rate limits, sessions, jobs), and a process killed mid-request loses no write it
 * accepted. Then `npm run start:cluster`: workers on one port, one restarted when it dies, all
 * stopped gracefully. Needs TEST_DATABASE_URL (a real PostgreSQL); PGlite is one process.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import {
  startServerProcess as startEntry,
  stopServerProcess,
  type ServerProcess as Started,
} from './server-process';

const serverDir = join(import.meta.dirname, '..');
const adminUrl = process.env.TEST_DATABASE_URL;
const SKIP_REASON = adminUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set)';
const { settings } = loadConfig({}, { readConfigFile: false });
const searchKey = settings.searchApiKey;
/** How often the search index reads changes committed late (index-sync.ts SWEEP_MS). */
const INDEX_SYNC_MS = 2_000;

async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hearth_cl_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`); // generated name, not input
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

describe('npm run start:cluster on the embedded database', () => {
  it('refuses with one clear line, since PGlite serves one process', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(serverDir, 'src/cluster.ts')],
      {
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'npm run start:cluster needs PostgreSQL: set DATABASE_URL (the embedded PGlite serves one process; use npm start).',
    );
  });
});

describe.skipIf(!adminUrl)(`two server processes on one PostgreSQL${SKIP_REASON}`, () => {
  let database: { url: string; drop(): Promise<void> };
  let db: pg.Client;
  let dataDir: string;
  let a: Started;
  let b: Started;
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    database = await createDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-cluster-'));
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SEED_LISTINGS: '300',
      ALERT_SWEEP_SECONDS: '1',
      CAPTCHA_HMAC_KEY: 'k'.repeat(40),
    };
    // The first start seeds the empty database; the second finds it ready.
    a = startEntry('server.ts', env);
    urlA = await a.ready();
    b = startEntry('server.ts', env);
    urlB = await b.ready();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 240_000);

  afterAll(async () => {
    for (const started of [a, b]) await stopServerProcess(started);
    await db?.end();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('finds a listing added through one process in a search on the other within the index’s sync interval', async () => {
    const { rows } = await db.query<{ listing_id: string }>(
      `select listing_id from listings where standard_status = 'Active' limit 1`,
    );
    const added = await fetch(`${urlA}/dev/market`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ like: rows[0]!.listing_id, price: 987_654 }),
    });
    expect(added.status).toBe(200);
    const listingId = ((await added.json()) as { changes: { listingId: string }[] }).changes[0]!
      .listingId;
    // Waits for the other process to see it; how soon is the index's sync interval's business.
    await vi.waitFor(
      async () => {
        const found = await fetch(`${urlB}/search/v1/listings?limit=1&ListingId=${listingId}`, {
          headers: { authorization: `Bearer ${searchKey}` },
        });
        expect(found.status).toBe(200);
        expect(((await found.json()) as { total: number }).total).toBe(1);
      },
      { timeout: INDEX_SYNC_MS + 30_000, interval: 100 },
    );
  });

  it('counts login attempts on both processes against one limit (10 per address and e-mail)', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const attempt = (url: string) =>
      fetch(`${url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'not the password' }),
      });
    for (let i = 1; i <= 10; i++) expect((await attempt(i % 2 ? urlA : urlB)).status).toBe(401);
    expect((await attempt(urlA)).status).toBe(429);
    expect((await attempt(urlB)).status).toBe(429);
  });

  it('honours on one process a session made on the other, and ends it everywhere at logout', async () => {
    const login = await fetch(`${urlA}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'agent@hearth.example', password: 'hearth-demo' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.includes('account_session'))!;
    const session = async (url: string) =>
      (await (await fetch(`${url}/api/session`, { headers: { cookie } })).json()) as {
        account: { email?: string } | null;
      };
    expect((await session(urlB)).account).not.toBeNull();
    const logout = await fetch(`${urlB}/api/account/logout`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(logout.status).toBe(200);
    expect((await session(urlA)).account).toBeNull();
  });

  it('runs each background job once across the processes', async () => {
    const runs = async (job: string) =>
      Number(
        (await db.query<{ runs: string }>('select runs from job_leases where job = $1', [job]))
          .rows[0]?.runs ?? 0,
      );
    // Both processes asked for the housekeeping job at their start; once a minute means once.
    expect(await runs('housekeeping')).toBe(1);
    // The alert sweep: every second, across both processes, not every second in each. Counted
    // against the lease's own record of when the sweeps started, not the test's clock.
    const sweep = async () =>
      (
        await db.query<{ runs: string; last_started_at: Date }>(
          'select runs, last_started_at from job_leases where job = $1',
          ['alerts:sweep'],
        )
      ).rows[0]!;
    const before = await sweep();
    await vi.waitFor(
      async () =>
        expect(Number((await sweep()).runs) - Number(before.runs)).toBeGreaterThanOrEqual(4),
      { timeout: 60_000, interval: 200 },
    );
    const after = await sweep();
    const seconds = (after.last_started_at.getTime() - before.last_started_at.getTime()) / 1000;
    const swept = Number(after.runs) - Number(before.runs);
    // Two processes sweeping each on its own would start about two sweeps a second.
    expect(swept).toBeLessThanOrEqual(Math.ceil(seconds * 1.5) + 1);
  });

  it('loses no accepted write when a process is killed mid-request', async () => {
    const signIn = async (url: string) => {
      const login = await fetch(`${url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'consumer@hearth.example', password: 'hearth-demo' }),
      });
      expect(login.status).toBe(200);
      return login.headers
        .getSetCookie()
        .map((line) => line.split(';')[0]!)
        .find((pair) => pair.includes('user_session'))!;
    };
    const cookie = await signIn(urlA);
    const names = Array.from({ length: 40 }, (_, i) => `Killed mid-request ${i}`);
    const create = (url: string, name: string) =>
      fetch(`${url}/mls/v1/saved-listing-group`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ name }),
      }).then(
        (response) => response.status,
        () => 0,
      );
    const pending = names.map((name) => create(urlA, name));
    // Killed once the first write has been answered, while the others are in flight.
    await Promise.race(pending);
    a.child.kill('SIGKILL');
    const statuses = await Promise.all(pending);
    const accepted = names.filter((_, i) => statuses[i] === 200);
    expect(accepted.length).toBeGreaterThan(0);
    const { rows } = await db.query<{ name: string }>(
      `select name from saved_listing_groups where name like 'Killed mid-request %'`,
    );
    const stored = new Set(rows.map((row) => row.name));
    for (const name of accepted) expect(stored.has(name)).toBe(true);
    // The other process takes the rest: the same session, nothing written twice.
    for (const name of names.filter((name) => !stored.has(name))) {
      expect(await create(urlB, name)).toBe(200);
    }
    const after = await db.query<{ n: string }>(
      `select count(*) as n from saved_listing_groups where name like 'Killed mid-request %'`,
    );
    expect(Number(after.rows[0]!.n)).toBe(names.length);
  });
});

describe.skipIf(!adminUrl)(`npm run start:cluster on PostgreSQL${SKIP_REASON}`, () => {
  it('starts two workers on one port, starts another when one dies, and stops them all on SIGTERM', async () => {
    const database = await createDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-cluster-'));
    const cluster = startEntry('cluster.ts', {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      CLUSTER_WORKERS: '2',
    });
    try {
      const first = await cluster.ready(1);
      expect(await cluster.ready(2)).toBe(first);
      expect((await fetch(`${first}/healthz`)).status).toBe(200);
      const pids = [...cluster.output().matchAll(/Worker (\d+) started/g)].map((m) => Number(m[1]));
      expect(pids).toHaveLength(2);
      process.kill(pids[0]!, 'SIGKILL');
      expect(await cluster.ready(3)).toBe(first);
      // A worker that dies within 10 s of its start is restarted after a short wait.
      expect(cluster.output()).toMatch(
        new RegExp(`Worker ${pids[0]} stopped \\(SIGKILL\\); starting another( in 1 s)?\\.`),
      );
      cluster.child.kill('SIGTERM');
      expect(await cluster.exited).toBe(0);
      expect(cluster.output()).toMatch(/SIGTERM: stopping 2 worker\(s\) gracefully/);
      for (const pid of pids.slice(1)) expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      if (cluster.child.exitCode === null) cluster.child.kill('SIGKILL');
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
