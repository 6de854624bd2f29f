/**
 * A real server process on a PostgreSQL primary with a streaming read replica
 * (`DATABASE_READ_URL`, started by scripts/pg-replica-pair.sh): public reads come from the
 * replica, a replica further behind than `DATABASE_READ_MAX_LAG_MS` (paused with
 * `pg_wal_replay_pause()`) stops being used until it catches up, the signed-in areas read
 * their own writes from the primary, and `/readyz` shows the lag.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { replicaPairUnavailable, startReplicaPair, type ReplicaPair } from './replica-pair';
import { sleep, startServerProcess, stopServerProcess, type ServerProcess } from './server-process';

const unavailable = replicaPairUnavailable();
const SKIP_REASON = unavailable ? ` (skipped: ${unavailable})` : '';
const { settings } = loadConfig({}, { readConfigFile: false });
const MAX_LAG_MS = 3_000;
/** How often the server measures the lag at that limit (read-replica.ts checkIntervalMs). */
const CHECK_MS = 750;

interface ReplicaDetails {
  inUse: boolean;
  reachable: boolean;
  lagMs: number | null;
  lagBytes: number | null;
  maxLagMs: number;
}

describe.skipIf(unavailable)(`a server with a read replica${SKIP_REASON}`, () => {
  let pair: ReplicaPair | undefined;
  let server: ServerProcess | undefined;
  let primary: pg.Client;
  let replica: pg.Client;
  let dataDir: string;
  let url: string;
  let cookie: string;
  let city: string;
  let like: string;

  beforeAll(async () => {
    pair = await startReplicaPair();
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-replica-'));
    server = startServerProcess(
      'server.ts',
      {
        DATABASE_URL: pair.primaryUrl,
        DATABASE_READ_URL: pair.replicaUrl,
        DATABASE_READ_MAX_LAG_MS: String(MAX_LAG_MS),
        DATA_DIR: dataDir,
        SEED_LISTINGS: '200',
        ALERT_SWEEP_SECONDS: '60',
        LOG_LEVEL: 'info',
      },
      { logs: true },
    );
    url = await server.ready();
    primary = new pg.Client({ connectionString: pair.primaryUrl });
    replica = new pg.Client({ connectionString: pair.replicaUrl });
    await primary.connect();
    await replica.connect();
    const { rows } = await primary.query<{ listing_id: string; city: string }>(
      `select listing_id, city from listings where standard_status = 'Active' and city is not null limit 1`,
    );
    like = rows[0]!.listing_id;
    city = rows[0]!.city;
    const login = await fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'consumer@hearth.example', password: 'hearth-demo' }),
    });
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.includes('user_session'))!;
  }, 120_000);

  afterAll(async () => {
    await replica?.query('select pg_wal_replay_resume()').catch(() => undefined);
    await stopServerProcess(server);
    await primary?.end();
    await replica?.end();
    await pair?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const replicaDetails = async (): Promise<ReplicaDetails> => {
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { replica: ReplicaDetails }).replica;
  };

  /** A new Active listing like a seeded one, made through the server (the primary). */
  const addListing = async (price: number): Promise<string> => {
    const added = await fetch(`${url}/dev/market`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ like, price }),
    });
    expect(added.status).toBe(200);
    return ((await added.json()) as { changes: { listingId: string }[] }).changes[0]!.listingId;
  };

  const found = async (listingId: string): Promise<number> => {
    const response = await fetch(`${url}/search/v1/listings?limit=1&ListingId=${listingId}`, {
      headers: { authorization: `Bearer ${settings.searchApiKey}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { total: number }).total;
  };

  /** Saves a search, then lists the saved searches at once: the new one must be there. */
  const saveAndList = async (name: string) => {
    const saved = await fetch(`${url}/mls/v1/saved-search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name, query: { City: city } }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const listed = await fetch(`${url}/mls/v1/saved-search`, { headers: { cookie } });
    expect(listed.status).toBe(200);
    const names = ((await listed.json()) as { results: { name: string }[] }).results.map(
      (search) => search.name,
    );
    expect(names).toContain(name);
  };

  it('shows the replica in use and its lag under the limit in /readyz', async () => {
    const details = await replicaDetails();
    expect(details).toMatchObject({ inUse: true, reachable: true, maxLagMs: MAX_LAG_MS });
    expect(details.lagMs).toBeGreaterThanOrEqual(0);
    expect(details.lagMs).toBeLessThanOrEqual(MAX_LAG_MS);
    expect(details.lagBytes).toBeGreaterThanOrEqual(0);
  });

  it('finds a listing changed through the server in a search once it has replicated', async () => {
    const listingId = await addListing(876_543);
    const started = Date.now();
    let total = 0;
    while (total === 0 && Date.now() - started < 10_000) {
      total = await found(listingId);
      if (total === 0) await sleep(100);
    }
    expect(total).toBe(1);
    const onReplica = await replica.query('select 1 from listings where listing_id = $1', [
      listingId,
    ]);
    expect(onReplica.rowCount).toBe(1);
  });

  it('reads from the primary once a paused replica is further behind than the limit, and back once it catches up; read-after-write is never stale', async () => {
    expect((await replicaDetails()).inUse).toBe(true);
    const paused = Date.now();
    await replica.query('select pg_wal_replay_pause()');
    const listingId = await addListing(765_432);
    // The search reads the paused replica: the new listing is not there yet.
    expect(await found(listingId)).toBe(0);
    // The signed-in area reads the primary: a search saved now is listed at once.
    await saveAndList('Saved while the replica is paused');

    while ((await found(listingId)) === 0 && Date.now() - paused < MAX_LAG_MS + 5_000) {
      await sleep(100);
    }
    const fellBack = Date.now() - paused;
    expect(await found(listingId)).toBe(1);
    // Found through the primary, once the limit was passed (the lag counts from the check
    // before the first write the replica missed).
    expect(fellBack).toBeGreaterThanOrEqual(MAX_LAG_MS - CHECK_MS);
    const behind = await replicaDetails();
    expect(behind).toMatchObject({ inUse: false, reachable: true });
    expect(behind.lagMs).toBeGreaterThan(MAX_LAG_MS);
    expect(behind.lagBytes).toBeGreaterThan(0);
    expect(server!.output()).toMatch(
      /read replica is \d+ ms behind \(limit 3000 ms\): reads go to the primary until it catches up/,
    );
    await saveAndList('Saved while reads go to the primary');

    await replica.query('select pg_wal_replay_resume()');
    const resumed = Date.now();
    while (!(await replicaDetails()).inUse && Date.now() - resumed < 5_000) await sleep(100);
    const caughtUp = await replicaDetails();
    expect(caughtUp.inUse).toBe(true);
    expect(caughtUp.lagMs).toBeLessThanOrEqual(MAX_LAG_MS / 2);
    expect(server!.output()).toMatch(/read replica is \d+ ms behind: reads go to it/);
    expect(await found(listingId)).toBe(1);
    await saveAndList('Saved once the replica caught up');
  }, 30_000);

  it('reads from the primary when the replica cannot be reached, and says so', async () => {
    const said: string[] = [];
    const log = {
      info: (_: object, line: string) => said.push(line),
      warn: (_: object, line: string) => said.push(line),
    };
    const database = await openDatabase({
      databaseUrl: pair!.primaryUrl,
      // Port 1 on the loopback: nothing listens there.
      readUrl: pair!.replicaUrl.replace(/:\d+\//, ':1/'),
      maxReadLagMs: MAX_LAG_MS,
      replicaLog: log,
    });
    try {
      expect(database.replica!.status()).toMatchObject({ inUse: false, reachable: false });
      const [row] = await database.read
        .selectFrom('listings')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .execute();
      expect(Number(row!.n)).toBeGreaterThan(0);
      expect(said.join('\n')).toMatch(
        /read replica is unreachable \(.+\): reads go to the primary/,
      );
    } finally {
      await database.close();
    }
  });
});
