import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SEARCH_LISTINGS } from '../src/modules/search/first-search';
import { seedDemoData } from '../src/seed/seed';
import { startOfUtcDay } from '../src/seed/time';
import { buildTestApp, testDatabaseKinds, type TestApp } from './helper';

const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

/**
 * A build of the web app for the server: the page, and a renderer in dist-ssr/ that writes down
 * what it was given (the real one is tested in apps/web and end to end), or fails for /for-lease.
 */
function writeBuild(root: string): string {
  const dist = join(root, 'dist');
  mkdirSync(dist);
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><!--hearth-settings--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(root, 'dist-ssr', 'entry-server.js'),
    `let calls = 0;
    export async function renderSearchScreen(input) {
      if (input.path === '/for-lease') throw new Error('cannot draw');
      const { path, windowWidth, firstSearch } = input;
      calls += 1;
      return '<p id="drawn">' + JSON.stringify({ path, windowWidth, listings: firstSearch.response.bundle.length, calls }) + '</p>';
    }`,
  );
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        css: ['assets/index-1.css'],
        dynamicImports: ['src/app/boot/react-dom.ts', 'src/app/start.tsx'],
      },
      'src/app/boot/react-dom.ts': { file: 'assets/react-dom-1.js' },
      'src/app/start.tsx': { file: 'assets/start-1.js', css: ['assets/start-1.css'] },
      'src/features/listing-search/components/listing-search-page.tsx': {
        file: 'assets/search-1.js',
        css: ['assets/search-1.css'],
      },
    }),
  );
  return dist;
}

function dataBlock(html: string): {
  query: string;
  partial: boolean;
  response: { bundle: unknown[]; total: number };
} {
  const match = /<script type="application\/json" id="hearth-first-search">(.*?)<\/script>/s.exec(
    html,
  );
  if (!match?.[1]) throw new Error('no first search in the page');
  return JSON.parse(match[1]) as never;
}

function drawn(
  html: string,
): { path: string; windowWidth: number; listings: number; calls: number } | null {
  const match = /<div id="root" data-server-width="(\d+)"><p id="drawn">(.*?)<\/p><\/div>/.exec(
    html,
  );
  return match?.[2] ? (JSON.parse(match[2]) as never) : null;
}

describe.each(testDatabaseKinds())('a search page on %s', (kind) => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'hearth-web-'));
    t = await buildTestApp(kind, {
      webDistDir: writeBuild(root),
      settings: { searchApiKey: 'test-search-key-123', spanishEnabled: true },
    });
    await seedDemoData(t.database.db, {
      listings: 200,
      offices: 5,
      agents: 20,
      seed: 3,
      referenceDate: startOfUtcDay(new Date()),
      quiet: true,
    });
    // The search index takes in the seeded listings now rather than during the first page's
    // request, which waits only so long for its search (a busy machine would leave it out).
    const warm = await t.app.inject({
      url: '/search/v1/listings?limit=1',
      headers: { authorization: 'Bearer test-search-key-123' },
    });
    expect(warm.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('carries the first listings of its search, the total of all, and asks for the rest later', async () => {
    const page = await t.app.inject('/for-sale');
    expect(page.statusCode).toBe(200);
    const block = dataBlock(page.body);
    expect(block.query).toContain('PropertyType[in]=RESI');
    const full = await t.app.inject({
      url: `/search/v1/listings?${block.query}`,
      headers: { authorization: 'Bearer test-search-key-123' },
    });
    const answer = full.json<{ bundle: { id: string }[]; total: number }>();
    expect(answer.bundle.length).toBeGreaterThan(FIRST_SEARCH_LISTINGS);
    expect(block.partial).toBe(true);
    expect(block.response.total).toBe(answer.total);
    expect(block.response.bundle).toEqual(answer.bundle.slice(0, FIRST_SEARCH_LISTINGS));
  });

  it('is drawn for a phone or a desktop with the listings it carries', async () => {
    const phone = await t.app.inject({ url: '/for-sale', headers: { 'user-agent': PHONE } });
    expect(drawn(phone.body)).toMatchObject({
      path: '/for-sale',
      windowWidth: 400,
      listings: FIRST_SEARCH_LISTINGS,
    });
    // The same answer for the same window is drawn once.
    const again = await t.app.inject({ url: '/for-sale', headers: { 'user-agent': PHONE } });
    expect(drawn(again.body)).toEqual(drawn(phone.body));
    expect(phone.headers.vary).toContain('User-Agent');
    // The first photo is the first thing the page asks for.
    expect(phone.body).toMatch(
      /^<!doctype html><html><head><link rel="preload" as="image" fetchpriority="high" href="\/media\//,
    );
    // The shell's and the screen's styles are in the page; the code, needed only to take over,
    // is not hinted (the entry script loads it).
    expect(phone.body).toContain('<link rel="stylesheet" crossorigin href="/assets/search-1.css">');
    expect(phone.body).toContain('<link rel="stylesheet" crossorigin href="/assets/start-1.css">');
    expect(phone.body).not.toContain('modulepreload');
    const desktop = await t.app.inject('/for-rent');
    expect(drawn(desktop.body)).toMatchObject({ path: '/for-rent', windowWidth: 1280 });
  });

  it('is left to the browser for a Spanish visitor, with filters, or when drawing fails', async () => {
    const spanish = await t.app.inject({
      url: '/for-sale',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(drawn(spanish.body)).toBeNull();
    // Drawn in the browser: the start-up steps' and the screen's code are fetched beside the
    // main script.
    for (const file of ['react-dom-1.js', 'start-1.js', 'search-1.js']) {
      expect(spanish.body).toContain(
        `<link rel="modulepreload" crossorigin href="/assets/${file}">`,
      );
    }
    expect(spanish.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/start-1.css">',
    );
    expect(spanish.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/search-1.css">',
    );
    expect(dataBlock(spanish.body).partial).toBe(true);
    const filtered = await t.app.inject('/for-sale?filters=%7B%22City%22%3A%22Davis%22%7D');
    expect(filtered.body).toContain('<div id="root"></div>');
    expect(filtered.body).not.toContain('hearth-first-search');
    const failed = await t.app.inject('/for-lease');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(dataBlock(failed.body).response.bundle).toHaveLength(FIRST_SEARCH_LISTINGS);
  });
});
