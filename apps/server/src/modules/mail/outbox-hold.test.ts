import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { enqueueMail } from './enqueue-mail';
import { startOutboxWorker } from './outbox-worker';
import { releaseHeldMail } from './outbox.repository';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const message = (to: string, expiresAt?: Date) => ({
  to,
  subject: 'Reset your password',
  text: 'Follow the link',
  html: '<p>Follow the link</p>',
  kind: 'test',
  ...(expiresAt ? { expiresAt } : {}),
});

describe('turning SMTP on does not send old development mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  const statusOf = async (to: string) =>
    (
      await t.database.db
        .selectFrom('outbox')
        .select('status')
        .where('to_address', '=', to)
        .executeTakeFirstOrThrow()
    ).status;

  it('holds mail written without SMTP, never sends an expired link, sends new mail', async () => {
    const sent: string[] = [];
    const transport = {
      sendMail: async (mail: { to?: unknown }) => {
        sent.push(String(mail.to));
      },
      close: () => undefined,
    };
    // A start without a mail server: mail stays in the outbox.
    await startOutboxWorker(t.database.db, t.config, silent)();
    await enqueueMail(t.database.db, message('old.reset@example.com'));

    // SMTP is set: the development mail is held.
    const stop = startOutboxWorker(t.database.db, t.config, silent, { transport, pollMs: 20 });
    // Its start holds the mail written before (the development mail).
    await expect.poll(() => statusOf('old.reset@example.com'), { timeout: 5_000 }).toBe('held');
    await enqueueMail(t.database.db, message('expired@example.com', new Date(Date.now() - 1000)));
    await enqueueMail(t.database.db, message('new.lead@example.com'));
    await expect.poll(() => sent, { timeout: 5_000 }).toContain('new.lead@example.com');
    await stop();
    expect(sent).toEqual(['new.lead@example.com']);
    expect(await statusOf('old.reset@example.com')).toBe('held');
    expect(await statusOf('expired@example.com')).toBe('pending');

    // An operator releases the held mail: it goes at the next start with SMTP.
    expect(await releaseHeldMail(t.database.db)).toBe(1);
    const again = startOutboxWorker(t.database.db, t.config, silent, { transport, pollMs: 20 });
    await expect.poll(() => sent, { timeout: 5_000 }).toContain('old.reset@example.com');
    await again();
    expect(sent).not.toContain('expired@example.com');
  });
});
