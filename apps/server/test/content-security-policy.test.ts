import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

function directive(csp: string, name: string): string[] {
  const found = csp.split(';').find((part) => part.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

describe('the Content-Security-Policy of the web page', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  const policyOf = async (settings: Parameters<typeof buildTestApp>[1] = {}) => {
    const t = await buildTestApp('pglite', settings);
    apps.push(t);
    const page = await t.app.inject({ url: '/' });
    return String(page.headers['content-security-policy']);
  };

  it('lets pictures and requests reach only our own origin by default', async () => {
    const csp = await policyOf();
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('adds the configured map, image and API servers, never any https address', async () => {
    const csp = await policyOf({
      settings: {
        mapStyleUrl: 'https://tiles.example.org/styles/basic.json?key=abc',
        imageServerUrl: 'https://photos.example.org/listings',
        searchApiUrl: 'https://search.example.org/v1',
      },
    });
    const connect = directive(csp, 'connect-src');
    expect(connect).toEqual([
      "'self'",
      'https://search.example.org',
      'https://tiles.example.org',
      'https://photos.example.org',
    ]);
    expect(directive(csp, 'img-src')).toEqual([
      "'self'",
      'https://photos.example.org',
      'https://tiles.example.org',
      'data:',
      'blob:',
    ]);
    expect(csp).not.toMatch(/\shttps:(;|\s|$)/);
  });
});
