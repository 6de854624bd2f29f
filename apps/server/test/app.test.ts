import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { buildTestApp, testDatabaseKinds, type TestApp } from './helper';

/** One search through the API: it waits for the search index's first load. */
async function searchOnce(app: FastifyInstance): Promise<void> {
  const response = await app.inject({
    url: '/search/v1/listings?limit=1',
    headers: { authorization: `Bearer ${app.config.settings.searchApiKey}` },
  });
  expect(response.statusCode).toBe(200);
}

describe.each(testDatabaseKinds())('the application shell on %s', (kind) => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'hearth-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><!--hearth-settings--></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await buildTestApp(kind, {
      webDistDir: dist,
      settings: { membioApiToken: 'secret-token-value', recaptchaSecret: 'secret-captcha' },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    await searchOnce(t.app);
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    // A started process that still warms up answers, but is not ready yet.
    let warm = false;
    t.app.readiness.requires('warming up a test cache', () => warm);
    const warming = await t.app.inject('/readyz');
    expect(warming.statusCode).toBe(503);
    expect(warming.json()).toEqual({ status: 'warming', detail: 'warming up a test cache' });
    expect((await t.app.inject('/for-sale')).statusCode).toBe(200);
    warm = true;
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
    t.app.readiness.state = 'stopping';
    expect((await t.app.inject('/readyz')).statusCode).toBe(503);
    expect((await t.app.inject('/for-sale')).statusCode).toBe(503);
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    // The process's own warm-up requests pass; a guessed token does not.
    const internal = { 'x-hearth-internal': t.app.readiness.internalToken };
    expect((await t.app.inject({ url: '/for-sale', headers: internal })).statusCode).toBe(200);
    const guessed = { 'x-hearth-internal': 'guess' };
    expect((await t.app.inject({ url: '/for-sale', headers: guessed })).statusCode).toBe(503);
    t.app.readiness.state = 'ready';
  });

  it('is not ready before its search index has loaded', async () => {
    const app = await buildApp({ config: t.config, database: t.database, webDistDir: dist });
    try {
      // The index starts loading when the server does, not before.
      expect(app.readiness.waitingFor).toBe('loading the search index');
      await app.ready();
      await searchOnce(app);
      expect(app.readiness.waitingFor).toBeUndefined();
      expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready' });
    } finally {
      await app.close();
    }
  });

  it('injects the browser-visible settings into every page, and never a secret', async () => {
    for (const path of ['/', '/for-sale', '/listing/123', '/agent/Jane-Doe/M1']) {
      const page = await t.app.inject(path);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('window.__HEARTH_SETTINGS__=');
      expect(page.body).toContain('"searchApiUrl":"/search/v1"');
      expect(page.body).not.toContain('secret-token-value');
      expect(page.body).not.toContain('secret-captcha');
      expect(page.body).not.toContain('<!--hearth-settings-->');
      expect(page.headers['content-security-policy']).toMatch(
        /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/,
      );
    }
  });

  it('serves static files and answers unknown API paths with the JSON error shape', async () => {
    const icon = await t.app.inject('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    const missing = await t.app.inject('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: 404,
      code: 'not_found',
      message: 'No route for GET /api/nothing-here',
    });
    expect((await t.app.inject('/missing.js')).statusCode).toBe(404);
  });

  it('sets security headers and a request id on every response', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': '<script>' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document at /docs', async () => {
    const doc = await t.app.inject('/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
    expect((await t.app.inject('/docs')).statusCode).toBeLessThan(400);
  });

  it('reaches its database', async () => {
    const tables = await t.database.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['listings', 'members', 'offices']),
    );
  });
});
