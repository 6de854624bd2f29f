import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { seedDemoData } from '../../seed/seed';
import { signUpUser, type Signed } from '../../../test/sign-in';

/** Every status and type: the whole demo data set (1,100 listings) matches. */
const EVERYTHING = {
  'PropertyType[in]': ['RESI', 'RLSE', 'RINC', 'COMS', 'COML', 'FARM', 'LAND'],
  'StandardStatus[in]': ['Active', 'Pending', 'Closed', 'Coming Soon'],
};

describe.each(testDatabaseKinds())('the consumer area on the MLS API (%s)', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let ada: Signed;
  let bob: Signed;
  let listingIds: string[];
  let fewQuery: Record<string, unknown>;

  const call = (who: Signed | null, options: InjectOptions) =>
    app.inject({
      ...options,
      url: `/mls/v1${String(options.url)}`,
      headers: who ? { cookie: who.cookie } : {},
    });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    app = t.app;
    await seedDemoData(t.database.db, {
      listings: 1100,
      offices: 4,
      agents: 12,
      seed: 22,
      quiet: true,
    });
    const rows = await t.database.db
      .selectFrom('listings')
      .select(['listing_id', 'city', 'property_type'])
      .where('internet_entire_listing_display_yn', '=', true)
      .where('standard_status', '=', 'Active')
      .where('property_type', '=', 'RESI')
      .orderBy('id')
      .limit(5)
      .execute();
    listingIds = rows.map((row) => row.listing_id);
    fewQuery = { City: rows[0]!.city, 'PropertyType[in]': ['RESI'] };
    ada = await signUpUser(app, { remoteAddress: '10.1.0.1' });
    bob = await signUpUser(app, { remoteAddress: '10.1.0.2' });
  }, 120_000);
  afterAll(() => t.close());

  it('asks for a sign-in', async () => {
    for (const url of ['/saved-search', '/saved-listing-group', '/saved-listing']) {
      expect((await call(null, { url })).statusCode).toBe(401);
    }
  });

  describe('saved searches', () => {
    it('saves, lists, changes frequency, updates the query and deletes', async () => {
      const saved = await call(ada, {
        method: 'POST',
        url: '/saved-search',
        payload: { name: ' Folsom homes ', query: { ...fewQuery, offset: 24, savedSearchId: '9' } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const search = saved.json().results;
      expect(saved.json().message).toBe('Saved Folsom homes');
      // The site default (defaultNotificationSettings.savedSearch) is daily.
      expect(search).toMatchObject({
        name: 'Folsom homes',
        notificationFrequency: 'daily',
        subscriptions: { openHouses: { enabled: false }, virtualTour: { enabled: false } },
        userId: ada.id,
        agentId: null,
        contactId: null,
      });
      // Paging and savedSearchId are not part of what is saved.
      expect(search.query).toEqual(fewQuery);

      const list = await call(ada, { url: '/saved-search' });
      expect(list.json().results.map((s: { id: string }) => s.id)).toEqual([search.id]);

      const settings = await call(ada, {
        method: 'PATCH',
        url: `/saved-search/${search.id}`,
        payload: {
          notificationFrequency: 'instantly',
          subscriptions: { openHouses: { enabled: true } },
        },
      });
      expect(settings.json().results).toMatchObject({
        notificationFrequency: 'instantly',
        subscriptions: { openHouses: { enabled: true }, virtualTour: { enabled: false } },
      });
      // An empty frequency falls back to never (§5).
      const empty = await call(ada, {
        method: 'PATCH',
        url: `/saved-search/${search.id}`,
        payload: { notificationFrequency: '' },
      });
      expect(empty.json().results.notificationFrequency).toBe('never');

      const update = await call(ada, {
        method: 'PATCH',
        url: `/saved-search/${search.id}`,
        payload: { query: { ...fewQuery, 'BedroomsTotal[gte]': 3 } },
      });
      expect(update.json().message).toBe('Updated Saved Search: Folsom homes');
      expect(update.json().results.query['BedroomsTotal[gte]']).toBe(3);

      const removed = await call(ada, { method: 'DELETE', url: `/saved-search/${search.id}` });
      expect(removed.statusCode).toBe(200);
      expect((await call(ada, { url: '/saved-search' })).json().results).toEqual([]);
    });

    it("answers 'Missing Name' for a name outside 2 to 64 characters, naming the field", async () => {
      for (const name of ['a', ' ', 'x'.repeat(65)]) {
        const res = await call(ada, {
          method: 'POST',
          url: '/saved-search',
          payload: { name, query: fewQuery },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'missing_name',
          message: 'Missing Name',
          field: 'name',
        });
      }
      const unknownKey = await call(ada, {
        method: 'POST',
        url: '/saved-search',
        payload: { name: 'ok name', query: fewQuery, userId: bob.id },
      });
      expect(unknownKey.statusCode).toBe(400);
    });

    it('refuses a search of more than 1,000 results, counted by the search engine', async () => {
      const res = await call(ada, {
        method: 'POST',
        url: '/saved-search',
        payload: { name: 'Everything', query: EVERYTHING },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'too_many_results', field: 'query' });
      expect(res.json().message).toContain('Please Refine Your Search');
      // Updating a saved search to such a query is refused too.
      const ok = await call(ada, {
        method: 'POST',
        url: '/saved-search',
        payload: { name: 'Few', query: fewQuery },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const id = ok.json().results.id;
      const update = await call(ada, {
        method: 'PATCH',
        url: `/saved-search/${id}`,
        payload: { query: EVERYTHING },
      });
      expect(update.statusCode).toBe(400);
      await call(ada, { method: 'DELETE', url: `/saved-search/${id}` });
    });

    it("answers 404 to another user reading, changing or deleting one's search", async () => {
      const mine = (
        await call(ada, {
          method: 'POST',
          url: '/saved-search',
          payload: { name: 'Mine', query: fewQuery },
        })
      ).json().results;
      expect((await call(bob, { url: '/saved-search' })).json().results).toEqual([]);
      const patch = await call(bob, {
        method: 'PATCH',
        url: `/saved-search/${mine.id}`,
        payload: { name: 'Taken' },
      });
      expect(patch.statusCode).toBe(404);
      expect(patch.body).not.toContain('Mine');
      expect(
        (await call(bob, { method: 'DELETE', url: `/saved-search/${mine.id}` })).statusCode,
      ).toBe(404);
      const run = await call(bob, { method: 'POST', url: `/saved-search/${mine.id}/run` });
      expect(run.statusCode).toBe(404);
      expect(run.body).not.toContain('Mine');
      const still = (await call(ada, { url: '/saved-search' })).json().results;
      expect(still.map((s: { name: string }) => s.name)).toEqual(['Mine']);
      await call(ada, { method: 'DELETE', url: `/saved-search/${mine.id}` });
    });

    it('keeps at most 200 saved searches', async () => {
      const carol = await signUpUser(app, { remoteAddress: '10.1.0.3' });
      await sql`insert into saved_searches (user_id, name, query)
        select ${carol.id}, 'search ' || n, '{}'::jsonb from generate_series(1, 200) n`.execute(
        t.database.db,
      );
      const res = await call(carol, {
        method: 'POST',
        url: '/saved-search',
        payload: { name: 'One more', query: fewQuery },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('at most 200 saved searches');
    });
  });

  describe('favourites', () => {
    it("favourites into the person's own group, once, and unfavourites", async () => {
      const [first, second] = listingIds;
      const saved = await call(ada, {
        method: 'POST',
        url: '/saved-listing',
        payload: { listingId: first },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const item = saved.json().results;
      expect(item).toMatchObject({ listingId: first, rating: null, notes: null, agent: null });
      expect(item.listing).toMatchObject({ ListingId: first, StandardStatus: 'Active' });
      const again = await call(ada, {
        method: 'POST',
        url: '/saved-listing',
        payload: { listingId: first },
      });
      expect(again.json().results.id).toBe(item.id);
      await call(ada, { method: 'POST', url: '/saved-listing', payload: { listingId: second } });

      const refs = (await call(ada, { url: '/saved-listing' })).json().results;
      expect(refs.map((r: { listingId: string }) => r.listingId).sort()).toEqual(
        [first, second].sort(),
      );
      const groups = (await call(ada, { url: '/saved-listing-group' })).json().results;
      expect(groups).toHaveLength(1);
      expect(groups[0]).toMatchObject({
        name: null,
        notificationFrequency: 'instantly',
        contact: null,
      });
      expect(groups[0].savedListings).toHaveLength(2);
      expect(groups[0].savedListings[0].listing).toHaveProperty('ListPrice');
      // A card, not the whole record: the first photo only, and no fields the card never shows.
      const card = groups[0].savedListings[0].listing;
      const photos = await t.database.db
        .selectFrom('listing_media')
        .select('media_url')
        .where('listing_id', '=', card.id)
        .orderBy('position')
        .execute();
      expect(photos.length).toBeGreaterThan(1);
      expect(card.Media).toHaveLength(1);
      expect(card.Media[0].MediaURL).toContain(photos[0]!.media_url.split('/').pop());
      expect(card).not.toHaveProperty('PublicRemarks');
      expect(card).not.toHaveProperty('Latitude');

      const removed = await call(ada, { method: 'DELETE', url: `/saved-listing/${item.id}` });
      expect(removed.statusCode).toBe(200);
      const after = (await call(ada, { url: '/saved-listing' })).json().results;
      expect(after.map((r: { listingId: string }) => r.listingId)).toEqual([second]);
    });

    it('answers 404 for a listing that does not exist', async () => {
      const res = await call(ada, {
        method: 'POST',
        url: '/saved-listing',
        payload: { listingId: 'NOPE-404' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('listing_not_found');
    });

    it('rates 1 to 5 and keeps notes, which may be cleared', async () => {
      const item = (
        await call(ada, {
          method: 'POST',
          url: '/saved-listing',
          payload: { listingId: listingIds[2] },
        })
      ).json().results;
      const rated = await call(ada, {
        method: 'PATCH',
        url: `/saved-listing/${item.id}`,
        payload: { rating: 4 },
      });
      expect(rated.json()).toMatchObject({
        message: 'Rating has been updated',
        results: { rating: 4 },
      });
      for (const rating of [0, 6, 2.5]) {
        const bad = await call(ada, {
          method: 'PATCH',
          url: `/saved-listing/${item.id}`,
          payload: { rating },
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().field).toBe('rating');
      }
      const noted = await call(ada, {
        method: 'PATCH',
        url: `/saved-listing/${item.id}`,
        payload: { notes: ' Big yard ' },
      });
      expect(noted.json().results.notes).toBe('Big yard');
      const tooLong = await call(ada, {
        method: 'PATCH',
        url: `/saved-listing/${item.id}`,
        payload: { notes: 'x'.repeat(2001) },
      });
      expect(tooLong.json()).toMatchObject({ status: 400, field: 'notes' });
      const cleared = await call(ada, {
        method: 'PATCH',
        url: `/saved-listing/${item.id}`,
        payload: { notes: '' },
      });
      expect(cleared.json().results).toMatchObject({ notes: null, rating: 4 });
    });

    it("answers 404 to another user on one's groups and saved listings", async () => {
      const item = (
        await call(ada, {
          method: 'POST',
          url: '/saved-listing',
          payload: { listingId: listingIds[3] },
        })
      ).json().results;
      const groupId = item.savedListingGroupId;
      expect((await call(bob, { url: '/saved-listing-group' })).json().results).toEqual([]);
      expect((await call(bob, { url: '/saved-listing' })).json().results).toEqual([]);
      const asks: InjectOptions[] = [
        { method: 'PATCH', url: `/saved-listing/${item.id}`, payload: { rating: 1 } },
        { method: 'DELETE', url: `/saved-listing/${item.id}` },
        { method: 'PATCH', url: `/saved-listing-group/${groupId}`, payload: { notes: 'mine now' } },
        { method: 'DELETE', url: `/saved-listing-group/${groupId}` },
        {
          method: 'POST',
          url: '/saved-listing',
          payload: { listingId: listingIds[4], savedListingGroupId: groupId },
        },
      ];
      for (const ask of asks) {
        const res = await call(bob, ask);
        expect(res.statusCode, `${ask.method} ${String(ask.url)}`).toBe(404);
        expect(res.body).not.toContain(listingIds[3]);
      }
      const still = (await call(ada, { url: '/saved-listing-group' })).json().results[0];
      expect(still.notes).toBeNull();
      expect(still.savedListings.map((s: { id: string }) => s.id)).toContain(item.id);
    });

    it('makes, renames, sets and deletes a listing group', async () => {
      const made = await call(bob, {
        method: 'POST',
        url: '/saved-listing-group',
        payload: { name: 'Lake houses', notificationFrequency: 'daily' },
      });
      expect(made.statusCode, made.body).toBe(200);
      const group = made.json().results;
      const into = await call(bob, {
        method: 'POST',
        url: '/saved-listing',
        payload: { listingId: listingIds[0], savedListingGroupId: group.id },
      });
      expect(into.json().results.savedListingGroupId).toBe(group.id);
      const renamed = await call(bob, {
        method: 'PATCH',
        url: `/saved-listing-group/${group.id}`,
        payload: { name: 'Lakes', notificationFrequency: null },
      });
      expect(renamed.json().results).toMatchObject({
        name: 'Lakes',
        notificationFrequency: 'never',
      });
      expect(renamed.json().results.savedListings).toHaveLength(1);
      const badName = await call(bob, {
        method: 'PATCH',
        url: `/saved-listing-group/${group.id}`,
        payload: { name: 'L' },
      });
      expect(badName.json()).toMatchObject({ status: 400, message: 'Missing Name', field: 'name' });
      await call(bob, { method: 'DELETE', url: `/saved-listing-group/${group.id}` });
      expect((await call(bob, { url: '/saved-listing' })).json().results).toEqual([]);
    });

    it('keeps a favourite whose listing left the market, with that status', async () => {
      const dave = await signUpUser(app, { remoteAddress: '10.1.0.4' });
      const listingId = listingIds[4]!;
      await call(dave, { method: 'POST', url: '/saved-listing', payload: { listingId } });
      await sql`delete from listings where listing_id = ${listingId}`.execute(t.database.db);
      const groups = (await call(dave, { url: '/saved-listing-group' })).json().results;
      expect(groups[0].savedListings[0].listing).toMatchObject({
        ListingId: listingId,
        StandardStatus: 'Off Market',
      });
      expect(groups[0].savedListings[0].listing.ListPrice).toEqual(expect.any(Number));
    });

    it("names the agent who added a saved listing ('Added By'), in the groups and a group's pages", async () => {
      const jo = await signUpUser(app, { remoteAddress: '10.1.0.10' });
      const agent = await t.database.db
        .selectFrom('members')
        .select(['id', 'member_full_name'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const mine = (
        await call(jo, {
          method: 'POST',
          url: '/saved-listing',
          payload: { listingId: listingIds[1] },
        })
      ).json().results;
      await t.database.db
        .insertInto('saved_listings')
        .values({
          saved_listing_group_id: mine.savedListingGroupId,
          user_id: jo.id,
          agent_id: agent.id,
          listing_id: listingIds[2]!,
          listing: JSON.stringify({ ListingId: listingIds[2] }),
        })
        .execute();
      const byListing = (items: { listingId: string; agent: unknown }[]) =>
        Object.fromEntries(items.map((item) => [item.listingId, item.agent]));
      const groups = (await call(jo, { url: '/saved-listing-group' })).json().results;
      const expected = {
        [listingIds[1]!]: null,
        [listingIds[2]!]: { name: agent.member_full_name },
      };
      expect(byListing(groups[0].savedListings)).toEqual(expected);
      const page = (
        await call(jo, { url: `/saved-listing-group/${mine.savedListingGroupId}/saved-listing` })
      ).json();
      expect(byListing(page.results)).toEqual(expected);
    });

    it('sorts a favourite that left the market by the price kept with it', async () => {
      const ivy = await signUpUser(app, { remoteAddress: '10.1.0.9' });
      // Three listings of three different prices, cheapest first.
      const rows = (
        await t.database.db
          .selectFrom('listings')
          .select(['listing_id', 'list_price'])
          .where('internet_entire_listing_display_yn', '=', true)
          .orderBy('list_price')
          .limit(60)
          .offset(100)
          .execute()
      )
        .filter((row, i, all) => i === 0 || Number(row.list_price) > Number(all[i - 1]!.list_price))
        .slice(0, 3);
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        await call(ivy, {
          method: 'POST',
          url: '/saved-listing',
          payload: { listingId: row.listing_id },
        });
      }
      // The dearest of the three leaves the data: it keeps its place (last) by its kept price.
      await sql`delete from listings where listing_id = ${rows[2]!.listing_id}`.execute(
        t.database.db,
      );
      const groupId = (await call(ivy, { url: '/saved-listing-group' })).json().results[0].id;
      const up = (
        await call(ivy, { url: `/saved-listing-group/${groupId}/saved-listing?sort=ListPriceUp` })
      ).json();
      expect(up.total).toBe(3);
      expect(up.results.map((item: { listingId: string }) => item.listingId)).toEqual(
        rows.map((row) => row.listing_id),
      );
      expect(up.results[2].listing).toMatchObject({
        StandardStatus: 'Off Market',
        ListPrice: Number(rows[2]!.list_price),
      });
    });

    describe('pages of a group, sorted on the server', () => {
      let gil: Signed;
      let groupId: string;
      /** Each saved listing's price, rating and market date, as the database holds them. */
      const facts = new Map<
        string,
        { price: number; rating: number | null; onMarket: string; order: number }
      >();
      type Item = { id: string; listingId: string; rating: number | null };
      const ids = (items: Item[]) => items.map((item) => item.listingId);
      const page = (who: Signed, query: string) =>
        call(who, { url: `/saved-listing-group/${groupId}/saved-listing?${query}` });

      beforeAll(async () => {
        gil = await signUpUser(app, { remoteAddress: '10.1.0.7' });
        groupId = (
          await call(gil, {
            method: 'POST',
            url: '/saved-listing-group',
            payload: { name: 'Paged' },
          })
        ).json().results.id;
        const rows = await t.database.db
          .selectFrom('listings')
          .select(['listing_id', 'list_price', 'on_market_date'])
          .where('internet_entire_listing_display_yn', '=', true)
          .orderBy('id', 'desc')
          .limit(30)
          .execute();
        for (const [order, row] of rows.entries()) {
          const saved = await call(gil, {
            method: 'POST',
            url: '/saved-listing',
            payload: { listingId: row.listing_id, savedListingGroupId: groupId },
          });
          expect(saved.statusCode, saved.body).toBe(200);
          const rating = order % 3 === 0 ? null : (order % 5) + 1;
          if (rating !== null) {
            await call(gil, {
              method: 'PATCH',
              url: `/saved-listing/${saved.json().results.id}`,
              payload: { rating },
            });
          }
          facts.set(row.listing_id, {
            price: Number(row.list_price),
            rating,
            onMarket: String(row.on_market_date),
            order,
          });
        }
      });

      it('sends each group with its count and the first 12 in the sort asked for (ListPriceDown by default)', async () => {
        const groups = (await call(gil, { url: '/saved-listing-group' })).json().results;
        expect(groups).toHaveLength(1);
        expect(groups[0].savedListingCount).toBe(30);
        const first: Item[] = groups[0].savedListings;
        expect(first).toHaveLength(12);
        const prices = ids(first).map((id) => facts.get(id)!.price);
        expect(prices).toEqual([...prices].sort((a, b) => b - a));
        const highest = Math.max(...[...facts.values()].map((fact) => fact.price));
        expect(prices[0]).toBe(highest);

        const up = (
          await call(gil, { url: '/saved-listing-group?sort=ListPriceUp&limit=5' })
        ).json().results[0];
        expect(up.savedListings).toHaveLength(5);
        expect(up.savedListingCount).toBe(30);
        const lowest = Math.min(...[...facts.values()].map((fact) => fact.price));
        expect(facts.get(up.savedListings[0].listingId)!.price).toBe(lowest);
      });

      it('pages through every saved listing once, in each of the five sorts', async () => {
        const checks: Record<string, (a: string, b: string) => boolean> = {
          ListPriceUp: (a, b) => facts.get(a)!.price <= facts.get(b)!.price,
          ListPriceDown: (a, b) => facts.get(a)!.price >= facts.get(b)!.price,
          rating: (a, b) => (facts.get(a)!.rating ?? 0) >= (facts.get(b)!.rating ?? 0),
          onMarketDate: (a, b) => facts.get(a)!.onMarket >= facts.get(b)!.onMarket,
          // Saved in `order`: the last saved is the newest.
          createdAt: (a, b) => facts.get(a)!.order > facts.get(b)!.order,
        };
        for (const [sort, inOrder] of Object.entries(checks)) {
          const seen: string[] = [];
          for (let offset = 0; offset < 30; offset += 7) {
            const res = await page(gil, `sort=${sort}&offset=${offset}&limit=7`);
            expect(res.statusCode, res.body).toBe(200);
            expect(res.json().total).toBe(30);
            seen.push(...ids(res.json().results));
          }
          expect(new Set(seen).size, sort).toBe(30);
          for (let i = 1; i < seen.length; i += 1) {
            expect(inOrder(seen[i - 1]!, seen[i]!), `${sort} at ${i}`).toBe(true);
          }
          // The groups answer's first page is the paged call's first page.
          const groups = (
            await call(gil, { url: `/saved-listing-group?sort=${sort}&limit=7` })
          ).json().results;
          expect(ids(groups[0].savedListings)).toEqual(seen.slice(0, 7));
        }
        const past = await page(gil, 'offset=30');
        expect(past.json()).toEqual({ results: [], total: 30 });
      });

      it('sends rating, notes, who added it and the card of each item, as the groups do', async () => {
        const [item] = (await page(gil, 'sort=rating&limit=1')).json().results;
        expect(item).toMatchObject({ rating: 5, agent: null, notes: null, userId: gil.id });
        expect(item.listing).toMatchObject({ ListingId: item.listingId });
        expect(item.listing).toHaveProperty('ListPrice');
        expect(item.listing).not.toHaveProperty('PublicRemarks');
      });

      it("answers 404 to another user asking for a page of one's group", async () => {
        const hal = await signUpUser(app, { remoteAddress: '10.1.0.8' });
        const res = await page(hal, 'offset=0');
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('saved_listing_group_not_found');
        for (const listingId of facts.keys()) expect(res.body).not.toContain(listingId);
        expect(
          (await call(null, { url: `/saved-listing-group/${groupId}/saved-listing` })).statusCode,
        ).toBe(401);
        const missing = await call(gil, { url: '/saved-listing-group/999999999/saved-listing' });
        expect(missing.statusCode).toBe(404);
      });

      it('answers 400 naming the field for a bad sort, offset or limit', async () => {
        const bad: [string, string][] = [
          ['sort=Cheapest', 'sort'],
          ['offset=-1', 'offset'],
          ['offset=two', 'offset'],
          ['limit=0', 'limit'],
          ['limit=101', 'limit'],
          ['limit=2.5', 'limit'],
        ];
        for (const [query, field] of bad) {
          const res = await page(gil, query);
          expect(res.statusCode, query).toBe(400);
          expect(res.json().field, query).toBe(field);
        }
        const groups = await call(gil, { url: '/saved-listing-group?sort=Cheapest' });
        expect(groups.statusCode).toBe(400);
        expect(groups.json().field).toBe('sort');
        const limit = await call(gil, { url: '/saved-listing-group?limit=500' });
        expect(limit.json()).toMatchObject({ status: 400, field: 'limit' });
      });
    });

    it('keeps at most 5,000 saved listings', async () => {
      const erin = await signUpUser(app, { remoteAddress: '10.1.0.5' });
      const group = (
        await call(erin, { method: 'POST', url: '/saved-listing-group', payload: { name: 'Many' } })
      ).json().results;
      await sql`insert into saved_listings (saved_listing_group_id, user_id, listing_id, listing)
        select ${group.id}, ${erin.id}, 'X' || n, '{}'::jsonb from generate_series(1, 5000) n`.execute(
        t.database.db,
      );
      const res = await call(erin, {
        method: 'POST',
        url: '/saved-listing',
        payload: { listingId: listingIds[0] },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('at most 5,000 saved listings');
    });
  });

  it("puts the user's saved searches, groups and saved listings in their data download, and no one else's", async () => {
    const carol = await signUpUser(app, { remoteAddress: '10.1.0.3' });
    const dave = await signUpUser(app, { remoteAddress: '10.1.0.4' });
    const search = await call(carol, {
      method: 'POST',
      url: '/saved-search',
      payload: { name: 'Carol search', query: fewQuery },
    });
    expect(search.statusCode, search.body).toBe(200);
    const saved = await call(carol, {
      method: 'POST',
      url: '/saved-listing',
      payload: { listingId: listingIds[3] },
    });
    const item = saved.json().results;
    await call(carol, {
      method: 'PATCH',
      url: `/saved-listing/${item.id}`,
      payload: { rating: 4, notes: 'Big garden' },
    });
    await call(dave, {
      method: 'POST',
      url: '/saved-search',
      payload: { name: 'Dave search', query: fewQuery },
    });

    const download = await app.inject({
      url: `/mls/v1/user/${carol.id}/data`,
      headers: { cookie: carol.cookie },
    });
    expect(download.statusCode, download.body).toBe(200);
    const data = download.json();
    expect(data.savedSearches).toEqual([
      expect.objectContaining({ name: 'Carol search', query: search.json().results.query }),
    ]);
    expect(data.savedListingGroups).toEqual([
      expect.objectContaining({ id: item.savedListingGroupId, userId: carol.id }),
    ]);
    expect(data.savedListings).toEqual([
      expect.objectContaining({
        id: item.id,
        listingId: listingIds[3],
        savedListingGroupId: item.savedListingGroupId,
        rating: 4,
        notes: 'Big garden',
      }),
    ]);
    expect(download.body).not.toContain('Dave search');
  });

  it("deleting the account deletes the user's searches, groups and saved listings", async () => {
    const fay = await signUpUser(app, { remoteAddress: '10.1.0.6' });
    await call(fay, {
      method: 'POST',
      url: '/saved-search',
      payload: { name: 'Gone soon', query: fewQuery },
    });
    await call(fay, {
      method: 'POST',
      url: '/saved-listing',
      payload: { listingId: listingIds[0] },
    });
    const deleted = await app.inject({
      method: 'POST',
      url: '/api/user/delete',
      headers: { cookie: fay.cookie },
      payload: {},
    });
    expect(deleted.statusCode).toBe(200);
    const { db } = t.database;
    for (const table of ['saved_searches', 'saved_listing_groups', 'saved_listings'] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', fay.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.n), table).toBe(0);
    }
  });
});
