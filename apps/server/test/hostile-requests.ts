/**
 * Hostile requests for any route: NUL and control characters, deep nesting, huge arrays and
 * numbers, wrong types. Shared by the hostile-input test (never a 5xx) and the benchmark that
 * times them (`npm run bench:hostile`).
 */
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';

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

export interface Route {
  method: string | string[];
  url: string;
}

/** The routes a stranger can call by name (no HEAD twins, no wildcards). */
export function callableRoutes(routes: readonly Route[]): Route[] {
  return routes.filter((route) => route.method !== 'HEAD' && !route.url.includes('*'));
}

/** One route with a harmless id, as a first call compiles its schemas. */
export function warmRequest(route: Route): InjectOptions {
  return { method: route.method as 'GET', url: route.url.replace(/:\w+/g, '1') };
}

/** A route called with a hostile id, query and body, bearing the search API key. */
export function hostileRequest(routes: readonly Route[], key: string): fc.Arbitrary<InjectOptions> {
  return fc
    .tuple(
      fc.constantFrom(...routes),
      hostileText,
      fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), hostileText, { maxKeys: 4 }),
      fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), hostileValue, { maxKeys: 4 }),
      fc.boolean(),
    )
    .map(([route, param, query, body, deep]) => {
      const url = route.url.replace(/:[A-Za-z]+/g, () => encodeBytes(param));
      const search = new URLSearchParams(query as Record<string, string>).toString();
      return {
        method: route.method as 'GET',
        url: `${url}${search ? `?${search}` : ''}`,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        ...(route.method === 'GET' ? {} : { payload: deep ? deepBody : JSON.stringify(body) }),
      };
    });
}
