import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_POLICIES } from '../src/plugins/route-policy';
import { buildTestApp, type TestApp } from './helper';

describe('every route declares who may call it', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Development mode, so that the routes registered only there are listed too.
    t = await buildTestApp('pglite', { env: { NODE_ENV: 'development' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every registered route with a known policy', () => {
    const routes = t.app.routeTable;
    // The modules of the whole server are registered: search, sign-in, members, leads, RESO…
    for (const url of [
      '/search/v1/listings',
      '/api/user/login',
      '/member/v1/member/:id/profile',
      '/member/v1/notification/:id',
      '/mls/v1/lead/:id',
      '/api/admin/mls-feed',
      '/reso/odata/:segment',
      '/dev/mailbox.json',
      '/docs/json',
    ]) {
      expect(routes.map((route) => route.url)).toContain(url);
    }
    const undeclared = routes
      .filter((route) => !ROUTE_POLICIES.includes(route.policy as never))
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('opens no route that takes an id to change something to anyone', () => {
    const open = t.app.routeTable
      .filter((route) => /:[A-Za-z]*[iI]d\b/.test(route.url))
      .filter((route) => !['GET', 'HEAD'].includes(route.method) && route.policy === 'public')
      .map((route) => `${route.method} ${route.url}`);
    // Forms about a listing or an agent: anyone may send them (captcha and rate limits).
    expect(open).toEqual([
      'POST /api/form/listing/contact/:ListingId',
      'POST /api/form/listing/share/:ListingId',
      'POST /api/form/agent/contact/:MemberMlsId',
    ]);
  });
});
