import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { close, listen, smtpServer, waitFor } from '../../../test/smtp-server';
import { seedDemoData } from '../../seed/seed';
import { solveCaptcha } from '../../../test/captcha-solver';
import { startOutboxWorker } from '../mail/outbox-worker';

describe.each(testDatabaseKinds())('a lead survives a mail server outage (%s)', (kind) => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let port: number;
  let t: TestApp;
  let stopWorker: () => Promise<void>;

  beforeAll(async () => {
    smtp = smtpServer(received);
    port = await listen(smtp);
    t = await buildTestApp(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    await seedDemoData(t.database.db, { listings: 5, offices: 1, agents: 2, seed: 9, quiet: true });
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    stopWorker = startOutboxWorker(t.database.db, t.config, silent, { pollMs: 100 });
  });
  afterAll(async () => {
    await stopWorker();
    await close(smtp);
    await t.close();
  });

  it('keeps the e-mail in the outbox with a retry while SMTP is down, then delivers it', async () => {
    await close(smtp); // the mail server goes down

    const { listing_id: listingId } = await t.database.db
      .selectFrom('listings')
      .select('listing_id')
      .where('internet_entire_listing_display_yn', '=', true)
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/form/listing/contact/${listingId}`,
      payload: { name: 'Robin', email: 'robin@example.com', captcha: await solveCaptcha(t.app) },
    });
    expect(response.statusCode).toBe(200);
    const lead = await t.database.db
      .selectFrom('leads')
      .select(['id', 'routed_to_email'])
      .where('email', '=', 'robin@example.com')
      .executeTakeFirstOrThrow();

    const message = () =>
      t.database.db
        .selectFrom('outbox')
        .select(['id', 'status', 'attempts', 'last_error', 'next_attempt_at'])
        .where('to_address', '=', lead.routed_to_email)
        .where('kind', '=', 'lead')
        .executeTakeFirstOrThrow();
    const failed = await waitFor(message, (m) => m.attempts >= 1 && m.last_error !== null);
    expect(failed.status).toBe('pending');
    expect(new Date(failed.next_attempt_at).getTime()).toBeGreaterThan(Date.now());

    // The mail server comes back; the retry is brought forward rather than waited for.
    smtp = smtpServer(received);
    await listen(smtp, port);
    await t.database.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date() })
      .where('id', '=', failed.id)
      .execute();
    const sent = await waitFor(message, (m) => m.status === 'sent');
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(received.some((data) => data.includes('robin@example.com'))).toBe(true);
  });
});
