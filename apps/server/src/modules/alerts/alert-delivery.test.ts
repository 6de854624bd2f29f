import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { close, listen, smtpServer, waitFor } from '../../../test/smtp-server';
import { seedDemoData } from '../../seed/seed';
import { startOutboxWorker } from '../mail/outbox-worker';
import { AlertSweepService } from './alert-sweep.service';

describe.each(testDatabaseKinds())('an alert survives a mail server outage (%s)', (kind) => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let port: number;
  let t: TestApp;
  let stopWorker: () => Promise<void>;

  beforeAll(async () => {
    smtp = smtpServer(received);
    port = await listen(smtp);
    t = await buildTestApp(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    await seedDemoData(t.database.db, {
      listings: 40,
      offices: 1,
      agents: 2,
      seed: 9,
      quiet: true,
    });
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    stopWorker = startOutboxWorker(t.database.db, t.config, silent, { pollMs: 100 });
  });
  afterAll(async () => {
    await stopWorker();
    await close(smtp);
    await t.close();
  });

  it('waits in the outbox while SMTP is down and arrives with its unsubscribe headers', async () => {
    const db = t.database.db;
    const template = await db
      .selectFrom('listings')
      .selectAll()
      .where('internet_entire_listing_display_yn', '=', true)
      .where('city', 'is not', null)
      .executeTakeFirstOrThrow();
    // With a mail server set there is no development mailbox to sign up through.
    const person = await db
      .insertInto('users')
      .values({
        email: 'outage@example.com',
        first_name: 'Robin',
        last_name: 'Reader',
        password_hash: 'not-used',
        status: 'active',
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('saved_searches')
      .values({
        user_id: person.id,
        name: 'Outage test',
        notification_frequency: 'instantly',
        query: JSON.stringify({
          City: template.city,
          'PropertyType[in]': [template.property_type],
        }),
      })
      .execute();
    const sweep = new AlertSweepService(db, t.config.settings, 'http://hearth.test', {
      gatherSeconds: 0,
    });
    const now = new Date();
    await sweep.run(now);

    await close(smtp); // the mail server goes down
    const { id: _id, ...copy } = template;
    await db
      .insertInto('listings')
      .values({ ...copy, listing_key: 'outage-1', listing_id: 'OUT1', standard_status: 'Active' })
      .execute();
    expect((await sweep.run(new Date(now.getTime() + 5000)))!.messages).toBe(1);

    const message = () =>
      db
        .selectFrom('outbox')
        .select(['id', 'status', 'attempts', 'last_error'])
        .where('to_address', '=', person.email)
        .where('kind', '=', 'alert')
        .executeTakeFirstOrThrow();
    const failed = await waitFor(message, (m) => m.attempts >= 1 && m.last_error !== null);
    expect(failed.status).toBe('pending');

    smtp = smtpServer(received);
    await listen(smtp, port); // and comes back
    await db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date() })
      .where('id', '=', failed.id)
      .execute();
    await waitFor(message, (m) => m.status === 'sent');
    const data = received.find((text) => text.includes('Outage test'));
    expect(data).toBeDefined();
    expect(data).toMatch(
      /List-Unsubscribe:\s+<http:\/\/hearth\.test\/api\/alerts\/unsubscribe\?token=/,
    );
    expect(data).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(data).toMatch(/Content-Type: text\/html/);
    expect(data).toMatch(/Content-Type: text\/plain/);
  });
});
