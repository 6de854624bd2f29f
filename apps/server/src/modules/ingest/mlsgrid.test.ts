import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { member, office, openHouse, property } from '../../../test/feed-records';
import { openTestDatabase } from '../../../test/databases';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { seedDemoData } from '../../seed/seed';
import { seedDemoAccounts } from '../auth/demo-accounts';
import { StandInFeed, type StandInOptions } from '../../../test/stand-in-feed';
import { feedSettings, type FeedSettings } from './feed-settings';
import { runReplication } from './replication-thread';
import type { ReplicationOptions } from './replication.service';

function settingsFor(feed: StandInFeed, extra: Partial<FeedSettings> = {}): FeedSettings {
  return {
    url: feed.url,
    name: 'grid',
    token: 'stand-in-token',
    tokenUrl: '',
    clientId: '',
    clientSecret: '',
    scope: '',
    resources: ['Office', 'Member', 'Property', 'OpenHouse'],
    originatingSystemName: '',
    pageSize: 2,
    syncMinutes: 15,
    requestsPerSecond: 1000,
    media: 'resource',
    reconcileHours: 24,
    staleHours: 12,
    vendor: 'mlsgrid',
    ...extra,
  };
}

/** A record as MLS Grid sends it once it leaves the feed: MlgCanView false, a newer timestamp. */
function withdrawn(record: Record<string, unknown>, minutes: number) {
  return {
    ...record,
    MlgCanView: false,
    ModificationTimestamp: new Date(
      Date.parse('2026-01-05T10:00:00.000Z') + minutes * 60_000,
    ).toISOString(),
  };
}

