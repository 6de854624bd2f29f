/**
 * Invitations cannot be used as a mail cannon (docs/security.md, "Limits"): one pending
 * invitation per recipient, a resend to the same address at most once per 24 hours (whichever of
 * the agent's contacts holds the address), and at most 50 invitations per agent per UTC day, each
 * refused with a 429 that says when. The contact's connection tells the UI when a resend is possible.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { linkTokenFor } from '../../../test/sign-in';
import {
  seedMembersAreaFixture,
  type MembersAreaFixture,
} from '../../../test/members-area-fixture';

const HOUR_MS = 3_600_000;
const RESEND_HOURS = 24;
const PER_AGENT_PER_DAY = 50;

describe.each(testDatabaseKinds())('invitation limits (%s)', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let f: MembersAreaFixture;
  let calls = 0;

  const call = (who: 'jane' | 'bob', options: InjectOptions) =>
    app.inject({
      ...options,
      url: `/mls/v1${String(options.url)}`,
      headers: (who === 'jane' ? f.accounts.janeAgent : f.accounts.bobAgent).headers,
      // Each from its own address: the route's per-address limit is not what is tested.
      remoteAddress: `10.44.${Math.floor(++calls / 250)}.${(calls % 250) + 1}`,
    });
  const addContact = async (who: 'jane' | 'bob', email: string) => {
    const res = await call(who, {
      method: 'POST',
      url: '/contact',
      payload: { firstName: 'Rae', lastName: 'Lind', email },
    });
    expect(res.statusCode, res.body).toBe(200);
    return String(res.json().results.id);
  };
  const invite = (who: 'jane' | 'bob', contactId: string) =>
    call(who, { method: 'POST', url: `/contact/${contactId}/invite` });
  const mailsTo = async (email: string) =>
    Number(
      (
        await sql<{ n: string }>`select count(*) as n from outbox
          where lower(to_address) = ${email} and kind = 'contact_invite'`.execute(t.database.db)
      ).rows[0]?.n,
    );

  beforeAll(async () => {
    t = await buildTestApp(kind);
    app = t.app;
    f = await seedMembersAreaFixture(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends one invitation per address and a resend only after 24 hours', async () => {
    const start = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const rae = await addContact('jane', 'rae.lind@example.com');
    const first = await invite('jane', rae);
    expect(first.statusCode, first.body).toBe(200);
    const firstToken = await linkTokenFor(app, 'rae.lind@example.com');

    // Twelve more in a row: each refused, none e-mailed.
    for (let n = 0; n < 12; n++) {
      const again = await invite('jane', rae);
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ code: 'invite_pending' });
      expect(again.json().message).toMatch(/24 hours/);
    }
    // The contact's connection says when the next one may go.
    const connection = (await call('jane', { url: `/contact/${rae}/connection` })).json().results;
    expect(connection.status).toBe('invited');
    expect(new Date(connection.resendAt).getTime()).toBe(
      new Date(connection.invitedAt).getTime() + RESEND_HOURS * HOUR_MS,
    );

    // Deleting the contact and adding the address again (another case) is the same recipient.
    expect((await call('jane', { method: 'DELETE', url: `/contact/${rae}` })).statusCode).toBe(200);
    const twin = await addContact('jane', 'RAE.Lind@Example.com');
    expect((await invite('jane', twin)).statusCode).toBe(429);
    expect(await mailsTo('rae.lind@example.com')).toBe(1);

    // A moment before 24 hours: still refused. After: sent, and the first link stops working.
    vi.setSystemTime(new Date(start.getTime() + RESEND_HOURS * HOUR_MS - 60_000));
    expect((await invite('jane', twin)).statusCode).toBe(429);
    vi.setSystemTime(new Date(start.getTime() + RESEND_HOURS * HOUR_MS + 1_000));
    expect((await invite('jane', twin)).statusCode).toBe(200);
    expect(await mailsTo('rae.lind@example.com')).toBe(2);
    const preview = await app.inject({
      method: 'POST',
      url: '/mls/v1/contact-invite/preview',
      payload: { token: firstToken },
    });
    expect(preview.statusCode).toBe(400);
    const pending = await sql<{ n: string }>`select count(*) as n from contact_invites i
      join contacts c on c.id = i.contact_id
      where lower(c.email) = 'rae.lind@example.com' and i.used_at is null`.execute(t.database.db);
    expect(Number(pending.rows[0]?.n)).toBe(1);
    // Another agent inviting the same person is not held back by Jane's invitation.
    expect((await invite('bob', await addContact('bob', 'rae.lind@example.com'))).statusCode).toBe(
      200,
    );
  });

  it(`caps an agent at ${PER_AGENT_PER_DAY} invitations a day, even sent at once`, async () => {
    const contacts: string[] = [];
    for (let n = 0; n < PER_AGENT_PER_DAY + 10; n++) {
      contacts.push(await addContact('bob', `guest${n}@example.com`));
    }
    const sentToday = Number(
      (
        await sql<{ n: string }>`select coalesce(sum(sent), 0) as n from agent_daily_sends
          where account_id = ${f.accounts.bobAgent.id} and kind = 'invite'
            and day = ${new Date().toISOString().slice(0, 10)}::date`.execute(t.database.db)
      ).rows[0]?.n,
    );
    const answers = await Promise.all(contacts.map((id) => invite('bob', id)));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(PER_AGENT_PER_DAY - sentToday);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(contacts.length - (PER_AGENT_PER_DAY - sentToday));
    expect(refused[0]?.json()).toMatchObject({ code: 'invite_limit' });
    expect(refused[0]?.json().message).toContain(String(PER_AGENT_PER_DAY));
  });
});
