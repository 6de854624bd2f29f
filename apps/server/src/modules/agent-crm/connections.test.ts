/**
 * Invite and connect, and saving for a client, through HTTP on a real database: the agent invites
 * a contact by e-mail, the contact accepts as a signed-in consumer, the agent saves a search and
 * a listing for them, the consumer sees them as added by the agent, and either side disconnects.
 * The access table: a contact's saved objects answer only their own agent, only while connected.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { seedDemoData } from '../../seed/seed';
import { linkTokenFor, signUpUser, type Signed } from '../../../test/sign-in';
import {
  seedMembersAreaFixture,
  type MembersAreaFixture,
} from '../../../test/members-area-fixture';

type Who = 'owner' | 'otherAgent' | 'plainMember' | 'consumer' | 'anonymous';

describe.each(testDatabaseKinds())('invite, connect and save for a client (%s)', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let f: MembersAreaFixture;
  let ada: Signed;
  let eve: Signed;
  let listingIds: string[];
  let fewQuery: Record<string, unknown>;
  let contactId: string;

  const headersOf = (who: Who | Signed): Record<string, string> => {
    if (typeof who !== 'string') return { cookie: who.cookie };
    return {
      owner: f.accounts.janeAgent.headers,
      otherAgent: f.accounts.bobAgent.headers,
      plainMember: f.accounts.bobMember.headers,
      consumer: { cookie: eve.cookie },
      anonymous: {},
    }[who];
  };
  const call = (who: Who | Signed, options: InjectOptions) =>
    app.inject({
      ...options,
      url: `/mls/v1${String(options.url)}`,
      headers: headersOf(who),
    });
  const invite = async (id: string) => {
    const res = await call('owner', { method: 'POST', url: `/contact/${id}/invite` });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    app = t.app;
    await seedDemoData(t.database.db, {
      listings: 120,
      offices: 2,
      agents: 4,
      seed: 43,
      quiet: true,
    });
    f = await seedMembersAreaFixture(t.database.db);
    const rows = await t.database.db
      .selectFrom('listings')
      .select(['listing_id', 'city'])
      .where('internet_entire_listing_display_yn', '=', true)
      .where('standard_status', '=', 'Active')
      .where('property_type', '=', 'RESI')
      .orderBy('id')
      .limit(3)
      .execute();
    listingIds = rows.map((row) => row.listing_id);
    fewQuery = { City: rows[0]!.city, 'PropertyType[in]': ['RESI'] };
    ada = await signUpUser(app, { remoteAddress: '10.43.0.1', email: 'ada.client@example.com' });
    eve = await signUpUser(app, { remoteAddress: '10.43.0.2' });
    const added = await call('owner', {
      method: 'POST',
      url: '/contact',
      payload: { firstName: 'Ada', lastName: 'Client', email: 'ada.client@example.com' },
    });
    contactId = added.json().results.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('e-mails a one-time invitation that the signed-in consumer accepts once', async () => {
    const before = await call('owner', { url: `/contact/${contactId}/connection` });
    expect(before.json().results.status).toBe('none');
    expect((await invite(contactId)).json()).toMatchObject({
      message: 'Your invitation has been sent',
      results: { status: 'invited' },
    });
    const mail = await app.inject({ url: '/dev/mailbox.json?to=ada.client%40example.com' });
    expect(mail.json().results[0].text).toContain('/user/connect#token=');
    const token = await linkTokenFor(app, 'ada.client@example.com');

    const preview = await call('anonymous', {
      method: 'POST',
      url: '/contact-invite/preview',
      payload: { token },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().results).toEqual({
      agent: { name: expect.stringMatching(/\w/) },
      contact: { firstName: 'Ada' },
    });
    // Accepting needs a signed-in consumer; an agent's session is not one.
    for (const who of ['anonymous', 'owner'] as const) {
      const res = await call(who, {
        method: 'POST',
        url: '/contact-invite/accept',
        payload: { token },
      });
      expect(res.statusCode, who).toBeGreaterThanOrEqual(401);
      expect(res.statusCode, who).toBeLessThanOrEqual(403);
    }
    const accepted = await call(ada, {
      method: 'POST',
      url: '/contact-invite/accept',
      payload: { token },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe('You are now connected');
    // Once only.
    const again = await call(eve, {
      method: 'POST',
      url: '/contact-invite/accept',
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_link');

    const agents = await call(ada, { url: '/user-agent' });
    expect(agents.json().results).toHaveLength(1);
    expect((await call(eve, { url: '/user-agent' })).json().results).toEqual([]);
    const after = await call('owner', { url: `/contact/${contactId}/connection` });
    expect(after.json().results.status).toBe('connected');
  });

  it('saves a search and a listing for the connected contact, shown to them as added by the agent', async () => {
    // The contact's own favourite and search, and one another agent somehow added.
    await call(ada, {
      method: 'POST',
      url: '/saved-listing',
      payload: { listingId: listingIds[0] },
    });
    await call(ada, {
      method: 'POST',
      url: '/saved-search',
      payload: { name: 'Mine', query: fewQuery },
    });

    const search = await call('owner', {
      method: 'POST',
      url: `/contact/${contactId}/saved-search`,
      payload: {
        name: 'Picked for Ada',
        notificationFrequency: 'daily',
        subscriptions: { openHouses: { enabled: true } },
        query: fewQuery,
      },
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().results).toMatchObject({
      name: 'Picked for Ada',
      notificationFrequency: 'daily',
      subscriptions: { openHouses: { enabled: true } },
      agentId: f.accounts.janeAgent.memberId,
      contactId,
    });
    const listing = await call('owner', {
      method: 'POST',
      url: `/contact/${contactId}/saved-listing`,
      payload: { listingId: listingIds[1] },
    });
    expect(listing.statusCode, listing.body).toBe(200);
    expect(listing.json().results.agent.name).toMatch(/\w/);

    // The consumer sees both, the listing in their own group, marked with the agent's name.
    const groups = (await call(ada, { url: '/saved-listing-group' })).json().results;
    expect(groups).toHaveLength(1);
    const items = groups[0].savedListings as { listingId: string; agentId: string | null }[];
    expect(items.map((i) => [i.listingId, i.agentId])).toEqual(
      expect.arrayContaining([
        [listingIds[0], null],
        [listingIds[1], f.accounts.janeAgent.memberId],
      ]),
    );
    const searches = (await call(ada, { url: '/saved-search' })).json().results;
    const picked = searches.find((s: { name: string }) => s.name === 'Picked for Ada');
    expect(picked.agent.name).toMatch(/\w/);
    expect(searches.find((s: { name: string }) => s.name === 'Mine').agent).toBeNull();
    expect(searches.map((s: { name: string }) => s.name).sort()).toEqual([
      'Mine',
      'Picked for Ada',
    ]);

    // The agent sees the contact's groups titled by the contact's name, with both items.
    const seen = await call('owner', { url: `/contact/${contactId}/saved-listing-group` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().results[0].contact).toEqual({ name: 'Ada Client' });
    expect(seen.json().results[0].savedListings).toHaveLength(2);
    const seenSearches = await call('owner', { url: `/contact/${contactId}/saved-search` });
    expect(seenSearches.json().results).toHaveLength(2);
  });

  it('lets the agent rate, annotate and remove only what they added (§4)', async () => {
    const items = (await call('owner', { url: `/contact/${contactId}/saved-listing-group` })).json()
      .results[0].savedListings as { id: string; agentId: string | null }[];
    const mine = items.find((i) => i.agentId !== null)!;
    const theirs = items.find((i) => i.agentId === null)!;
    const rate = await call('owner', {
      method: 'PATCH',
      url: `/contact/${contactId}/saved-listing/${mine.id}`,
      payload: { rating: 4, notes: 'Great schools' },
    });
    expect(rate.statusCode, rate.body).toBe(200);
    expect(rate.json().results).toMatchObject({ rating: 4, notes: 'Great schools' });
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await call('owner', {
        method,
        url: `/contact/${contactId}/saved-listing/${theirs.id}`,
        ...(method === 'PATCH' ? { payload: { rating: 1 } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
    const searches = (await call('owner', { url: `/contact/${contactId}/saved-search` })).json()
      .results as { id: string; agentId: string | null }[];
    const own = searches.find((s) => s.agentId === null)!;
    const added = searches.find((s) => s.agentId !== null)!;
    const blocked = await call('owner', {
      method: 'PATCH',
      url: `/contact/${contactId}/saved-search/${own.id}`,
      payload: { notificationFrequency: 'instantly' },
    });
    expect(blocked.statusCode).toBe(404);
    const changed = await call('owner', {
      method: 'PATCH',
      url: `/contact/${contactId}/saved-search/${added.id}`,
      payload: { notificationFrequency: 'instantly' },
    });
    expect(changed.json().results.notificationFrequency).toBe('instantly');
    // The consumer, who owns it, may change what the agent added.
    const byOwner = await call(ada, {
      method: 'PATCH',
      url: `/saved-listing/${mine.id}`,
      payload: { rating: 5 },
    });
    expect(byOwner.statusCode).toBe(200);
  });

  it('answers a contact’s saved objects to their own agent only, while connected', async () => {
    const routes: [InjectOptions['method'], string, object?][] = [
      ['GET', `/contact/${contactId}/saved-search`],
      ['POST', `/contact/${contactId}/saved-search`, { name: 'Nope', query: fewQuery }],
      ['GET', `/contact/${contactId}/saved-listing-group`],
      ['POST', `/contact/${contactId}/saved-listing`, { listingId: listingIds[2] }],
      ['GET', `/contact/${contactId}/connection`],
      ['POST', `/contact/${contactId}/invite`],
      ['POST', `/contact/${contactId}/disconnect`],
    ];
    const table: [Who, number][] = [
      ['anonymous', 401],
      ['consumer', 403],
      ['plainMember', 403],
      ['otherAgent', 404],
    ];
    for (const [method, url, payload] of routes) {
      for (const [who, status] of table) {
        const res = await call(who, { method, url, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url} as ${who}`).toBe(status);
        expect(res.body).not.toContain('Picked for Ada');
        expect(res.body).not.toContain(listingIds[1]);
      }
    }
  });

  it('hides what another agent added for the same consumer', async () => {
    const bobContact = (
      await call('otherAgent', {
        method: 'POST',
        url: '/contact',
        payload: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.client@example.com' },
      })
    ).json().results.id as string;
    await call('otherAgent', { method: 'POST', url: `/contact/${bobContact}/invite` });
    const token = await linkTokenFor(app, 'ada.client@example.com');
    await call(ada, { method: 'POST', url: '/contact-invite/accept', payload: { token } });
    const bobSaved = await call('otherAgent', {
      method: 'POST',
      url: `/contact/${bobContact}/saved-search`,
      payload: { name: 'Bob picked this', query: fewQuery },
    });
    expect(bobSaved.statusCode, bobSaved.body).toBe(200);
    expect((await call(ada, { url: '/user-agent' })).json().results).toHaveLength(2);
    const janeSees = await call('owner', { url: `/contact/${contactId}/saved-search` });
    expect(janeSees.body).not.toContain('Bob picked this');
    expect(janeSees.body).toContain('Picked for Ada');
    const bobSees = await call('otherAgent', { url: `/contact/${bobContact}/saved-search` });
    expect(bobSees.body).not.toContain('Picked for Ada');
    expect(bobSees.body).toContain('Mine');
    // Jane cannot change Bob's search through her contact.
    const bobSearchId = bobSaved.json().results.id as string;
    const res = await call('owner', {
      method: 'DELETE',
      url: `/contact/${contactId}/saved-search/${bobSearchId}`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('hides the contact’s items again when the consumer disconnects, and when the agent does', async () => {
    const agents = (await call(ada, { url: '/user-agent' })).json().results as { id: string }[];
    // Another consumer cannot end Ada's connections.
    expect(
      (await call(eve, { method: 'DELETE', url: `/user-agent/${agents[0]!.id}` })).statusCode,
    ).toBe(404);
    // Jane's own connection, ended by the consumer.
    const jane = await call('owner', { url: `/contact/${contactId}/connection` });
    expect(jane.json().results.status).toBe('connected');
    for (const agent of agents) {
      const gone = await call(ada, { method: 'DELETE', url: `/user-agent/${agent.id}` });
      expect(gone.statusCode).toBe(200);
    }
    const hidden = await call('owner', { url: `/contact/${contactId}/saved-search` });
    expect(hidden.statusCode).toBe(403);
    expect(hidden.body).not.toContain('Picked for Ada');

    // Connected again, then the agent disconnects (Settings, 'Yes, disconnect it!').
    await invite(contactId);
    const token = await linkTokenFor(app, 'ada.client@example.com');
    await call(ada, { method: 'POST', url: '/contact-invite/accept', payload: { token } });
    expect((await call('owner', { url: `/contact/${contactId}/saved-search` })).statusCode).toBe(
      200,
    );
    const off = await call('owner', { method: 'POST', url: `/contact/${contactId}/disconnect` });
    expect(off.json()).toMatchObject({ message: 'Disconnected', results: { status: 'none' } });
    expect(
      (await call('owner', { url: `/contact/${contactId}/saved-listing-group` })).statusCode,
    ).toBe(403);
    expect((await call(ada, { url: '/user-agent' })).json().results).toEqual([]);
  });

  it('syncs a connected consumer whose contact was removed back into a contact, once by e-mail', async () => {
    await invite(contactId);
    const token = await linkTokenFor(app, 'ada.client@example.com');
    await call(ada, { method: 'POST', url: '/contact-invite/accept', payload: { token } });
    await call('owner', { method: 'DELETE', url: `/contact/${contactId}` });
    // Still connected: the consumer decides.
    expect((await call(ada, { url: '/user-agent' })).json().results).toHaveLength(1);
    const sync = await call('owner', { method: 'POST', url: '/contact/sync' });
    expect(sync.statusCode).toBe(200);
    const list = (await call('owner', { url: '/contact?q=ada.client' })).json().results as {
      id: string;
      source: string;
    }[];
    expect(list).toHaveLength(1);
    expect(list[0]!.source).toBe('connected');
    const again = await call('owner', { method: 'POST', url: '/contact/sync' });
    expect((await call('owner', { url: '/contact?q=ada.client' })).json().results).toHaveLength(1);
    expect(again.statusCode).toBe(200);
    const seen = await call('owner', { url: `/contact/${list[0]!.id}/saved-search` });
    expect(seen.statusCode).toBe(200);
  });
});
