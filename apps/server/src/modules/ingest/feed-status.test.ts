import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { property } from '../../../test/feed-records';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { StandInFeed } from '../../../test/stand-in-feed';
import { seedDemoData } from '../../seed/seed';
import { seedDemoAccounts } from '../auth/demo-accounts';
import { startIngestScheduler } from './ingest-scheduler';

describe('the MLS feed on a schedule, and its freshness', () => {
  let t: TestApp;
  let feed: StandInFeed;
  const errors: string[] = [];
  const log = {
    info: () => undefined,
    warn: () => undefined,
    error: (_data: unknown, message?: string) => errors.push(message ?? ''),
  } as never;

  beforeAll(async () => {
    feed = await new StandInFeed().start();
    feed.put('Property', property(1, 1), property(2, 2));
    t = await buildTestApp('pglite', {
      settings: {
        mlsFeedUrl: feed.url,
        mlsFeedToken: 'stand-in-token',
        mlsFeedResources: ['Property'],
        mlsFeedMedia: 'resource',
        mlsFeedRequestsPerSecond: 1000,
      },
    });
    const summary = await seedDemoData(t.database.db, {
      listings: 5,
      offices: 1,
      agents: 3,
      seed: 2,
      quiet: true,
    });
    await seedDemoAccounts(t.database.db, { referenceDate: new Date(summary.referenceDate) });
  });
  afterAll(async () => {
    await t.close();
    await feed.stop();
  });

  const signIn = async (email: string) => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password: 'hearth-demo' },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name.endsWith('account_session'))!;
    return `${cookie.name}=${cookie.value}`;
  };

  it('replicates at start, then shows association admins each resource’s last sync and lag; others are refused', async () => {
    const scheduler = startIngestScheduler(t.database, t.config.settings, log);
    await scheduler.first;
    await scheduler.stop();
    const admin = await t.app.inject({
      url: '/api/admin/mls-feed',
      headers: { cookie: await signIn('admin@hearth.example') },
    });
    expect(admin.statusCode).toBe(200);
    const status = admin.json() as {
      configured: boolean;
      stale: boolean;
      resources: { resource: string; lagSeconds: number }[];
      lastRun: { status: string; added: number };
    };
    expect(status).toMatchObject({
      configured: true,
      stale: false,
      lastRun: { status: 'succeeded', added: 2 },
    });
    // Photos read from the Media resource are a resource of their own, with its lag and count.
    expect(status.resources).toEqual([
      expect.objectContaining({ resource: 'Property', stale: false }),
      expect.objectContaining({ resource: 'Media', stale: false, missing: 0 }),
    ]);
    expect(status.resources[0]!.lagSeconds).toBeLessThan(60);
    expect(errors).toEqual([]);

    const agent = await t.app.inject({
      url: '/api/admin/mls-feed',
      headers: { cookie: await signIn('agent@hearth.example') },
    });
    expect(agent.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/mls-feed' })).statusCode).toBe(401);
  });

  it('logs an error when the data is older than the IDX rule allows', async () => {
    // A feed that refuses every query: the run fails, and nothing has synced within staleHours.
    const refusing = {
      ...t.config.settings,
      mlsFeedUrl: `${feed.url}/nothing-here`,
      mlsFeedName: 'other',
    };
    const scheduler = startIngestScheduler(t.database, refusing, log);
    await scheduler.first;
    await scheduler.stop();
    expect(errors).toEqual([
      'MLS feed: replication failed',
      expect.stringMatching(/older than 12 hours/),
    ]);
  });
});
