/**
 * A contact's timeline and adding a listing for them by address or MLS number, through HTTP on a
 * real database (members-area.md §2): the timeline holds the contact's leads to this agent, the
 * listings the agent shared and the alerts e-mailed to the connected contact, newest first, a
 * page at a time; never another agent's alerts, never an alert not sent. Suggestions are the
 * listings the public search shows. Only the contact's own agent reads or adds.
 */
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { seedDemoData } from '../../seed/seed';
import { linkTokenFor, signUpUser, type Signed } from '../../../test/sign-in';
import { signedAccount, type SignedAccount } from '../../../test/members-area-fixture';

type Who = 'owner' | 'otherAgent' | 'plainMember' | 'consumer' | 'anonymous';
interface Entry {
  kind: string;
  id: string;
  at: string;
  reason?: string;
  source?: string | null;
  listing: { ListingId: string; address: string } | null;
}

describe.each(testDatabaseKinds())('a contact’s timeline and suggestions (%s)', (kind) => {
  let t: TestApp;
  let ann: SignedAccount;
  let ben: SignedAccount;
  let plain: SignedAccount;
  let rosa: Signed;
  let contactId: string;
  let bensContactId: string;
  let shown: { id: string; listing_id: string; unparsed_address: string };
  let hidden: { listing_id: string };
  const as = (who: Who | Signed): Record<string, string> =>
    typeof who !== 'string'
      ? { cookie: who.cookie }
      : {
          owner: ann.headers,
          otherAgent: ben.headers,
          plainMember: plain.headers,
          consumer: { cookie: rosa.cookie },
          anonymous: {},
        }[who];
  const call = (who: Who | Signed, options: InjectOptions) =>
    t.app.inject({ ...options, url: `/mls/v1${String(options.url)}`, headers: as(who) });
  const timeline = async (query: string, who: Who = 'owner', id = contactId) =>
    call(who, { url: `/contact/${id}/timeline${query}` });

  /** An alert item as the alert sweep records it once e-mailed (or not). */
  const alertItem = async (values: {
    searchId?: string;
    groupId?: string;
    reason: string;
    sentAt: string | null;
  }) => {
    const row = await t.database.db
      .insertInto('alert_items')
      .values({
        user_id: rosa.id,
        saved_search_id: values.searchId ?? null,
        saved_listing_group_id: values.groupId ?? null,
        listing_id: shown.id,
        reason: JSON.stringify({ kind: values.reason }),
        reason_key: `${values.reason}:${Math.random()}`,
        listing: JSON.stringify({}),
        status: values.sentAt ? 'sent' : 'pending',
        created_at: new Date(values.sentAt ?? '2020-01-01T00:00:00Z'),
        sent_at: values.sentAt ? new Date(values.sentAt) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const db = t.database.db;
    await seedDemoData(db, { listings: 120, offices: 2, agents: 6, seed: 17, quiet: true });
    const members = await sql<{ id: string }>`select id::text as id from members
      order by id limit 2`.execute(db);
    ann = await signedAccount(db, members.rows[0]!.id, ['agent'], 'ann');
    ben = await signedAccount(db, members.rows[1]!.id, ['agent'], 'ben');
    plain = await signedAccount(db, members.rows[1]!.id, ['member'], 'plain');
    rosa = await signUpUser(t.app, { remoteAddress: '10.61.0.1', email: 'rosa.vega@example.com' });
    const add = async (who: Who) =>
      (
        await call(who, {
          method: 'POST',
          url: '/contact',
          payload: { firstName: 'Rosa', lastName: 'Vega', email: 'Rosa.Vega@example.com' },
        })
      ).json().results.id as string;
    contactId = await add('owner');
    bensContactId = await add('otherAgent');
    // Rosa accepts Ann's invitation.
    expect(
      (await call('owner', { method: 'POST', url: `/contact/${contactId}/invite` })).statusCode,
    ).toBe(200);
    const token = await linkTokenFor(t.app, 'rosa.vega@example.com');
    const accepted = await call(rosa, {
      method: 'POST',
      url: '/contact-invite/accept',
      payload: { token },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    shown = await db
      .selectFrom('listings')
      .select(['id', 'listing_id', sql<string>`unparsed_address`.as('unparsed_address')])
      .where('internet_entire_listing_display_yn', '=', true)
      .where('internet_address_display_yn', '=', true)
      .where('standard_status', '=', 'Active')
      .where('unparsed_address', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    hidden = await db
      .selectFrom('listings')
      .select('listing_id')
      .where('standard_status', '=', 'Active')
      .where('id', '!=', shown.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('listings')
      .set({ internet_entire_listing_display_yn: false })
      .where('listing_id', '=', hidden.listing_id)
      .execute();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers only the contact’s own agent', async () => {
    for (const [who, status] of [
      ['owner', 200],
      ['otherAgent', 404],
      ['plainMember', 403],
      ['consumer', 403],
      ['anonymous', 401],
    ] as const) {
      const res = await timeline('', who);
      expect(res.statusCode, who).toBe(status);
      if (status !== 200) expect(res.body).not.toContain('rosa');
    }
    // Ben's own Rosa is a contact of his, not Ann's.
    expect((await timeline('', 'owner', bensContactId)).statusCode).toBe(404);
  });

  it('holds leads, shares and sent alerts, newest first, and no other agent’s alerts', async () => {
    const db = t.database.db;
    const lead = await db
      .insertInto('leads')
      .values({
        object_type: 'listing',
        object_id: shown.listing_id,
        listing_id: shown.id,
        fields: JSON.stringify({ message: 'Is the yard fenced?' }),
        name: 'Rosa Vega',
        email: 'ROSA.VEGA@example.com',
        schedule_tour: true,
        agent_id: ann.memberId,
        routed_to: 'agent',
        routed_to_email: 'ann@example.com',
        consent_text_version: 'v1',
        consent_at: new Date('2020-01-01T00:00:00Z'),
        created_at: new Date('2020-01-01T00:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A lead Rosa sent another agent is not on Ann's timeline.
    await db
      .insertInto('leads')
      .values({
        object_type: 'listing',
        object_id: shown.listing_id,
        listing_id: shown.id,
        fields: JSON.stringify({}),
        name: 'Rosa Vega',
        email: 'rosa.vega@example.com',
        agent_id: ben.memberId,
        routed_to: 'agent',
        routed_to_email: 'ben@example.com',
        consent_text_version: 'v1',
        consent_at: new Date('2020-01-05T00:00:00Z'),
        created_at: new Date('2020-01-05T00:00:00Z'),
      })
      .execute();
    const annsSearch = await call('owner', {
      method: 'POST',
      url: `/contact/${contactId}/saved-search`,
      payload: { name: 'Picked by Ann', query: { 'PropertyType[in]': ['RESI'] } },
    });
    expect(annsSearch.statusCode, annsSearch.body).toBe(200);
    const bensSearch = await db
      .insertInto('saved_searches')
      .values({
        user_id: rosa.id,
        agent_id: ben.memberId,
        name: 'Picked by Ben',
        query: JSON.stringify({}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fromAnn = await alertItem({
      searchId: annsSearch.json().results.id,
      reason: 'priceReduced',
      sentAt: '2020-02-01T00:00:00Z',
    });
    await alertItem({
      searchId: String(bensSearch.id),
      reason: 'new',
      sentAt: '2020-02-02T00:00:00Z',
    });
    await alertItem({ searchId: annsSearch.json().results.id, reason: 'back', sentAt: null });
    const shared = await call('owner', {
      method: 'POST',
      url: `/contact/${contactId}/share`,
      payload: { listingId: shown.listing_id, note: 'Look at this one' },
    });
    expect(shared.statusCode, shared.body).toBe(200);

    const res = await timeline('');
    expect(res.statusCode, res.body).toBe(200);
    const { results, next } = res.json() as { results: Entry[]; next: string | null };
    expect(next).toBeNull();
    expect(results.map((entry) => entry.kind)).toEqual(['share', 'alert', 'lead']);
    expect(results[1]).toMatchObject({
      id: fromAnn,
      at: '2020-02-01T00:00:00.000Z',
      reason: 'priceReduced',
      source: 'Picked by Ann',
      listing: { ListingId: shown.listing_id, address: shown.unparsed_address },
    });
    expect(results[2]).toMatchObject({
      id: String(lead.id),
      at: '2020-01-01T00:00:00.000Z',
      scheduleTour: true,
      message: 'Is the yard fenced?',
      listing: { ListingId: shown.listing_id },
    });
    expect(res.body).not.toContain('Picked by Ben');
    // The contact page carries the same story.
    const detail = await call('owner', { url: `/contact/${contactId}` });
    expect(detail.json().results.timeline).toEqual(results);
  });

  it('pages through a long timeline without repeating or skipping an entry', async () => {
    const searches = await call('owner', { url: `/contact/${contactId}/saved-search` });
    const searchId = searches
      .json()
      .results.find((s: { name: string }) => s.name === 'Picked by Ann').id as string;
    // Five alerts sent in the same instant, as one e-mail's items are.
    const same: string[] = [];
    for (let i = 0; i < 5; i++)
      same.push(await alertItem({ searchId, reason: 'openHouse', sentAt: '2020-03-01T00:00:00Z' }));
    const all = (await timeline('?limit=100')).json().results as Entry[];
    expect(all).toHaveLength(8);
    const seen: Entry[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const res = await timeline(`?limit=3${before ? `&before=${before}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { results: Entry[]; next: string | null };
      expect(body.results.length).toBeLessThanOrEqual(3);
      seen.push(...body.results);
      before = body.next;
      pages += 1;
    } while (before && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(all);
    expect(new Set(seen.map((e) => `${e.kind}${e.id}`)).size).toBe(8);
    // Newest first, all along.
    const times = seen.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen.filter((e) => same.includes(e.id) && e.kind === 'alert')).toHaveLength(5);
  });

  it('refuses a malformed page position or size by name', async () => {
    for (const [query, field] of [
      ['?before=yesterday', 'before'],
      ['?before=1.note.2', 'before'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
    ] as const) {
      const res = await timeline(query);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(field);
    }
  });

  it('suggests listings by the start of their MLS number or address, as the public search shows them', async () => {
    const suggest = (q: string, who: Who = 'owner') =>
      call(who, { url: `/listing-suggestion?q=${encodeURIComponent(q)}` });
    const byId = await suggest(shown.listing_id);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().results[0]).toMatchObject({
      ListingId: shown.listing_id,
      address: shown.unparsed_address,
      StandardStatus: 'Active',
    });
    const prefix = shown.unparsed_address.slice(0, 8);
    const byAddress = (await suggest(prefix)).json().results as {
      ListingId: string;
      address: string;
    }[];
    expect(byAddress.map((s) => s.ListingId)).toContain(shown.listing_id);
    for (const s of byAddress) expect(s.address.toLowerCase()).toContain(prefix.toLowerCase());
    // A listing the public may not see is never suggested.
    expect((await suggest(hidden.listing_id)).json().results).toEqual([]);
    for (const [who, status] of [
      ['plainMember', 403],
      // Suggestions are for members' accounts: a consumer's session is none.
      ['consumer', 401],
      ['anonymous', 401],
    ] as const) {
      expect((await suggest(shown.listing_id, who)).statusCode, who).toBe(status);
    }
    const empty = await call('owner', { url: '/listing-suggestion?q=' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('q');
  });

  it('adds a picked listing only for the agent’s own connected contact', async () => {
    const add = (who: Who, id: string) =>
      call(who, {
        method: 'POST',
        url: `/contact/${id}/saved-listing`,
        payload: { listingId: shown.listing_id },
      });
    expect((await add('otherAgent', contactId)).statusCode).toBe(404);
    // Ben's own contact Rosa has not connected with him.
    expect((await add('otherAgent', bensContactId)).statusCode).toBe(403);
    expect((await add('consumer', contactId)).statusCode).toBe(403);
    const res = await add('owner', contactId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.listingId).toBe(shown.listing_id);
    const groups = (
      await call('owner', { url: `/contact/${contactId}/saved-listing-group` })
    ).json().results as {
      savedListings: { listingId: string; listing: Record<string, unknown> }[];
    }[];
    const item = groups
      .flatMap((g) => g.savedListings)
      .find((i) => i.listingId === shown.listing_id);
    // The card's facts come with it: price, status, and the photo when there is one.
    expect(item?.listing).toMatchObject({ StandardStatus: 'Active' });
    expect(typeof item?.listing.ListPrice).toBe('number');
  });
});
