import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import type { Listing } from '../../db/schema';
import { seedDemoData } from '../../seed/seed';
import { signUpUser, type Signed } from '../../../test/sign-in';
import { AlertSweepService } from './alert-sweep.service';

const ORIGIN = 'http://hearth.test';
/** 02:00 in Los Angeles (the site's time zone), before the 07:00 digest. */
const T0 = Date.parse('2026-11-24T10:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);

describe.each(testDatabaseKinds())('alerts (%s)', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let ada: Signed;
  let bob: Signed;
  let sweep: AlertSweepService;
  let template: Listing;
  let city: string;
  let adaSearch: string;
  let bobSearch: string;
  let made = 0;

  const db = () => t.database.db;
  const newSweep = () =>
    new AlertSweepService(db(), t.config.settings, ORIGIN, { gatherSeconds: 20, digestHour: 7 });
  const outbox = (to: string) =>
    db()
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', to)
      .where('kind', '=', 'alert')
      .orderBy('id')
      .execute();

  /** A new Active house in the search's city at a price. */
  async function newListing(price: number): Promise<Listing> {
    made++;
    const { id: _id, ...copy } = template;
    return db()
      .insertInto('listings')
      .values({
        ...copy,
        listing_key: `alert-test-${made}`,
        listing_id: `AT${made}`,
        list_price: String(price),
        standard_status: 'Active',
      } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  const saveSearch = async (who: Signed, body: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/mls/v1/saved-search',
      headers: { cookie: who.cookie },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ results: { id: string } }>().results.id;
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { settings: { timezone: 'America/Los_Angeles' } });
    app = t.app;
    await seedDemoData(db(), { listings: 300, offices: 4, agents: 12, seed: 23, quiet: true });
    template = await db()
      .selectFrom('listings')
      .selectAll()
      .where('internet_entire_listing_display_yn', '=', true)
      .where('internet_address_display_yn', '=', true)
      .where('property_type', '=', 'RESI')
      .where('city', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    city = template.city!;
    ada = await signUpUser(app, { remoteAddress: '10.2.0.1' });
    bob = await signUpUser(app, { remoteAddress: '10.2.0.2' });
    const query = { City: city, 'PropertyType[in]': ['RESI'], 'ListPrice[lte]': 600_000 };
    adaSearch = await saveSearch(ada, {
      name: 'Homes under 600k',
      notificationFrequency: 'instantly',
      subscriptions: { openHouses: { enabled: true } },
      query,
    });
    bobSearch = await saveSearch(bob, {
      name: 'Daily homes',
      notificationFrequency: 'daily',
      query,
    });
    sweep = newSweep();
    // The first sweep takes the listings as they are: nothing is news.
    expect(await sweep.run(at(0))).toEqual({ changed: 0, items: 0, messages: 0 });
  }, 120_000);
  afterAll(() => t?.close());

  it('e-mails a new matching listing once its changes have gathered, with the reason', async () => {
    const first = await newListing(550_000);
    const second = await newListing(450_000);
    await newListing(900_000); // out of the price range
    const step = await sweep.run(at(5));
    expect(step).toMatchObject({ changed: 3, messages: 0 });
    expect(await outbox(ada.email)).toHaveLength(0);

    expect((await sweep.run(at(30)))!.messages).toBe(1);
    const [mail] = await outbox(ada.email);
    expect(mail!.subject).toBe('2 listings for Homes under 600k');
    expect(mail!.text_body).toContain('New listing');
    expect(mail!.text_body).toContain('$550,000');
    expect(mail!.text_body).toContain(`${ORIGIN}/listing/${first.listing_id}`);
    expect(mail!.html_body).toContain(`${ORIGIN}/listing/${second.listing_id}`);
    expect(mail!.text_body).not.toContain('$900,000');
    // The address names its city once ("…, Roseville, CA 95747", never "…CA 95747, Roseville").
    const line = mail!.text_body.split('\n').find((text) => text.includes(first.unparsed_address!));
    expect(line).toBeDefined();
    expect(line!.split(first.city!).length - 1, line).toBe(1);
    expect(mail!.text_body).toContain(t.config.settings.associationPostalAddress);
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(String((mail!.headers as Record<string, string>)['List-Unsubscribe'])).toMatch(
      new RegExp(`^<${ORIGIN}/api/alerts/unsubscribe\\?token=`),
    );

    // Nothing new: nothing sent again.
    expect((await sweep.run(at(60)))!.messages).toBe(0);
    expect(await outbox(ada.email)).toHaveLength(1);
  });

  it('a price cut of a listing already sent is a new reason; the same cut is sent once', async () => {
    const listing = await newListing(525_000);
    await sweep.run(at(100));
    await sweep.run(at(130));
    const before = (await outbox(ada.email)).length;
    await db()
      .updateTable('listings')
      .set({ list_price: '499000' })
      .where('id', '=', listing.id)
      .execute();
    await sweep.run(at(140));
    await sweep.run(at(170));
    const mails = await outbox(ada.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.text_body).toContain('Price reduced from $525,000 to $499,000');

    // A restart reads the same log again: no duplicate.
    await db().updateTable('alert_state').set({ change_seq: '1' }).execute();
    const restarted = newSweep();
    expect(await restarted.run(at(200))).toMatchObject({ items: 0, messages: 0 });
    expect(await outbox(ada.email)).toHaveLength(before + 1);
  });

  it('an open house on a matching listing, when subscribed', async () => {
    const listing = await newListing(410_000);
    await sweep.run(at(300));
    await sweep.run(at(330));
    const before = (await outbox(ada.email)).length;
    const start = new Date('2026-11-28T21:00:00Z');
    await db()
      .insertInto('open_houses')
      .values({
        listing_id: listing.id,
        open_house_type: 'Public',
        start_time: start,
        end_time: new Date('2026-11-28T23:00:00Z'),
      })
      .execute();
    await db()
      .updateTable('listings')
      .set({ next_open_house_at: start })
      .where('id', '=', listing.id)
      .execute();
    await sweep.run(at(340));
    await sweep.run(at(370));
    const mails = await outbox(ada.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.text_body).toContain('Open house Sat 1–3 pm');
  });

  it('a daily search gets one digest at the local hour, in the person’s language', async () => {
    await db()
      .updateTable('users')
      .set({ language: 'es' })
      .where('email', '=', bob.email)
      .execute();
    expect(await outbox(bob.email)).toHaveLength(0);
    // 06:59 in Los Angeles: not yet.
    await sweep.run(new Date('2026-11-24T14:59:00Z'));
    expect(await outbox(bob.email)).toHaveLength(0);
    await sweep.run(new Date('2026-11-24T15:00:00Z'));
    const [digest] = await outbox(bob.email);
    expect(digest!.subject).toMatch(/^Su alerta diaria de propiedades: \d+ propiedades$/);
    expect(digest!.text_body).toContain('Nueva propiedad');
    expect(digest!.language).toBe('es');
    // Later the same day, a new listing waits for tomorrow's digest.
    await newListing(300_000);
    await sweep.run(new Date('2026-11-24T18:00:00Z'));
    expect(await outbox(bob.email)).toHaveLength(1);
    await sweep.run(new Date('2026-11-25T15:00:00Z'));
    expect(await outbox(bob.email)).toHaveLength(2);
  });

  it('a listing group is told of a saved listing going Pending', async () => {
    const listing = await newListing(700_000);
    await sweep.run(at(400));
    const saved = await app.inject({
      method: 'POST',
      url: '/mls/v1/saved-listing',
      headers: { cookie: bob.cookie },
      payload: { listingId: listing.listing_id },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await db()
      .updateTable('saved_listing_groups')
      .set({ notification_frequency: 'instantly' })
      .where('user_id', '=', bob.id)
      .execute();
    const before = (await outbox(bob.email)).length;
    await db()
      .updateTable('listings')
      .set({ standard_status: 'Pending' })
      .where('id', '=', listing.id)
      .execute();
    await sweep.run(at(410));
    await sweep.run(at(440));
    const mails = await outbox(bob.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.text_body).toContain('Pendiente');
  });

  it('one-click unsubscribe by POST stops that search at once, without signing in', async () => {
    const mails = await outbox(ada.email);
    const header = (mails.at(-1)!.headers as Record<string, string>)['List-Unsubscribe']!;
    const url = new URL(header.slice(1, -1));
    const posted = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toEqual({ kind: 'search', name: 'Homes under 600k', frequency: 'never' });
    const row = await db()
      .selectFrom('saved_searches')
      .select('notification_frequency')
      .where('id', '=', adaSearch)
      .executeTakeFirstOrThrow();
    expect(row.notification_frequency).toBe('never');
    await newListing(350_000);
    await sweep.run(at(500));
    await sweep.run(at(530));
    expect(await outbox(ada.email)).toHaveLength(mails.length);
  });

  it('the unsubscribe link opens a page whose button stops every alert', async () => {
    const [digest] = await outbox(bob.email);
    // The footer begins at its own '--' line (a token may hold '--' too).
    const link = /(http:\/\/hearth\.test\/alerts\/unsubscribe\?token=[\w.-]+)/.exec(
      digest!.text_body.slice(digest!.text_body.lastIndexOf('\n--\n')),
    );
    expect(link).not.toBeNull();
    const url = new URL(link![1]!);
    // Bob reads Spanish: the page is in Spanish, whatever the browser asks for.
    const page = await app.inject({
      url: `${url.pathname}${url.search}`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('¿Dejar de recibir correos de todas sus alertas de propiedades?');
    expect(page.body).toContain('<button type="submit">Cancelar la suscripción</button>');
    expect(page.body).not.toContain('Unsubscribe');
    const done = await app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
    expect(done.body).toContain('Su suscripción está cancelada');
    expect(done.body).toContain('Ya no recibirá más correos de todas sus alertas de propiedades.');
    // A link of no one answers in the browser's language.
    const invalid = await app.inject({
      url: '/alerts/unsubscribe?token=bm8tb25l.c2lnbmF0dXJl',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(invalid.statusCode).toBe(404);
    expect(invalid.body).toContain('Enlace no válido');
    // A link cut off before its token gets the same page, never the API's JSON.
    for (const cut of [
      '/alerts/unsubscribe',
      '/alerts/unsubscribe?token=',
      '/alerts/unsubscribe?t',
    ]) {
      const page = await app.inject({ url: cut, headers: { 'accept-language': 'en-US' } });
      expect(page.statusCode, cut).toBe(400);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).not.toContain('"status"');
    }
    const searches = await db()
      .selectFrom('saved_searches')
      .select('notification_frequency')
      .where('id', '=', bobSearch)
      .executeTakeFirstOrThrow();
    expect(searches.notification_frequency).toBe('never');
  });

  it('the unsubscribe page of an English reader is in English', async () => {
    const mails = await outbox(ada.email);
    const link = /(http:\/\/hearth\.test\/alerts\/unsubscribe\?token=[\w.-]+)/.exec(
      mails[0]!.text_body,
    );
    const url = new URL(link![1]!);
    const page = await app.inject({
      url: `${url.pathname}${url.search}`,
      headers: { 'accept-language': 'es' },
    });
    expect(page.body).toContain('<html lang="en">');
    // Ada stopped this search by one click already.
    expect(page.body).toContain(
      'You get no e-mail for alerts for your saved search “Homes under 600k”.',
    );
  });

  it('a token cannot be turned to another search or another person', async () => {
    const mails = await outbox(ada.email);
    const token = new URL(
      (mails[0]!.headers as Record<string, string>)['List-Unsubscribe']!.slice(1, -1),
    ).searchParams.get('token')!;
    const [body, signature] = token.split('.');
    const claim = Buffer.from(body!, 'base64url').toString();
    const forge = (text: string) => `${Buffer.from(text).toString('base64url')}.${signature}`;
    const attempts = [
      forge(claim.replace(`.s.${adaSearch}`, `.s.${bobSearch}`)),
      forge(claim.replace(`.${ada.id}.`, `.${bob.id}.`)),
      forge(claim.replace(`.s.${adaSearch}`, '.a.')),
    ];
    for (const forged of attempts) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/alerts/unsubscribe?token=${forged}`,
      });
      expect(response.statusCode).toBe(404);
    }
    // A genuine token of Ada's search names Ada's search only, even when Bob's id is added.
    const genuine = await app.inject({ url: `/api/alerts/unsubscribe?token=${token}` });
    expect(genuine.json()).toMatchObject({ kind: 'search', name: 'Homes under 600k' });
    const bobs = await db()
      .selectFrom('saved_searches')
      .select(['id', 'user_id'])
      .where('id', '=', bobSearch)
      .executeTakeFirstOrThrow();
    expect(bobs.user_id).toBe(bob.id);
  });

  it('the demo market makes changes that alerts see, and removes a listing it made', async () => {
    const made = await app.inject({ method: 'POST', url: '/dev/market', payload: { changes: 8 } });
    expect(made.statusCode, made.body).toBe(200);
    const { changes } = made.json<{ changes: { kind: string; listingId: string }[] }>();
    expect(changes.length).toBeGreaterThan(0);
    const like = await app.inject({
      method: 'POST',
      url: '/dev/market',
      payload: { like: template.listing_id, price: 455_000 },
    });
    const [created] = like.json<{ changes: { listingId: string }[] }>().changes;
    const summary = await newSweep().run(at(1000));
    // The random changes may touch one listing twice: the sweep counts listings.
    expect(summary!.changed).toBeGreaterThanOrEqual(new Set(changes.map((c) => c.listingId)).size);
    const item = await db()
      .selectFrom('alert_items as i')
      .innerJoin('listings as l', 'l.id', 'i.listing_id')
      .select(['i.reason_key'])
      .where('l.listing_id', '=', created!.listingId)
      .where('i.saved_search_id', '=', adaSearch)
      .executeTakeFirst();
    expect(item?.reason_key).toBe('listed');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/dev/market/${created!.listingId}`,
    });
    expect(removed.json()).toEqual({ removed: true });
    const other = await app.inject({ method: 'DELETE', url: `/dev/market/${template.listing_id}` });
    expect(other.json()).toEqual({ removed: false });
  });

  it('the saved-searches page counts the listings new since the search was last run', async () => {
    const carol = await signUpUser(app, { remoteAddress: '10.2.0.3' });
    const query = { City: city, 'PropertyType[in]': ['RESI'], 'ListPrice[lte]': 600_000 };
    const id = await saveSearch(carol, {
      name: 'Carol homes',
      notificationFrequency: 'never',
      query,
    });
    const listed = async (who: Signed) => {
      const response = await app.inject({
        url: '/mls/v1/saved-search',
        headers: { cookie: who.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{
        results: { id: string; newListings: number; lastRunAt: string | null }[];
      }>().results;
    };
    const newListings = async () => (await listed(carol)).find((s) => s.id === id)!.newListings;
    // The sweep stamps what it records with the real clock here, as the page compares with it.
    const sweepNow = () => newSweep().run(new Date());
    expect(await newListings()).toBe(0);

    const first = await newListing(420_000);
    await newListing(430_000);
    const dear = await newListing(650_000); // above the search's 600,000
    await sweepNow();
    expect(await newListings()).toBe(2);
    // A price cut of a listing that matched already is news, but not a new listing.
    await db()
      .updateTable('listings')
      .set({ list_price: '410000' })
      .where('id', '=', first.id)
      .execute();
    // A cut that brings a listing into the range makes it new to the search.
    await db()
      .updateTable('listings')
      .set({ list_price: '590000' })
      .where('id', '=', dear.id)
      .execute();
    await sweepNow();
    expect(await newListings()).toBe(3);

    // Another person cannot run Carol's search; Carol running it clears the count.
    const foreign = await app.inject({
      method: 'POST',
      url: `/mls/v1/saved-search/${id}/run`,
      headers: { cookie: bob.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await newListings()).toBe(3);
    const ran = await app.inject({
      method: 'POST',
      url: `/mls/v1/saved-search/${id}/run`,
      headers: { cookie: carol.cookie },
    });
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json().results.lastRunAt).not.toBeNull();
    expect(await newListings()).toBe(0);

    await newListing(440_000);
    await sweepNow();
    expect(await newListings()).toBe(1);
    // Ada's searches keep their own counts.
    expect((await listed(ada)).every((s) => typeof s.newListings === 'number')).toBe(true);
  });

  it.runIf(kind === 'postgres')('runs each sweep in one process at a time', async () => {
    await db()
      .connection()
      .execute(async (connection) => {
        await sql`select pg_advisory_lock(2027023)`.execute(connection);
        try {
          expect(await newSweep().run(at(900))).toBeNull();
        } finally {
          await sql`select pg_advisory_unlock(2027023)`.execute(connection);
        }
      });
    expect(await newSweep().run(at(901))).not.toBeNull();
  });

  it('a change log that a quiet hour emptied makes no sweep compare every listing again', async () => {
    /** Each remembered listing's row version: a sweep that compares everything rewrites them. */
    const remembered = async () =>
      (
        await sql<{
          version: string;
        }>`select xmin::text as version from alert_listings order by listing_id`.execute(db())
      ).rows
        .map((row) => row.version)
        .join();
    await sweep.run(at(5000));
    // A transaction that rolled back took a number of the log that is never logged; then the
    // log is pruned, as after an hour without changes.
    await sql`select nextval(pg_get_serial_sequence('listing_changes', 'seq'))`.execute(db());
    await sql`delete from listing_changes`.execute(db());
    // Entries after the mark may be gone: one sweep compares every listing, and no later one.
    await sweep.run(at(5010));
    const settled = await remembered();
    expect(await sweep.run(at(5020))).toMatchObject({ changed: 0 });
    await sweep.run(at(5030));
    expect(await remembered()).toBe(settled);
  });
});
