import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { seedDemoData } from '../../seed/seed';
import { mediaUrlHash, servedPhotoUrl } from './feed-photo-url';

describe('feed photos: fetched, resized and kept on first use', () => {
  let t: TestApp;
  let imageServer: Server;
  let base = '';
  let fetches = 0;
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-feed-photos-'));

  beforeAll(async () => {
    const photo = await sharp({
      create: { width: 2048, height: 1536, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    imageServer = createServer((request, response) => {
      fetches++;
      if (request.url === '/broken.jpg') {
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end('not an image');
        return;
      }
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    });
    await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}`;
    // The image server is on this machine: allowed as an operator would allow an MLS's own.
    t = await buildTestApp('pglite', {
      env: { DATA_DIR: dataDir },
      settings: { mlsFeedMediaAllowedHosts: ['127.0.0.1'] },
    });
    await seedDemoData(t.database.db, { listings: 3, offices: 1, agents: 2, seed: 5, quiet: true });
    for (const [position, url] of [
      [1, `${base}/front.jpg`],
      [2, `${base}/broken.jpg`],
    ] as const) {
      await t.database.db
        .updateTable('listing_media')
        .set({ media_url: url, url_hash: mediaUrlHash(url) })
        .where('listing_id', '=', '1')
        .where('position', '=', position)
        .execute();
    }
  });
  afterAll(async () => {
    await t.close();
    imageServer.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the photo at the asked width once fetched, from its copy afterwards', async () => {
    const url = servedPhotoUrl(`${base}/front.jpg`);
    expect(url).toMatch(/^\/media\/feed\/[0-9a-f]{32}\.jpg$/);
    const first = await t.app.inject({ url: `${url}?w=419` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(first.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 419, 314]);
    await t.app.inject({ url: `${url}?w=419` });
    expect(fetches).toBe(1);
    expect(readdirSync(join(dataDir, 'media', 'feed'))).toHaveLength(1);
    const full = await t.app.inject({ url });
    expect((await sharp(full.rawPayload).metadata()).width).toBe(1024);
  });

  it('answers 404 for a hash of no stored photo, 400 for a bad name, 502 when the source is no image', async () => {
    expect((await t.app.inject({ url: `/media/feed/${'0'.repeat(32)}.jpg` })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/media/feed/..%2Fetc.jpg' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'name' });
    const broken = await t.app.inject({ url: servedPhotoUrl(`${base}/broken.jpg`) });
    expect(broken.statusCode).toBe(502);
    expect(broken.json()).toMatchObject({ code: 'photo_unavailable' });
  });

  it('refuses a photo at a loopback address when its host is not allowed, without a request', async () => {
    const strict = await buildTestApp('pglite', {
      env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'hearth-feed-photos-strict-')) },
    });
    try {
      const url = `${base}/front.jpg`;
      const before = fetches;
      await seedDemoData(strict.database.db, {
        listings: 1,
        offices: 1,
        agents: 1,
        seed: 5,
        quiet: true,
      });
      await strict.database.db
        .updateTable('listing_media')
        .set({ media_url: url, url_hash: mediaUrlHash(url) })
        .where('position', '=', 1)
        .execute();
      const refused = await strict.app.inject({ url: servedPhotoUrl(url) });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toMatch(/127\.0\.0\.1 is not a public address/);
      expect(fetches).toBe(before);
    } finally {
      await strict.close();
    }
  });
});
