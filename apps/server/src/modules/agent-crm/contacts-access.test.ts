/**
 * Authorisation of an agent's contacts as a table (members-area.md §6): a contact answers its own
 * agent only; another agent gets 404 as if it did not exist, a plain member and a consumer 403,
 * nobody signed in 401. Lists never carry another agent's contacts.
 */
import type { AgentContact } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { signUpUser } from '../../../test/sign-in';
import {
  seedMembersAreaFixture,
  type MembersAreaFixture,
} from '../../../test/members-area-fixture';

type Who = 'owner' | 'otherAgent' | 'broker' | 'plainMember' | 'consumer' | 'anonymous';

describe.each(testDatabaseKinds())('agent contacts access (%s)', (kind) => {
  let t: TestApp;
  let f: MembersAreaFixture;
  let consumerCookie: string;
  let contactId: string;
  const as = (who: Who): Record<string, string> =>
    ({
      owner: f.accounts.janeAgent.headers,
      otherAgent: f.accounts.bobAgent.headers,
      broker: f.accounts.carlBroker.headers,
      plainMember: f.accounts.bobMember.headers,
      consumer: { cookie: consumerCookie },
      anonymous: {},
    })[who];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    f = await seedMembersAreaFixture(t.database.db);
    consumerCookie = (await signUpUser(t.app, { remoteAddress: '10.52.0.1' })).cookie;
    const res = await t.app.inject({
      method: 'POST',
      url: '/mls/v1/contact',
      headers: as('owner'),
      payload: { firstName: 'Secret', lastName: 'Client', email: 'secret.client@example.com' },
    });
    contactId = (res.json() as { results: AgentContact }).results.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  // [who, status], the owner last; DELETE, which removes the contact, has its own test below.
  const table: [Who, number][] = [
    ['anonymous', 401],
    ['consumer', 403],
    ['plainMember', 403],
    ['otherAgent', 404],
    // The office's broker keeps contacts of their own, not the agents'.
    ['broker', 404],
    ['owner', 200],
  ];

  it.each(['GET', 'PATCH'] as const)(
    '%s /mls/v1/contact/:id answers its agent only',
    async (method) => {
      for (const [who, status] of table) {
        const res = await t.app.inject({
          method,
          url: `/mls/v1/contact/${contactId}`,
          headers: as(who),
          ...(method === 'PATCH' ? { payload: { rating: 3, notes: `by ${who}` } } : {}),
        });
        expect(res.statusCode, `${method} as ${who}`).toBe(status);
        if (status !== 200) expect(res.body).not.toContain('secret.client');
      }
    },
  );

  it('lists, adds and syncs for agents only, each their own', async () => {
    const listTable: [Who, number][] = [
      ['anonymous', 401],
      ['consumer', 401],
      ['plainMember', 403],
      ['otherAgent', 200],
      ['owner', 200],
    ];
    for (const [who, status] of listTable) {
      const res = await t.app.inject({ method: 'GET', url: '/mls/v1/contact', headers: as(who) });
      expect(res.statusCode, `list as ${who}`).toBe(status);
      const sync = await t.app.inject({
        method: 'POST',
        url: '/mls/v1/contact/sync',
        headers: as(who),
      });
      expect(sync.statusCode, `sync as ${who}`).toBe(status);
      if (who === 'otherAgent') expect(res.body).not.toContain('secret.client');
      if (who === 'owner') expect(res.body).toContain('secret.client');
    }
    const staffAdd = await t.app.inject({
      method: 'POST',
      url: '/mls/v1/contact',
      headers: f.accounts.staff.headers,
      payload: { firstName: 'Some', lastName: 'One', email: 'some.one@example.com' },
    });
    expect(staffAdd.statusCode).toBe(403);
  });

  it('lets only the owner remove a contact', async () => {
    for (const [who, status] of table) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/mls/v1/contact/${contactId}`,
        headers: as(who),
      });
      expect(res.statusCode, `DELETE as ${who}`).toBe(status);
    }
    const gone = await t.app.inject({
      method: 'GET',
      url: `/mls/v1/contact/${contactId}`,
      headers: as('owner'),
    });
    expect(gone.statusCode).toBe(404);
  });
});
