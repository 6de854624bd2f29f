import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type Signed } from './sign-in';
import { buildTestApp, type TestApp } from './helper';

/**
 * A build of the web app: the page and a manifest naming the saved-listings screen's modules;
 * with `drawing`, a renderer in dist-ssr/ that writes down what it was given (the real one is
 * tested in apps/web and end to end).
 */
function writeBuild(root: string, drawing = false): string {
  const dist = join(root, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  if (drawing) {
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(
      join(root, 'dist-ssr', 'entry-server.js'),
      `export async function renderSearchScreen() { return null; }
      export async function renderSavedListingsScreen({ path, data, windowWidth }) {
        const { sort, groupSort, session, groups } = data;
        return '<p id="drawn">' + JSON.stringify({ path, windowWidth, sort, groupSort, email: session.user.email, groups: groups.map((g) => g.name) }).replace(/</g, '&lt;') + '</p>';
      }`,
    );
  }
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><!--hearth-settings--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', dynamicImports: ['src/app/start.tsx'] },
      'src/app/start.tsx': { file: 'assets/start-1.js', imports: ['_api-client.js'] },
      '_api-client.js': { file: 'assets/api-client-1.js' },
      'src/features/consumer/components/consumer-layout.tsx': { file: 'assets/layout-1.js' },
      'src/features/consumer/components/saved-listings-page.tsx': {
        file: 'assets/saved-listings-page-1.js',
        imports: ['_api-client.js', '_card.js'],
        css: ['assets/consumer-1.css'],
      },
      '_card.js': { file: 'assets/card-1.js' },
      'src/features/consumer/api/saved-listing-groups.ts': { file: 'assets/groups-1.js' },
      'src/locales/en/consumer.json': { file: 'assets/consumer-strings-1.js' },
    }),
  );
  return dist;
}

/** The page's early script, run as a browser would with `stored` as the kept sort. */
function earlyRequests(script: string, stored: string | null): string[] {
  const asked: string[] = [];
  const window: Record<string, unknown> = {};
  runInNewContext(script, {
    window,
    localStorage: { getItem: () => stored },
    fetch: (url: string, init: { credentials: string }) => {
      expect(init.credentials).toBe('same-origin');
      asked.push(url);
      return Promise.resolve({ ok: true });
    },
  });
  expect(Object.keys(window.__HEARTH_EARLY__ as object)).toEqual(asked);
  return asked;
}

describe('the /user/saved-listings page', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'hearth-web-'));
    t = await buildTestApp('pglite', { webDistDir: writeBuild(root) });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('asks for the session and the first page of the groups, in the kept sort, before the app arrives', async () => {
    const page = await t.app.inject('/user/saved-listings');
    expect(page.statusCode).toBe(200);
    const scripts = [...page.body.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
    const early = scripts.find((script) => script.includes('__HEARTH_EARLY__'));
    if (!early) throw new Error('no early requests in the page');
    // Allowed by the Content-Security-Policy, as the settings script is.
    const csp = String(page.headers['content-security-policy']);
    for (const script of scripts) {
      expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
    const groups = (sort: string) => `/mls/v1/saved-listing-group?sort=${sort}&limit=12`;
    expect(earlyRequests(early, null)).toEqual(['/api/session', groups('ListPriceDown')]);
    expect(earlyRequests(early, 'rating')).toEqual(['/api/session', groups('rating')]);
    expect(earlyRequests(early, 'Cheapest')).toEqual(['/api/session', groups('ListPriceDown')]);
  });

  it("fetches the screen's code and style sheet with the app's, and hints the shell's only once", async () => {
    const { body } = await t.app.inject('/user/saved-listings');
    for (const file of [
      'layout-1',
      'saved-listings-page-1',
      'card-1',
      'groups-1',
      'consumer-strings-1',
    ]) {
      expect(body).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}.js">`);
    }
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/consumer-1.css">');
    expect(body.match(/api-client-1\.js/g)).toHaveLength(1);
  });

  it('is the only page that asks early', async () => {
    for (const path of ['/', '/user/saved-searches', '/user/profile', '/account/login']) {
      const { body } = await t.app.inject(path);
      expect(body, path).not.toContain('__HEARTH_EARLY__');
      expect(body, path).not.toContain('saved-listings-page-1');
    }
  });
});

