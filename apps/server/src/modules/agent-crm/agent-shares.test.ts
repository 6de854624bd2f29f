/**
 * Share Listing With Contact through HTTP (members-area.md §2): the share and its e-mail are
 * stored together, the e-mail carries the listing and the agent's note and replies to the
 * agent, the share joins the contact's timeline, and only the contact's own agent may share.
 */
import type { AgentContact, AgentContactDetail } from '@hearth/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { seedDemoData } from '../../seed/seed';
import { signUpUser } from '../../../test/sign-in';
import { signedAccount, type SignedAccount } from '../../../test/members-area-fixture';
import { AGENT_SHARE_CAP } from './agent-shares.service';

type Who = 'owner' | 'otherAgent' | 'plainMember' | 'consumer' | 'anonymous';

describe.each(testDatabaseKinds())('sharing a listing with a contact (%s)', (kind) => {
  let t: TestApp;
  let ann: SignedAccount;
  let ben: SignedAccount;
  let plain: SignedAccount;
  let consumerCookie: string;
  let contact: AgentContact;
  let listing: { id: string; listing_id: string; unparsed_address: string | null };
  const as = (who: Who): Record<string, string> =>
    ({
      owner: ann.headers,
      otherAgent: ben.headers,
      plainMember: plain.headers,
      consumer: { cookie: consumerCookie },
      anonymous: {},
    })[who];
  const share = (payload: object, who: Who = 'owner', contactId = contact.id) =>
    t.app.inject({
      method: 'POST',
      url: `/mls/v1/contact/${contactId}/share`,
      headers: as(who),
      payload,
    });
  const outboxTo = (email: string) =>
    t.database.db
      .selectFrom('outbox')
      .select(['kind', 'subject', 'text_body', 'html_body', 'headers'])
      .where(sql<string>`lower(to_address)`, '=', email)
      .execute();

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const db = t.database.db;
    await seedDemoData(db, { listings: 120, offices: 2, agents: 6, seed: 9, quiet: true });
    const members = await sql<{ id: string }>`select id::text as id from members
      order by id limit 2`.execute(db);
    ann = await signedAccount(db, members.rows[0]?.id ?? null, ['agent'], 'ann');
    ben = await signedAccount(db, members.rows[1]?.id ?? null, ['agent'], 'ben');
    plain = await signedAccount(db, members.rows[1]?.id ?? null, ['member'], 'plain');
    consumerCookie = (await signUpUser(t.app, { remoteAddress: '10.53.0.1' })).cookie;
    const added = await t.app.inject({
      method: 'POST',
      url: '/mls/v1/contact',
      headers: ann.headers,
      payload: { firstName: 'Rosa', lastName: 'Vega', email: 'Rosa.Vega@example.com' },
    });
    contact = (added.json() as { results: AgentContact }).results;
    listing = await db
      .selectFrom('listings')
      .select(['id', 'listing_id', 'unparsed_address'])
      .where('internet_entire_listing_display_yn', '=', true)
      .where('internet_address_display_yn', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses everyone but the contact’s agent, before anything is sent', async () => {
    for (const [who, status] of [
      ['anonymous', 401],
      ['consumer', 403],
      ['plainMember', 403],
      ['otherAgent', 404],
    ] as const) {
      const res = await share({ listingId: listing.listing_id, note: `from ${who}` }, who);
      expect(res.statusCode, who).toBe(status);
      expect(res.body).not.toContain('rosa');
    }
    expect(await outboxTo('rosa.vega@example.com')).toEqual([]);
  });

  it('e-mails the contact the listing with the note, and puts it on their timeline', async () => {
    const res = await share({
      listingId: listing.listing_id,
      note: '  Has the garden you wanted. ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Shared with Rosa Vega' });

    const [mail, ...more] = await outboxTo('rosa.vega@example.com');
    expect(more).toEqual([]);
    expect(mail?.kind).toBe('listing_share');
    expect(mail?.subject).toContain('ann Tester shared a listing with you');
    expect(mail?.text_body).toContain('Has the garden you wanted.');
    expect(mail?.text_body).toContain(`/listing/${listing.listing_id}`);
    expect(mail?.headers).toMatchObject({ 'Reply-To': expect.stringMatching(/^ann\./) });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/mls/v1/contact/${contact.id}`,
      headers: ann.headers,
    });
    const { timeline } = (detail.json() as { results: AgentContactDetail }).results;
    expect(timeline[0]).toMatchObject({
      kind: 'share',
      message: 'Has the garden you wanted.',
      listing: { ListingId: listing.listing_id, address: listing.unparsed_address },
    });
  });

  it('shares by row id too, with no note', async () => {
    const res = await share({ listingId: String(listing.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await outboxTo('rosa.vega@example.com')).toHaveLength(2);
  });

  it.each([
    ['no listing', {}, 400, 'listingId'],
    ['a note over 2,000 characters', { listingId: 'x', note: 'n'.repeat(2001) }, 400, 'note'],
    ['a listing that does not exist', { listingId: 'NO-SUCH-LISTING' }, 404, 'listing'],
  ])('refuses %s', async (_, payload, status, word) => {
    const res = await share(payload);
    expect(res.statusCode).toBe(status);
    expect(res.body).toContain(word);
  });

  describe('the day’s cap of shares', () => {
    let cal: SignedAccount;
    const addContact = async (email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/mls/v1/contact',
        headers: cal.headers,
        payload: { firstName: 'Lia', lastName: 'Moss', email },
      });
      return (res.json() as { results: AgentContact }).results.id;
    };
    const shareAs = (contactId: string, n: number) =>
      t.app.inject({
        method: 'POST',
        url: `/mls/v1/contact/${contactId}/share`,
        headers: cal.headers,
        // Each from its own address: the per-address limit of the route is not what is tested.
        remoteAddress: `10.60.${Math.floor(n / 250)}.${(n % 250) + 1}`,
        payload: { listingId: listing.listing_id },
      });

    beforeAll(async () => {
      const [member] = (
        await sql<{
          id: string;
        }>`select id::text as id from members order by id offset 2 limit 1`.execute(t.database.db)
      ).rows;
      cal = await signedAccount(t.database.db, member?.id ?? null, ['agent'], 'cal');
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('holds when 130 shares are sent at once: 100 pass, 30 get 429', async () => {
      expect(AGENT_SHARE_CAP.perDay).toBe(100);
      const contactId = await addContact('lia.moss@example.com');
      const answers = await Promise.all(
        Array.from({ length: 130 }, (_, n) => shareAs(contactId, n)),
      );
      const codes = answers.map((res) => res.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(100);
      expect(codes.filter((code) => code === 429)).toHaveLength(30);
      const refused = answers.find((res) => res.statusCode === 429);
      expect(refused?.json()).toMatchObject({ code: 'share_limit' });
      expect(await outboxTo('lia.moss@example.com')).toHaveLength(100);
    });

    it('still holds after the contacts shared with are deleted, until the next day', async () => {
      for (const { id } of await t.database.db
        .selectFrom('contacts')
        .select('id')
        .where('agent_account_id', '=', cal.id)
        .execute()) {
        const gone = await t.app.inject({
          method: 'DELETE',
          url: `/mls/v1/contact/${id}`,
          headers: cal.headers,
        });
        expect(gone.statusCode, gone.body).toBe(200);
      }
      const contactId = await addContact('lia.two@example.com');
      const again = await shareAs(contactId, 200);
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ code: 'share_limit' });
      expect(await outboxTo('lia.two@example.com')).toEqual([]);

      // The count is per day (UTC): tomorrow the agent shares again.
      const tomorrow = new Date();
      tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
      tomorrow.setUTCHours(0, 0, 1, 0);
      vi.useFakeTimers({ toFake: ['Date'], now: tomorrow });
      expect((await shareAs(contactId, 201)).statusCode).toBe(200);
    });
  });
});
