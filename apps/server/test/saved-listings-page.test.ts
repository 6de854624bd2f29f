import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

/** A build of the web app: the page and a manifest naming the saved-listings screen's modules. */
function writeBuild(root: string): string {
  const dist = join(root, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
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
