import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { callableRoutes, hostileRequest, warmRequest } from './hostile-requests';

const KEY = 'fuzz-search-key';

// How long these requests take is measured by `npm run bench:hostile`, not here.
describe('hostile values on every route: never a 5xx', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      env: { NODE_ENV: 'development' },
      settings: { searchApiKey: KEY },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers each route with a hostile id, query and body', async () => {
    const routes = callableRoutes(t.app.routeTable);
    expect(routes.length).toBeGreaterThan(60);
    for (const route of routes) await t.app.inject(warmRequest(route));
    await fc.assert(
      fc.asyncProperty(hostileRequest(routes, KEY), async (request) => {
        const response = await t.app.inject(request);
        expect(
          response.statusCode,
          `${request.method} ${request.url} ${response.body}`,
        ).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  }, 300_000);
});
