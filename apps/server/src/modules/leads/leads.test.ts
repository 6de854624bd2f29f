import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { seedDemoData } from '../../seed/seed';
import { solveCaptcha } from '../../../test/captcha-solver';
import { FORM_RATE_LIMITS } from './leads.routes';
import { SHARE_CAPS } from './share.service';

/** Tomorrow as YYYY-MM-DD in the site's zone (America/Los_Angeles by default). */
function tomorrow(): string {
  const now = new Date(Date.now() + 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(now);
}

describe.each(testDatabaseKinds())('contact and share forms (%s)', (kind) => {
  let t: TestApp;
  let listingId: string;
  let agentEmail: string;

  const outboxCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const contact = async (payload: Record<string, unknown>, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `/api/form/listing/contact/${listingId}`,
      payload,
      remoteAddress: ip,
    });
  const share = async (payload: Record<string, unknown>, ip = '10.0.1.1') =>
    t.app.inject({
      method: 'POST',
      url: `/api/form/listing/share/${listingId}`,
      payload,
      remoteAddress: ip,
    });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db, {
      listings: 30,
      offices: 3,
      agents: 8,
      seed: 11,
      quiet: true,
    });
    const row = await t.database.db
      .selectFrom('listings as l')
      .innerJoin('members as m', 'm.id', 'l.list_agent_id')
      .select(['l.listing_id', 'm.member_email', 'm.public_email'])
      .where('l.internet_entire_listing_display_yn', '=', true)
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
    listingId = row.listing_id;
    agentEmail = (row.member_email ?? row.public_email) as string;
  });
  afterAll(() => t.close());

  it('stores a tour request as a lead routed to the agent, with its e-mail and consent', async () => {
    const date = tomorrow();
    const response = await contact({
      name: 'Dana Buyer',
      email: 'dana@example.com',
      scheduleTour: true,
      tourDate: date,
      tourTime: '14:30',
      captcha: await solveCaptcha(t.app),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your message has been sent.');
    const lead = await t.database.db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', 'dana@example.com')
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      object_type: 'listing',
      object_id: listingId,
      routed_to: 'agent',
      routed_to_email: agentEmail,
      schedule_tour: true,
      tour_date: date,
      tour_time: '14:30',
      consent_text_version: 'contact-consent-v1',
    });
    expect(lead.consent_at).toBeInstanceOf(Date);
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', agentEmail)
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('lead');
    expect(mail.subject).toContain(`Tour request for MLS #${listingId}`);
    expect(mail.text_body).toContain('Dana Buyer');
    expect(mail.html_body).toContain('dana@example.com');
    expect(mail.headers).toMatchObject({ 'Reply-To': 'dana@example.com' });
  });

  it('writes the e-mail in the visitor language', async () => {
    const response = await contact(
      {
        name: 'Ana',
        email: 'ana.es@example.com',
        language: 'es',
        captcha: await solveCaptcha(t.app),
      },
      '10.0.0.2',
    );
    expect(response.json().message).toBe('Su mensaje ha sido enviado.');
    const mail = await t.database.db
      .selectFrom('outbox')
      .select(['subject', 'language'])
      .where('text_body', 'like', '%ana.es@example.com%')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ language: 'es' });
    expect(mail.subject).toContain('Nueva consulta');
  });

  it('names each invalid field after Please Check, and refuses a bad tour date', async () => {
    const bad = await contact({ name: '', email: 'nope', scheduleTour: true }, '10.0.0.3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'invalid_form',
      message: 'Please Check Name, Email, Tour Date, Tour Time',
      field: 'name',
    });
    const past = await contact(
      {
        name: 'Dana',
        email: 'dana@example.com',
        scheduleTour: true,
        tourDate: '2001-01-01',
        tourTime: '10:00',
        captcha: await solveCaptcha(t.app),
      },
      '10.0.0.3',
    );
    expect(past.json()).toMatchObject({ message: 'Please Check Tour Date', field: 'tourDate' });
  });

  it('refuses a tour time already past today in the site time zone', async () => {
    // 7:18 PM on 1 June 2026 in Los Angeles: 9:00 AM that day has passed, 7:30 PM has not.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-02T02:18:00Z') });
    try {
      const request = async (tourTime: string, ip: string) =>
        contact(
          {
            name: 'Evening Visitor',
            email: 'evening@example.com',
            scheduleTour: true,
            tourDate: '2026-06-01',
            tourTime,
            captcha: await solveCaptcha(t.app),
          },
          ip,
        );
      const past = await request('09:00', '10.0.0.31');
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({ message: 'Please Check Tour Time', field: 'tourTime' });
      expect((await request('19:30', '10.0.0.32')).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a missing, invalid or reused captcha and stores nothing', async () => {
    const before = await outboxCount();
    const base = { name: 'Sam', email: 'sam@example.com' };
    const ip = '10.0.0.4';
    expect((await contact(base, ip)).json().code).toBe('captcha_missing');
    expect((await contact({ ...base, captcha: 'e30=' }, ip)).json().code).toBe('captcha_invalid');
    const captcha = await solveCaptcha(t.app);
    expect((await contact({ ...base, captcha }, ip)).statusCode).toBe(200);
    const replay = await contact({ ...base, captcha }, ip);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('captcha_invalid');
    expect(await outboxCount()).toBe(before + 1);
  });

  it('routes leads to the office when leadRouting says so', async () => {
    const office = await buildTestApp(kind, { settings: { leadRouting: 'office' } });
    try {
      await seedDemoData(office.database.db, {
        listings: 5,
        offices: 1,
        agents: 2,
        seed: 3,
        quiet: true,
      });
      const row = await office.database.db
        .selectFrom('listings as l')
        .innerJoin('offices as o', 'o.id', 'l.list_office_id')
        .select(['l.listing_id', 'o.office_email'])
        .where('l.internet_entire_listing_display_yn', '=', true)
        .executeTakeFirstOrThrow();
      const response = await office.app.inject({
        method: 'POST',
        url: `/api/form/listing/contact/${row.listing_id}`,
        payload: { name: 'Lee', email: 'lee@example.com', captcha: await solveCaptcha(office.app) },
      });
      expect(response.statusCode).toBe(200);
      const lead = await office.database.db
        .selectFrom('leads')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(lead).toMatchObject({ routed_to: 'office', routed_to_email: row.office_email });
    } finally {
      await office.close();
    }
  });

  it('answers 429 over the contact rate limit and sends nothing more', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < FORM_RATE_LIMITS.contact; i++) await contact({ name: '', email: '' }, ip);
    const before = await outboxCount();
    const over = await contact(
      { name: 'Flood', email: 'flood@example.com', captcha: await solveCaptcha(t.app) },
      ip,
    );
    expect(over.statusCode).toBe(429);
    expect(over.json().status).toBe(429);
    expect(await outboxCount()).toBe(before);
  });

  it('shares a listing with a friend by e-mail', async () => {
    const response = await share({
      fromName: 'Pat',
      fromEmail: 'pat@example.com',
      toName: 'Chris',
      toEmail: 'chris@example.com',
      message: 'Look at this one!',
      captcha: await solveCaptcha(t.app),
    });
    expect(response.statusCode).toBe(200);
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'chris@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('listing_share');
    expect(mail.subject).toContain('Pat shared a listing with you');
    expect(mail.text_body).toContain('Look at this one!');
    expect(mail.text_body).toContain(t.config.settings.associationPostalAddress);
  });

  it('refuses a share whose hidden phone field is filled, and invalid fields', async () => {
    const before = await outboxCount();
    const bot = await share({
      fromName: 'Bot',
      fromEmail: 'bot@example.com',
      toName: 'Victim',
      toEmail: 'victim@example.com',
      phone: '916-555-1234',
      captcha: await solveCaptcha(t.app),
    });
    expect(bot.statusCode).toBe(400);
    expect(bot.json().code).toBe('rejected');
    const invalid = await share({ fromName: 'A', fromEmail: 'a@', toName: '', toEmail: 'x' });
    expect(invalid.json().message).toBe('Please Check From Email, To Name, To Email');
    expect(await outboxCount()).toBe(before);
  });

  it(`caps shares to one recipient at ${SHARE_CAPS.perRecipient} a day`, async () => {
    const send = async (n: number) =>
      share(
        {
          fromName: 'Sender',
          fromEmail: `sender${n}@example.com`,
          toName: 'Target',
          toEmail: 'target@example.com',
          captcha: await solveCaptcha(t.app),
        },
        `10.2.0.${n}`,
      );
    for (let n = 0; n < SHARE_CAPS.perRecipient; n++) expect((await send(n)).statusCode).toBe(200);
    const over = await send(99);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('share_limit');
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from outbox where to_address = 'target@example.com'`.execute(
      t.database.db,
    );
    expect(Number(rows[0]?.n)).toBe(SHARE_CAPS.perRecipient);
  });
});
