import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../test/helper';
import { uniqueEmail } from '../../test/sign-in';
import { FORM_LIMITS } from '../modules/auth/rate-limits';
import { FORM_RATE_LIMITS } from '../modules/leads/leads.routes';
import { countHit, sweepRateLimits } from './shared-rate-limit-store';

// Two apps on one database stand for two server processes: each has its own memory, so a
// limit kept in memory would allow twice the requests. (test/cluster.test.ts does the same with
// two real processes on PostgreSQL.)
describe.each(testDatabaseKinds())('rate limits shared through the database on %s', (kind) => {
  let t: TestApp;
  let other: FastifyInstance;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    other = await buildApp({ config: t.config, database: t.database });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('counts login attempts made through two apps against one limit of 10 per address and e-mail', async () => {
    const email = uniqueEmail('shared');
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '203.0.113.40',
        payload: { email, password: 'not the password' },
      });
    for (let i = 1; i <= FORM_LIMITS.login.perEmail; i++) {
      expect((await attempt(i % 2 === 0 ? t.app : other)).statusCode).toBe(401);
    }
    const over = await attempt(t.app);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await attempt(other)).statusCode).toBe(429);
  });

  it('counts the listing contact form (5 per address and 15 minutes) across both apps', async () => {
    const send = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/form/listing/contact/NOPE',
        remoteAddress: '203.0.113.41',
        payload: {},
      });
    const answers: number[] = [];
    for (let i = 0; i < FORM_RATE_LIMITS.contact; i++) {
      answers.push((await send(i % 2 === 0 ? t.app : other)).statusCode);
    }
    expect(answers).not.toContain(429);
    expect((await send(other)).statusCode).toBe(429);
    expect((await send(t.app)).statusCode).toBe(429);
    // Another address has its own count.
    const elsewhere = await other.inject({
      method: 'POST',
      url: '/api/form/listing/contact/NOPE',
      remoteAddress: '203.0.113.42',
      payload: {},
    });
    expect(elsewhere.statusCode).not.toBe(429);
  });

  it('counts search-key requests of one client across both apps (the per-minute limit)', async () => {
    const search = (app: FastifyInstance) =>
      app.inject({
        url: '/search/v1/agents?limit=1',
        remoteAddress: '203.0.113.43',
        headers: { authorization: `Bearer ${t.config.settings.searchApiKey}` },
      });
    const first = await search(t.app);
    const second = await search(other);
    expect(first.statusCode).toBe(200);
    const limit = Number(first.headers['ratelimit-limit']);
    expect(limit).toBeGreaterThan(0);
    expect(Number(second.headers['ratelimit-remaining'])).toBe(
      Number(first.headers['ratelimit-remaining']) - 1,
    );
  });

  it('keeps neither the address nor the e-mail in clear', async () => {
    const rows = await t.database.db.selectFrom('rate_limits').select('key').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) {
      expect(key).toMatch(/^[\w-]{43}$/);
      expect(key).not.toContain('203.0.113');
    }
  });

  it('opens a new window when the last one has ended, and the sweep deletes ended windows', async () => {
    const key = `window-${kind}-${Date.now()}`;
    expect((await countHit(t.database.db, key, 300)).current).toBe(1);
    const second = await countHit(t.database.db, key, 300);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(300);
    // The 300 ms window ends: its end is moved into the past on the database's clock (no other
    // window of these tests is that short).
    const endShortWindows = () =>
      sql`update rate_limits set resets_at = now() - interval '1 second'
        where resets_at <= now() + interval '1 second'`.execute(t.database.db);
    await endShortWindows();
    expect((await countHit(t.database.db, key, 300)).current).toBe(1);
    await endShortWindows();
    expect(await sweepRateLimits(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', '=', key)
      .execute();
    expect(left).toEqual([]);
  });

  it('gives each of 40 simultaneous requests its own count (one atomic statement each)', async () => {
    const key = `burst-${kind}-${Date.now()}`;
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => countHit(t.database.db, key, 60_000)),
    );
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });
});
