/**
 * The web app's files are sent as the build compressed them (apps/web/scripts/precompress.mjs):
 * the .br copy to a browser that takes Brotli, the .gz copy to one that takes gzip only, the file
 * itself to any other, always with `Vary: Accept-Encoding` and the asset's cache lifetime.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

const SCRIPT = `export const words = ${JSON.stringify('hearth '.repeat(400))};\n`;

describe('the web app’s files', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'hearth-assets-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    const file = join(dist, 'assets', 'app-1.js');
    writeFileSync(file, SCRIPT);
    // Marked, so that the test knows which copy was sent.
    writeFileSync(`${file}.br`, brotliCompressSync(`${SCRIPT}// br\n`));
    writeFileSync(`${file}.gz`, gzipSync(`${SCRIPT}// gz\n`));
    t = await buildTestApp('pglite', { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the Brotli copy to a browser that takes it', async () => {
    const res = await t.app.inject({
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${SCRIPT}// br\n`);
  });

  it('sends the gzip copy to a browser that takes gzip only', async () => {
    const res = await t.app.inject({
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(`${SCRIPT}// gz\n`);
  });

  it('sends the file itself to a client that takes no compression', async () => {
    const res = await t.app.inject({
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });
});
