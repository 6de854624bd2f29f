/**
 * The authorisation table of the routes whose policy is `owner`: each is called as the owner,
 * as another person of the same role, as another role and anonymously. The members area's
 * owner routes have their tables in members-area-access.test.ts and the agent's own page in
 * directory-pages.test.ts; this file holds the consumer's, and checks that every owner route
 * the server registers has a table somewhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type Signed } from './sign-in';
import { signedAccount } from './members-area-fixture';
import { buildTestApp, type TestApp } from './helper';

/** Where each owner route's table is. */
const TABLES: Record<string, string> = {
  'GET /mls/v1/user/:id': 'owner-routes.test.ts',
  'PATCH /mls/v1/user/:id': 'owner-routes.test.ts',
  'POST /mls/v1/user/:id/photo': 'owner-routes.test.ts',
  'POST /mls/v1/user/:id/update-password': 'owner-routes.test.ts',
  'GET /mls/v1/user/:id/data': 'owner-routes.test.ts',
  'PATCH /api/agent/:MemberMlsId': 'directory-pages.test.ts',
  'GET /member/v1/account/:id': 'members-area-access.test.ts',
  'GET /member/v1/account/:id/listings-widget': 'members-area-access.test.ts',
  'GET /member/v1/member/:id/profile': 'members-area-access.test.ts',
  'PATCH /member/v1/member/:id/profile': 'members-area-access.test.ts',
  'GET /member/v1/member/:id/education': 'members-area-access.test.ts',
  'GET /member/v1/office/:id/detail': 'members-area-access.test.ts',
  'GET /member/v1/office/:id/education': 'members-area-access.test.ts',
  'GET /member/v1/notification/:id': 'members-area-access.test.ts',
  'PATCH /member/v1/notification-action/:id': 'members-area-access.test.ts',
  'PATCH /member/v1/message/:id': 'members-area-access.test.ts',
  'GET /mls/v1/lead/:id': 'members-area-access.test.ts',
  'PATCH /mls/v1/lead/:id': 'members-area-access.test.ts',
  'PATCH /mls/v1/saved-search/:id': 'consumer.test.ts',
  'POST /mls/v1/saved-search/:id/run': 'consumer.test.ts',
  'DELETE /mls/v1/saved-search/:id': 'consumer.test.ts',
  'GET /mls/v1/saved-listing-group/:id/saved-listing': 'consumer.test.ts',
  'PATCH /mls/v1/saved-listing-group/:id': 'consumer.test.ts',
  'DELETE /mls/v1/saved-listing-group/:id': 'consumer.test.ts',
  'PATCH /mls/v1/saved-listing/:id': 'consumer.test.ts',
  'DELETE /mls/v1/saved-listing/:id': 'consumer.test.ts',
  'GET /mls/v1/contact/:id': 'contacts-access.test.ts',
  'PATCH /mls/v1/contact/:id': 'contacts-access.test.ts',
  'DELETE /mls/v1/contact/:id': 'contacts-access.test.ts',
  'GET /mls/v1/contact/:id/timeline': 'contact-timeline.test.ts',
  'POST /mls/v1/contact/:id/share': 'agent-shares.test.ts',
  'GET /mls/v1/agent/listings/:id/stats': 'agent-listings.test.ts',
  'GET /mls/v1/contact/:id/connection': 'connections.test.ts',
  'POST /mls/v1/contact/:id/invite': 'connections.test.ts',
  'POST /mls/v1/contact/:id/disconnect': 'connections.test.ts',
  'DELETE /mls/v1/user-agent/:id': 'connections.test.ts',
  'GET /mls/v1/contact/:id/saved-search': 'connections.test.ts',
  'POST /mls/v1/contact/:id/saved-search': 'connections.test.ts',
  'PATCH /mls/v1/contact/:id/saved-search/:itemId': 'connections.test.ts',
  'DELETE /mls/v1/contact/:id/saved-search/:itemId': 'connections.test.ts',
  'GET /mls/v1/contact/:id/saved-listing-group': 'connections.test.ts',
  'POST /mls/v1/contact/:id/saved-listing': 'connections.test.ts',
  'PATCH /mls/v1/contact/:id/saved-listing/:itemId': 'connections.test.ts',
  'DELETE /mls/v1/contact/:id/saved-listing/:itemId': 'connections.test.ts',
};

describe('routes of an owner: owner, same role, another role, anonymous', () => {
  let t: TestApp;
  let owner: Signed;
  let sameRole: Signed;
  let otherRole: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    owner = await signUpUser(t.app, { remoteAddress: '10.50.0.1' });
    sameRole = await signUpUser(t.app, { remoteAddress: '10.50.0.2' });
    otherRole = (await signedAccount(t.database.db, null, ['association_admin'], 'staff')).headers;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has a table for every owner route the server registers', () => {
    const owned = t.app.routeTable
      .filter((route) => route.policy === 'owner' && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(owned).toEqual(Object.keys(TABLES).sort());
  });

  it.each([
    ['GET', '', undefined],
    ['PATCH', '', { firstName: 'Grace', lastName: 'Hopper' }],
    ['GET', '/data', undefined],
    ['POST', '/photo', undefined],
    // Last: a new password ends the owner's other sessions.
    [
      'POST',
      '/update-password',
      { currentPassword: 'correct horse battery', password: 'n3w pass phrase!' },
    ],
  ] as const)('%s /mls/v1/user/:id%s', async (method, suffix, payload) => {
    const boundary = 'owner-routes-test';
    // The photo route reads a form upload: a text file, refused after the check of who calls.
    const photo = {
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nnot an image\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
    const call = (headers: Record<string, string>) =>
      t.app.inject({
        method,
        url: `/mls/v1/user/${owner.id}${suffix}`,
        headers: { ...headers, ...(suffix === '/photo' ? photo.headers : {}) },
        ...(payload ? { payload } : suffix === '/photo' ? { payload: photo.payload } : {}),
      });
    const anonymous = await call({});
    expect(anonymous.statusCode, 'anonymous').toBe(401);
    const staff = await call(otherRole);
    expect(staff.statusCode, 'another role').toBe(401);
    const other = await call({ cookie: sameRole.cookie });
    expect([403, 404], `another user: ${other.statusCode}`).toContain(other.statusCode);
    expect(other.body).not.toContain(owner.email);
    const own = await call({ cookie: owner.cookie });
    // The photo route needs an image: the owner gets past the check to the upload's own 4xx.
    if (suffix === '/photo') expect([400, 415]).toContain(own.statusCode);
    else expect(own.statusCode, `the owner: ${own.body}`).toBe(200);
  });
});
