import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { buildTestApp, type TestApp } from '../../../test/helper';

/** Whether a request of the development mailbox reads the outbox. */
async function readsMailbox(
  t: TestApp,
  options: { remoteAddress: string; headers?: Record<string, string> },
) {
  const response = await t.app.inject({ url: '/dev/mailbox.json', ...options });
  return response.statusCode === 200 && Array.isArray(response.json().results);
}

describe('the development mailbox: only where it cannot leak', () => {
  const apps: TestApp[] = [];
  const app = async (env: Partial<Config['env']>) => {
    const t = await buildTestApp('pglite', { env });
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('answers a request from this machine in development when no SMTP server is set', async () => {
    const t = await app({ NODE_ENV: 'development' });
    expect(await readsMailbox(t, { remoteAddress: '127.0.0.1' })).toBe(true);
    expect(await readsMailbox(t, { remoteAddress: '::1' })).toBe(true);
  });

  it('refuses another machine, and a request a proxy forwarded', async () => {
    const t = await app({ NODE_ENV: 'development' });
    expect(await readsMailbox(t, { remoteAddress: '192.168.1.20' })).toBe(false);
    expect(await readsMailbox(t, { remoteAddress: '10.0.0.5' })).toBe(false);
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect(
        await readsMailbox(t, { remoteAddress: '127.0.0.1', headers: { [header]: '203.0.113.9' } }),
        header,
      ).toBe(false);
    }
    const page = await t.app.inject({ url: '/dev/mailbox', remoteAddress: '192.168.1.20' });
    expect(page.statusCode).toBe(404);
  });

  it('does not exist in production, nor once an SMTP server is set', async () => {
    const production = await app({ NODE_ENV: 'production' });
    expect(await readsMailbox(production, { remoteAddress: '127.0.0.1' })).toBe(false);
    const smtp = await app({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(await readsMailbox(smtp, { remoteAddress: '127.0.0.1' })).toBe(false);
  }, 180_000);
});
