/**
 * The access table of every route that needs a signed-in caller: each is called anonymously,
 * as a consumer, as a plain member and as the association's staff, with made-up ids, and must
 * refuse those its policy leaves out before it reads or changes anything. The owner routes'
 * own tables (owner, same role, another role, anonymous) are in owner-routes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from './sign-in';
import { signedAccount } from './members-area-fixture';
import type { RouteEntry } from '../src/plugins/route-policy';
import { buildTestApp, type TestApp } from './helper';

type Caller = 'anonymous' | 'consumer' | 'member' | 'admin';

/** Who a policy refuses. */
const REFUSED: Record<string, Caller[]> = {
  user: ['anonymous'],
  owner: ['anonymous'],
  member: ['anonymous', 'consumer'],
  admin: ['anonymous', 'consumer', 'member'],
  client: ['anonymous', 'consumer', 'member', 'admin'],
};

/** A route's address with each parameter filled by a value that names nothing. */
function address(route: RouteEntry): string {
  return route.url
    .replace(/\*$/, 'anything')
    .replace(/:([A-Za-z]+)/g, (_, name: string) =>
      /id$/i.test(name) ? '00000000-0000-4000-8000-000000000000' : 'none',
    );
}

describe('routes for signed-in callers refuse everyone their policy leaves out', () => {
  let t: TestApp;
  const headers = {} as Record<Caller, Record<string, string>>;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    headers.anonymous = {};
    headers.consumer = { cookie: (await signUpUser(t.app, { remoteAddress: '10.51.0.1' })).cookie };
    headers.member = (await signedAccount(t.database.db, null, ['member'], 'plain')).headers;
    headers.admin = (
      await signedAccount(t.database.db, null, ['association_admin'], 'staff')
    ).headers;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses with 401 or 403, never an answer or a server error', async () => {
    const guarded = t.app.routeTable.filter(
      (route) => route.policy !== undefined && route.policy in REFUSED && route.method !== 'HEAD',
    );
    // The whole signed-in surface is checked, not a handful of routes.
    expect(guarded.length).toBeGreaterThan(50);
    const listed = guarded.map((route) => `${route.method} ${route.url}`);
    // The agent's contacts and own listings are among them.
    for (const route of [
      'GET /mls/v1/agent/listings',
      'GET /mls/v1/agent/listings/:id/stats',
      'POST /mls/v1/contact/:id/share',
      'GET /mls/v1/contact',
      'POST /mls/v1/contact',
      'POST /mls/v1/contact/sync',
      'GET /mls/v1/contact/:id',
      'PATCH /mls/v1/contact/:id',
      'DELETE /mls/v1/contact/:id',
      // Invite and connect, and saving for a connected contact.
      'POST /mls/v1/contact/:id/invite',
      'GET /mls/v1/contact/:id/connection',
      'POST /mls/v1/contact/:id/disconnect',
      'POST /mls/v1/contact-invite/accept',
      'GET /mls/v1/user-agent',
      'DELETE /mls/v1/user-agent/:id',
      'GET /mls/v1/contact/:id/saved-search',
      'POST /mls/v1/contact/:id/saved-search',
      'PATCH /mls/v1/contact/:id/saved-search/:itemId',
      'DELETE /mls/v1/contact/:id/saved-search/:itemId',
      'GET /mls/v1/contact/:id/saved-listing-group',
      'POST /mls/v1/contact/:id/saved-listing',
      'PATCH /mls/v1/contact/:id/saved-listing/:itemId',
      'DELETE /mls/v1/contact/:id/saved-listing/:itemId',
    ]) {
      expect(listed).toContain(route);
    }
    const wrong: string[] = [];
    for (const route of guarded) {
      for (const caller of REFUSED[route.policy!]!) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: address(route),
          headers: headers[caller],
          ...(['GET', 'DELETE'].includes(route.method) ? {} : { payload: {} }),
        });
        if (![401, 403].includes(response.statusCode)) {
          wrong.push(`${route.method} ${route.url} as ${caller}: ${response.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers the development mailbox to no other machine', async () => {
    const local = t.app.routeTable.filter((route) => route.policy === 'local');
    expect(local.length).toBeGreaterThan(0);
    for (const route of local) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: address(route),
        remoteAddress: '203.0.113.9',
      });
      expect([403, 404], `${route.method} ${route.url}`).toContain(response.statusCode);
    }
  });
});
