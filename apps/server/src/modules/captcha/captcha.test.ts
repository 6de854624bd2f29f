import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { solveCaptcha } from '../../../test/captcha-solver';

describe.each(testDatabaseKinds())('captcha (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const keycheck = (captcha?: string) =>
    t.app.inject({ method: 'POST', url: '/api/form/keycheck', payload: { captcha } });

  it('hands out signed, short-lived challenges that are not cached', async () => {
    const response = await t.app.inject('/api/captcha/challenge');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.parameters.algorithm).toBe('SHA-256');
    expect(body.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keycheck accepts a solved captcha and refuses a missing, forged or test-mode one', async () => {
    expect((await keycheck(await solveCaptcha(t.app))).statusCode).toBe(200);
    const missing = await keycheck();
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'captcha_missing', field: 'captcha' });
    const testMode = Buffer.from(
      JSON.stringify({ challenge: null, solution: null, test: true }),
    ).toString('base64');
    expect((await keycheck(testMode)).json().code).toBe('captcha_invalid');
    const solved = JSON.parse(Buffer.from(await solveCaptcha(t.app), 'base64').toString('utf8'));
    solved.solution.derivedKey = '00'.repeat(32);
    const forged = Buffer.from(JSON.stringify(solved)).toString('base64');
    expect((await keycheck(forged)).json().code).toBe('captcha_invalid');
    expect((await keycheck('not base64 json')).json().code).toBe('captcha_invalid');
  });
});