describe('an MLS Grid feed', () => {
  let t: TestApp;
  let feed: StandInFeed;
  const replicate = (settings: Partial<FeedSettings> = {}, options: ReplicationOptions = {}) =>
    runReplication(t.database, settingsFor(feed, settings), {
      client: { sleep: async () => undefined, backoffMs: 1, attempts: 2 },
      ...options,
    });
  const newFeed = async (options: StandInOptions = {}) => {
    await feed?.stop();
    feed = await new StandInFeed({ paging: 'nextLink', ...options }).start();
    return feed;
  };

  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(async () => {
    await feed?.stop();
    await t.close();
  });
  beforeEach(async () => {
    await sql`truncate listings, members, offices, ingest_state, ingest_runs, feed_request_counts cascade`.execute(
      t.database.db,
    );
  });
  afterEach(async () => {
    await feed?.stop();
  });

  it('removes an office, an agent and an open house when MlgCanView turns false, as it does a listing', async () => {
    await newFeed();
    feed.put('Office', office(1), office(2));
    feed.put('Member', member(1), member(2, 2));
    feed.put('Property', property(1, 1), property(2, 2));
    feed.put('OpenHouse', openHouse(1, 3), openHouse(1, 5));
    expect(await replicate()).toMatchObject({ status: 'succeeded', added: 2 + 2 + 2 + 2 });

    // The agent left, her office closed, one open house was cancelled, one listing withdrawn.
    feed.put('Office', withdrawn(office(2), 10));
    feed.put('Member', withdrawn(member(2, 2), 10));
    feed.put('OpenHouse', withdrawn(openHouse(1, 3), 10));
    feed.put('Property', withdrawn(property(2, 2), 10));
    expect(await replicate()).toMatchObject({ status: 'succeeded', deleted: 4 });

    const { db } = t.database;
    const members = await db
      .selectFrom('members')
      .select(['member_key', 'member_status'])
      .orderBy('member_key')
      .execute();
    expect(members).toEqual([
      { member_key: 'MEM1', member_status: 'Active' },
      { member_key: 'MEM2', member_status: 'Inactive' },
    ]);
    const offices = await db
      .selectFrom('offices')
      .select(['office_key', 'office_status'])
      .orderBy('office_key')
      .execute();
    expect(offices).toEqual([
      { office_key: 'OFF1', office_status: 'Active' },
      { office_key: 'OFF2', office_status: 'Inactive' },
    ]);
    const openHouses = await db.selectFrom('open_houses').select('open_house_key').execute();
    expect(openHouses).toEqual([{ open_house_key: 'OH1-5' }]);
    // LK00002 was withdrawn; LK00001 stays, its next open house the one not cancelled.
    const listings = await db
      .selectFrom('listings')
      .select(['listing_key', 'next_open_house_at'])
      .execute();
    expect(listings).toEqual([
      {
        listing_key: 'LK00001',
        next_open_house_at: new Date(String(openHouse(1, 5).OpenHouseStartTime)),
      },
    ]);
  });

  it('follows a nextLink only on the feed’s own origin: one to another host gets no request and no token, and the run says so', async () => {
    const seen: { url: string; authorization: string | undefined }[] = [];
    const other: Server = createServer((request, response) => {
      seen.push({ url: request.url ?? '', authorization: request.headers.authorization });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"value":[]}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      await newFeed({ foreignNextLink: otherOrigin });
      for (let n = 1; n <= 5; n++) feed.put('Property', property(n, n));
      const summary = await replicate({ resources: ['Property'] });
      expect(summary.status).toBe('failed');
      expect(summary.error).toContain(otherOrigin);
      expect(summary.error).toMatch(/not followed/);
      expect(seen).toEqual([]);
      const [run] = await t.database.db
        .selectFrom('ingest_runs')
        .select(['status', 'error'])
        .execute();
      expect(run).toMatchObject({ status: 'failed', error: expect.stringContaining(otherOrigin) });
    } finally {
      other.closeAllConnections();
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});

describe('request budgets', () => {
  const HOUR = 3_600_000;
  const start = Date.parse('2026-11-29T10:00:00.000Z');
  let clock = start;
  const client = {
    now: () => clock,
    sleep: async (ms: number) => {
      clock += ms;
    },
    backoffMs: 1,
  };
  let database: DatabaseHandle;
  let feed: StandInFeed;
  /** The time of each request the feed received, by the test's clock. */
  const sent: number[] = [];
  const settings = {
    mlsFeedVendor: 'mlsgrid' as const,
    mlsFeedName: 'grid',
    mlsFeedToken: 'stand-in-token',
    mlsFeedResources: ['Office' as const],
    mlsFeedPageSize: 2,
    mlsFeedRequestsPerSecond: 1000,
    // A budget of five requests an hour, as MLS Grid's 7,200 would be for a larger feed.
    mlsFeedRequestsPerHour: 5,
  };

  /** The real application on the one database, as a process started again would be. */
  const startApp = async (): Promise<FastifyInstance> => {
    const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { readConfigFile: false });
    const app = await buildApp({
      config: { env: base.env, settings: { ...base.settings, ...settings, mlsFeedUrl: feed.url } },
      database,
    });
    await app.ready();
    return app;
  };
  const statusOn = async (app: FastifyInstance) => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'admin@hearth.example', password: 'hearth-demo' },
    });
    const cookie = login.cookies.find((c) => c.name.endsWith('account_session'))!;
    const status = await app.inject({
      url: '/api/admin/mls-feed',
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    expect(status.statusCode).toBe(200);
    return status.json() as {
      requests: { perHour: number; lastHour: number; pausedUntil: string | null };
      lastRun: { status: string; pausedUntil: string | null };
    };
  };

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const seeded = await seedDemoData(database.db, {
      listings: 2,
      offices: 1,
      agents: 1,
      seed: 3,
      quiet: true,
    });
    await seedDemoAccounts(database.db, { referenceDate: new Date(seeded.referenceDate) });
    feed = await new StandInFeed({ paging: 'nextLink', onRequest: () => sent.push(clock) }).start();
    feed.put('Office', office(1), office(2), office(3));
    for (let n = 1; n <= 5; n++) feed.put('Member', member(n));
  });
  afterAll(async () => {
    await feed.stop();
    await database.close();
  });

  it('counts requests in the database: a run that would exceed the hourly budget pauses, says until when, and goes on; the counts survive a restart', async () => {
    const first = await startApp();
    const one = await runReplication(database, feedSettings(first.config.settings), { client });
    expect(one).toMatchObject({ status: 'succeeded', added: 3 });
    expect(one.pausedUntil).toBeUndefined();
    const used = sent.length;
    await first.close();

    // Started again: the requests the first process sent still count.
    const second = await startApp();
    expect((await statusOn(second)).requests).toMatchObject({
      perHour: 5,
      lastHour: used,
      pausedUntil: null,
    });
    const pauses: { until: number; reason: string }[] = [];
    const two = await runReplication(
      database,
      { ...feedSettings(second.config.settings), resources: ['Office', 'Member'] },
      { client: { ...client, onPause: (until, reason) => pauses.push({ until, reason }) } },
    );
    expect(two).toMatchObject({ status: 'succeeded', added: 5 });
    // It paused when the last hour held five requests, until the first request's minute left the
    // window (the last 60 minutes and the one under way), and went on from there.
    expect(pauses.length).toBeGreaterThan(0);
    expect(new Date(pauses[0]!.until).toISOString()).toBe(
      new Date(start + HOUR + 60_000).toISOString(),
    );
    expect(pauses[0]!.reason).toMatch(/hourly budget of 5 requests/);
    expect(two.pausedUntil).toBe(new Date(pauses.at(-1)!.until).toISOString());
    expect(two.pauseReason).toMatch(/hourly budget of 5 requests/);
    for (const pause of pauses) expect(sent.some((at) => at === pause.until)).toBe(true);
    expect(await database.db.selectFrom('members').select('member_key').execute()).toHaveLength(
      5 + 1,
    );
    // Never more than five requests in any hour, by the feed's own count.
    for (const at of sent) {
      expect(sent.filter((other) => other > at - HOUR && other <= at).length).toBeLessThanOrEqual(
        5,
      );
    }
    expect(sent.length).toBeGreaterThan(5);
    const status = await statusOn(second);
    expect(status.lastRun).toMatchObject({ status: 'succeeded', pausedUntil: two.pausedUntil });
    await second.close();
  });
});
