import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

const KEY = 'fuzz-search-key';

/** The hostile values: NUL and control characters, deep nesting, huge arrays and numbers, wrong types. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0001\u001f\u007f',
    "' or 1=1 --",
    '../../etc/passwd',
    '%',
    '%00',
    '\ud800',
    '9'.repeat(400),
    '-1e309',
    'NaN',
    '[]',
    '{}',
  ),
  fc.string({ maxLength: 40 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_VALUE,
    1e308,
    -0,
    true,
    null,
    Array.from({ length: 5000 }, (_, i) => i),
    Array.from({ length: 2000 }, () => 'x'.repeat(50)),
  ),
  fc.array(hostileText, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 4 }),
);
/** Every byte percent-encoded (encodeURIComponent refuses a lone surrogate). */
const encodeBytes = (text: string) =>
  [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const deepBody = `${'['.repeat(5000)}${']'.repeat(5000)}`;

describe('hostile values on every route: never a 5xx, never over a second', () => {
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
    const routes = t.app.routeTable.filter(
      (route) => route.method !== 'HEAD' && !route.url.includes('*'),
    );
    expect(routes.length).toBeGreaterThan(60);
    // Each route's first call compiles its schemas (and /docs builds the API description once):
    // the timings below are of a warm server, as visitors meet it.
    for (const route of routes) {
      await t.app.inject({ method: route.method as 'GET', url: route.url.replace(/:\w+/g, '1') });
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        hostileText,
        fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), hostileText, { maxKeys: 4 }),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), hostileValue, { maxKeys: 4 }),
        fc.boolean(),
        async (route, param, query, body, deep) => {
          const url = route.url.replace(/:[A-Za-z]+/g, () => encodeBytes(param));
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const started = performance.now();
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: `${url}${search ? `?${search}` : ''}`,
            headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
            ...(route.method === 'GET' ? {} : { payload: deep ? deepBody : JSON.stringify(body) }),
          });
          const took = performance.now() - started;
          expect(response.statusCode, `${route.method} ${url} ${response.body}`).toBeLessThan(500);
          expect(took, `${route.method} ${url}`).toBeLessThan(1000);
        },
      ),
      { numRuns: 300 },
    );
  }, 300_000);
});
