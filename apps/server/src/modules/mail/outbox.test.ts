import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { enqueueMail } from './enqueue-mail';
import { renderMailHtml } from './mail-html';
import { retryDelaySeconds, startOutboxWorker } from './outbox-worker';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const message = (to: string) => ({
  to,
  subject: 'Hello',
  text: 'Plain text',
  html: renderMailHtml({ language: 'en', title: 'Hi <b>', paragraphs: ['a & b'] }),
  kind: 'test',
});

describe.each(testDatabaseKinds())('the e-mail outbox on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const statusOf = (id: string) =>
    t.database.db
      .selectFrom('outbox')
      .select(['status', 'attempts', 'last_error', 'next_attempt_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('writes a message only when the transaction that caused it commits', async () => {
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, message('rolled.back@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const mailbox = await t.app.inject({ url: '/dev/mailbox.json?to=rolled.back@example.com' });
    expect(mailbox.json().results).toEqual([]);

    await t.database.db
      .transaction()
      .execute((trx) => enqueueMail(trx, message('kept@example.com')));
    const kept = await t.app.inject({ url: '/dev/mailbox.json?to=kept@example.com' });
    expect(kept.json().results[0]).toMatchObject({ subject: 'Hello', status: 'pending' });
    expect(kept.json().results[0].html).toContain('Hi &lt;b&gt;');
    const page = await t.app.inject({ url: '/dev/mailbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('kept@example.com');
  });

  it('retries a failed send with backoff and never drops it', async () => {
    const id = await enqueueMail(t.database.db, message('flaky@example.com'));
    let failedOnce = false;
    const sent: string[] = [];
    const transport = {
      sendMail: vi.fn(async (mail: { to?: unknown }) => {
        if (mail.to === 'flaky@example.com' && !failedOnce) {
          failedOnce = true;
          throw new Error('421 try later');
        }
        sent.push(String(mail.to));
        return {};
      }),
      close: vi.fn(),
    };
    const stop = startOutboxWorker(t.database.db, t.config, silent, { transport, pollMs: 20 });
    await vi.waitFor(async () => expect((await statusOf(id)).last_error).toContain('421'), {
      timeout: 5000,
    });
    const failed = await statusOf(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(new Date(failed.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 20_000);

    // When the backoff has passed, the next poll sends it.
    await t.database.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date() })
      .where('id', '=', id)
      .execute();
    await vi.waitFor(async () => expect((await statusOf(id)).status).toBe('sent'), {
      timeout: 5000,
    });
    await stop();
    expect(transport.close).toHaveBeenCalled();
    expect(sent).toContain('flaky@example.com');
  });

  it('backs off 30 s, 1 min, 2 min … up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(30)).toBe(3600);
  });

  it('sends over SMTP_URL with a plain-text and an HTML part', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const { port } = smtp.server.address() as AddressInfo;
    const id = await enqueueMail(t.database.db, message('smtp@example.com'));
    const config = { ...t.config, env: { ...t.config.env, SMTP_URL: `smtp://127.0.0.1:${port}` } };
    const stop = startOutboxWorker(t.database.db, config, silent, { pollMs: 20 });
    await vi.waitFor(async () => expect((await statusOf(id)).status).toBe('sent'), {
      timeout: 10_000,
    });
    await stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const raw = received.find((data) => data.includes('smtp@example.com')) ?? '';
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
  });

  it('leaves messages in the outbox without SMTP_URL, and stops at once', async () => {
    expect(t.config.env.SMTP_URL).toBeUndefined();
    const id = await enqueueMail(t.database.db, message('no.smtp@example.com'));
    const info = vi.fn();
    const stop = startOutboxWorker(t.database.db, t.config, { ...silent, info });
    await stop();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('No SMTP_URL'));
    expect(await statusOf(id)).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
    const mailbox = await t.app.inject({ url: '/dev/mailbox.json?to=no.smtp@example.com' });
    expect(mailbox.json().results[0]).toMatchObject({ subject: 'Hello', status: 'pending' });
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.org' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no development mailbox', async () => {
    expect((await t.app.inject('/dev/mailbox')).statusCode).toBe(404);
    expect((await t.app.inject('/dev/mailbox.json')).statusCode).toBe(404);
  });

  it('sets the session cookie Secure, HttpOnly, SameSite=Lax with the __Host- prefix', async () => {
    const { seedDemoAccounts, DEMO_PASSWORD } = await import('../auth/demo-accounts');
    await seedDemoAccounts(t.database.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'consumer@hearth.example', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === '__Host-hearth_user_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.domain).toBeUndefined();
  });

  it('builds e-mailed links from PUBLIC_URL, never from the Host header', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/user/lost-password',
      headers: { host: 'evil.example' },
      payload: { email: 'consumer@hearth.example' },
    });
    const [mail] = await t.database.db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', 'consumer@hearth.example')
      .execute();
    expect(mail?.text_body).toContain('https://portal.example.org/user/reset-password#token=');
    expect(mail?.text_body).not.toContain('evil.example');
  });
});
