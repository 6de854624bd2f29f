import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, hostileJson } from '../src/plugins/hostile-input';
import { buildTestApp, type TestApp } from './helper';

const KEY = 'hostile-input-key';

describe('hostile input is refused at the edge, before any work', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { settings: { searchApiKey: KEY } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    '/search/v1/listings/abc%00',
    '/search/v1/listings?City=Sac%00ramento',
    '/search/v1/agents?MemberLastName=a%00',
    '/search/v1/offices?OfficeName=%00',
    '/search/v1/suggest/listings?q=%00',
    '/api/agent/M1%00',
    '/api/office/1%00',
    '/api/listing/1%00',
    '/api/location-data?city=%00',
  ])('answers a NUL in %s with 400', async (url) => {
    const response = await t.app.inject({ url, headers: { authorization: `Bearer ${KEY}` } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_character' });
  });

  it.each([
    [
      '/api/user/register',
      { firstName: 'A\u0000', lastName: 'B', email: 'a@example.com', password: 'a fine password' },
    ],
    ['/api/form/listing/contact/1', { name: '\u0000', email: 'a@example.com', captcha: 'x' }],
    ['/api/form/agent/contact/M1', { name: 'x', email: 'a@example.com', message: 'hi\u0000' }],
    ['/api/events', { type: '\u0000' }],
  ])('answers a NUL in the body of %s with 400', async (url, payload) => {
    const response = await t.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_body' });
  });

  it('answers a JSON body nested 5,000 deep with 400 on any route', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const url of ['/api/user/register', '/search/v1/listings', '/api/events']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
        payload: `{"a":${deep}}`,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_body' });
    }
  });

  it('reads strings and nesting exactly: escaped quotes, brackets in text, the depth limit', () => {
    expect(hostileJson('{"a":"[[[[\\"{{{{"}')).toBeUndefined();
    expect(hostileJson('"\\u0000"')).toBe('the body holds a NUL character');
    // An escaped backslash followed by the letters u0000 is text, not a NUL.
    expect(hostileJson('"\\\\u0000"')).toBeUndefined();
    expect(
      hostileJson(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`),
    ).toBeUndefined();
    expect(hostileJson('['.repeat(MAX_JSON_DEPTH + 1))).toMatch(/nested deeper/);
    expect(hostileJson('{"name":"Zoë \\u00e9"}')).toBeUndefined();
  });
});
