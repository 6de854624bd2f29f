/**
 * Every route that answers with an absolute address builds it from PUBLIC_URL (or, unset, the
 * listen address), as e-mailed links are built, never from the request's Host header: a client
 * sending `Host: evil.example` must not get links to evil.example. The routes:
 *
 * - `POST /api/mms/calendar/feed`: the feed's address;
 * - `GET /api/mms/calendar/feed/{token}.ics` and `GET /api/mms/calendar/{id}/event.ics`: UIDs;
 * - `GET /reso/odata`, `/reso/odata/{Resource}`: `@odata.context`, `@odata.nextLink`, `MediaURL`.
 *
 * And a guard that no new route starts reading the Host header for a link: only the cross-site
 * check and the analytics site name may read it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from './ams-records';
import { signedAccount, type SignedAccount } from './members-area-fixture';
import { issueToken } from '../src/modules/reso/reso-tokens.service';
import { seedDemoData } from '../src/seed/seed';
import { buildTestApp, type TestApp } from './helper';

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

/** Every absolute http(s) address in a text. */
const addressesIn = (text: string) => text.match(/https?:\/\/[^\s"'<>\\]+/g) ?? [];

describe.each([
  ['PUBLIC_URL unset', { PORT: 4321, HOST: '0.0.0.0' }, 'http://localhost:4321'],
  ['PUBLIC_URL set', { PUBLIC_URL: 'https://portal.example.org/' }, 'https://portal.example.org'],
])('absolute links with a forged Host (%s)', (_, env, origin) => {
  let t: TestApp;
  let member: SignedAccount;
  let token = '';
  let eventId = '';
  const host = new URL(origin).host;

  beforeAll(async () => {
    t = await buildTestApp('pglite', { env });
    const db = t.database.db;
    await seedDemoData(db, { listings: 30, offices: 2, agents: 4, seed: 5, quiet: true });
    const { id } = await db
      .selectFrom('members')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    member = await signedAccount(db, String(id), ['member'], 'jane');
    eventId = await insertEvent(db, {
      title: 'Market update',
      startsAt: new Date(Date.now() + 10 * 86_400_000),
    });
    ({ token } = await issueToken(db, { name: 'links', requestsPerMinute: 10_000 }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const expectOurs = (addresses: string[], what: string) => {
    expect(addresses.length, what).toBeGreaterThan(0);
    for (const address of addresses) expect(new URL(address).origin, what).toBe(origin);
  };

  it('the calendar feed address and its UIDs', async () => {
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/mms/calendar/feed',
      headers: { ...member.headers, ...FORGED },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const { url } = issued.json() as { url: string };
    expectOurs([url], 'feed address');

    const feed = await t.app.inject({ url: new URL(url).pathname, headers: FORGED });
    expect(feed.statusCode).toBe(200);
    const uids = feed.body.match(/^UID:.*$/gm) ?? [];
    expect(uids.length).toBeGreaterThan(0);
    for (const uid of uids) expect(uid.trim().endsWith(`@${host}`), uid).toBe(true);
    expect(feed.body).not.toContain('evil.example');

    const one = await t.app.inject({
      url: `/api/mms/calendar/${eventId}/event.ics`,
      headers: { ...member.headers, ...FORGED },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.body).toContain(`UID:event-${eventId}@${host}`);
    expect(one.body).not.toContain('evil.example');
  });

  it.each([
    ['the service document', '/reso/odata'],
    ['Property with its Media', '/reso/odata/Property?$top=2&$expand=Media'],
    ['Media', '/reso/odata/Media?$top=2'],
    ['Member', '/reso/odata/Member?$top=2'],
    ['Office', '/reso/odata/Office?$top=1'],
  ])('the RESO API: %s', async (what, url) => {
    const res = await t.app.inject({
      url,
      headers: { authorization: `Bearer ${token}`, ...FORGED },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('evil.example');
    const body = res.json() as Record<string, unknown>;
    expectOurs([String(body['@odata.context'])], `${what}: @odata.context`);
    if (url.includes('$top')) {
      expectOurs([String(body['@odata.nextLink'])], `${what}: @odata.nextLink`);
    }
    if (/Media/.test(url)) {
      expectOurs(
        addressesIn(res.body).filter((a) => a.includes('/media/') || a.includes('/photos/')),
        `${what}: MediaURL`,
      );
    }
  });
});

describe('no route builds a link from the Host header', () => {
  const root = join(__dirname, '../src');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
    });
  // The cross-site check compares Origin with Host; analytics stores the site's name.
  const allowed = new Set([
    'modules/auth/request-auth.ts',
    'modules/analytics/analytics.routes.ts',
  ]);

  it('reads request.host, hostname or the Host header only where no link is made', () => {
    const readers = files(root)
      .filter((path) =>
        /request\.(host|hostname|protocol)\b|headers\.host\b|headers\[['"]host['"]\]|x-forwarded-host/i.test(
          readFileSync(path, 'utf8'),
        ),
      )
      .map((path) => relative(root, path));
    expect(readers.filter((path) => !allowed.has(path))).toEqual([]);
  });
});
