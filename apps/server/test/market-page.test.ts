/**
 * The market pages drawn on the server: the page carries the area's figures as the market API
 * answers them (so the browser takes the page over without asking again), and the screen drawn
 * with them. The renderer here is a stand-in that writes down what it was given (the real one is
 * tested in apps/web, entry-server.test.tsx).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/seed';
import { buildTestApp, type TestApp } from './helper';

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
    `export async function renderSearchScreen() { return null; }
    export async function renderMarketScreen(input) {
      const { path, windowWidth, data } = input;
      const last = data.figures.months.filter((m) => m.group === 'all').at(-1);
      return '<p id="drawn">' + JSON.stringify({ path, windowWidth, area: data.figures.area, last }) + '</p>';
    }`,
  );
  return dist;
}

interface Block {
  areaType: string;
  areaName: string;
  figures: { area: { type: string; name: string }; months: { month: string; group: string }[] };
  areas: { areas: unknown[] } | null;
}

function dataBlock(html: string): Block | null {
  const match = /<script type="application\/json" id="hearth-market">(.*?)<\/script>/s.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Block) : null;
}

function drawn(html: string): { path: string; windowWidth: number; last: unknown } | null {
  const match =
    /<div id="root" data-server-width="(\d+)" data-server-screen="market"><p id="drawn">(.*?)<\/p><\/div>/.exec(
      html,
    );
  return match?.[2] ? (JSON.parse(match[2]) as never) : null;
}

describe('the market pages drawn on the server', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'hearth-web-'));
    t = await buildTestApp('pglite', {
      webDistDir: writeBuild(root),
      settings: { spanishEnabled: true, marketMinimumSales: 1 },
    });
    await seedDemoData(t.database.db, {
      listings: 150,
      marketHistory: 300,
      offices: 3,
      agents: 8,
      seed: 46,
      quiet: true,
    });
  }, 300_000);
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("carries Davis's figures as the market API answers them, and the screen drawn with them", async () => {
    const page = await t.app.inject('/market/city/Davis');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const api = await t.app.inject('/api/market/city/Davis?months=36');
    expect(api.statusCode).toBe(200);
    const figures = api.json<Block['figures']>();
    expect(figures.months.length).toBeGreaterThan(0);
    const block = dataBlock(page.body);
    expect(block).toMatchObject({ areaType: 'city', areaName: 'Davis' });
    expect(block?.figures).toEqual(figures);
    expect(block?.areas).toEqual((await t.app.inject('/api/market')).json());
    const screen = drawn(page.body);
    expect(screen).toMatchObject({ path: '/market/city/Davis', windowWidth: 1280 });
    expect(screen?.last).toEqual(figures.months.filter((m) => m.group === 'all').at(-1));
  });

  it("draws the region's page at /market, for a phone's window when the browser is a phone's", async () => {
    const page = await t.app.inject({ url: '/market', headers: { 'sec-ch-ua-mobile': '?1' } });
    expect(page.statusCode).toBe(200);
    expect(dataBlock(page.body)).toMatchObject({ areaType: 'region', areaName: 'all' });
    expect(dataBlock(page.body)?.figures.area.type).toBe('region');
    expect(drawn(page.body)).toMatchObject({ path: '/market', windowWidth: 400 });
  });

  it('leaves to the browser an area without figures, an edition, and a visitor in Spanish', async () => {
    for (const request of [
      { url: '/market/city/Nowhere%20At%20All' },
      { url: '/market/reports/2026-10' },
      { url: '/market/city/Davis', headers: { 'accept-language': 'es-US,es;q=0.9' } },
    ]) {
      const page = await t.app.inject(request);
      expect(page.statusCode, request.url).toBe(200);
      expect(page.body, request.url).toContain('<div id="root"></div>');
      expect(dataBlock(page.body), request.url).toBeNull();
    }
  });
});