describe('the /user/saved-listings page drawn on the server', () => {
  let t: TestApp;
  let root: string;
  let ada: Signed;
  let bob: Signed;

  const drawn = (body: string) => {
    const match = /<p id="drawn">(.*?)<\/p>/s.exec(body);
    return match ? (JSON.parse(match[1]!.replace(/&lt;/g, '<')) as Record<string, unknown>) : null;
  };
  const dataBlock = (body: string) => {
    const match =
      /<script type="application\/json" id="hearth-saved-listings">(.*?)<\/script>/s.exec(body);
    return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
  };
  const page = (cookie: string) =>
    t.app.inject({ url: '/user/saved-listings', headers: { cookie } });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'hearth-web-'));
    t = await buildTestApp('pglite', { webDistDir: writeBuild(root, true) });
    ada = await signUpUser(t.app, { remoteAddress: '10.7.0.1' });
    bob = await signUpUser(t.app, { remoteAddress: '10.7.0.2' });
    for (const [who, name] of [
      [ada, 'Zebra </script><script>alert(1)</script>'],
      [ada, 'Alpha'],
      [bob, "Bob's group"],
    ] as const) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/mls/v1/saved-listing-group',
        headers: { cookie: who.cookie },
        payload: { name },
      });
      expect(made.statusCode, made.body).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("draws the signed-in person's own groups, and carries them for the browser", async () => {
    const answer = await page(ada.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(
      '<div id="root" data-server-width="1280" data-server-screen="saved-listings">',
    );
    const screen = drawn(answer.body);
    expect(screen).toMatchObject({
      path: '/user/saved-listings',
      sort: 'ListPriceDown',
      groupSort: 'name',
      email: ada.email,
    });
    expect((screen!.groups as string[]).sort()).toEqual(
      ['Alpha', 'Zebra </script><script>alert(1)</script>'].sort(),
    );
    const data = dataBlock(answer.body);
    expect(data).toMatchObject({ sort: 'ListPriceDown', groupSort: 'name' });
    expect((data!.session as { user: { email: string } }).user.email).toBe(ada.email);
    expect((data!.groups as { name: string }[]).map((g) => g.name)).toContain('Alpha');
    // A name cannot close the data block; the block is data, never run.
    expect(answer.body).not.toContain('<script>alert(1)</script>');
    // One person's page: never kept by a shared cache; not asking early, the data is there.
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(String(answer.headers.vary)).toContain('Cookie');
    expect(answer.body).not.toContain('__HEARTH_EARLY__');

    const other = drawn((await page(bob.cookie)).body);
    expect(other).toMatchObject({ email: bob.email, groups: ["Bob's group"] });
  });

  it('draws in the sorts the browser keeps in its cookies, and ignores unknown ones', async () => {
    const sorted = await page(
      `${ada.cookie}; hearth.savedListings.sort=rating; hearth.savedListings.groupSort=createdAt`,
    );
    expect(drawn(sorted.body)).toMatchObject({ sort: 'rating', groupSort: 'createdAt' });
    const odd = await page(`${ada.cookie}; hearth.savedListings.sort=Cheapest`);
    expect(drawn(odd.body)).toMatchObject({ sort: 'ListPriceDown', groupSort: 'name' });
  });

  it('is drawn for a phone at a phone width', async () => {
    const answer = await t.app.inject({
      url: '/user/saved-listings',
      headers: { cookie: ada.cookie, 'sec-ch-ua-mobile': '?1' },
    });
    expect(drawn(answer.body)).toMatchObject({ windowWidth: 400 });
  });

  it('is left to the browser for a visitor who is not signed in (who is sent to sign in)', async () => {
    for (const cookie of ['', 'hearth_user_session=forged']) {
      const answer = await page(cookie);
      expect(answer.statusCode).toBe(200);
      expect(drawn(answer.body)).toBeNull();
      expect(dataBlock(answer.body)).toBeNull();
      expect(answer.body).toContain('__HEARTH_EARLY__');
    }
  });
});
