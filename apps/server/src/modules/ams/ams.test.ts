/**
 * The AMS pages over HTTP with the embedded AMS: a member reads only their own invoices,
 * committees and education; events, an event's `.ics` and a feed by its unguessable address;
 * nothing at all when the vendor is `disabled`.
 */
import type {
  BillingResponse,
  CalendarEvent,
  CalendarResponse,
  CommitteesResponse,
  EducationResponse,
} from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { signUpUser } from '../../../test/sign-in';
import {
  seedMembersAreaFixture,
  type MembersAreaFixture,
} from '../../../test/members-area-fixture';
import { insertCommittee, insertEvent, insertInvoice } from '../../../test/ams-records';

const DAY = 86_400_000;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

describe.each(testDatabaseKinds())('AMS pages, embedded (%s)', (kind) => {
  let t: TestApp;
  let f: MembersAreaFixture;
  let consumerCookie: string;
  const ids: Record<string, string> = {};

  const get = (who: keyof MembersAreaFixture['accounts'] | 'visitor', url: string) =>
    t.app.inject({ url, headers: who === 'visitor' ? {} : f.accounts[who].headers });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const db = t.database.db;
    f = await seedMembersAreaFixture(db);
    consumerCookie = (await signUpUser(t.app)).cookie;
    const { jane, bob } = f.members;
    await insertInvoice(db, { memberId: jane, number: 'J-OPEN', amount: 145, dueOn: isoDay(20) });
    await insertInvoice(db, {
      memberId: jane,
      number: 'J-LATE',
      amount: 145.1,
      dueOn: isoDay(-10),
    });
    await insertInvoice(db, {
      memberId: jane,
      number: 'J-PAID',
      amount: 595,
      dueOn: isoDay(-200),
      paidOn: isoDay(-199),
    });
    await insertInvoice(db, {
      memberId: jane,
      number: 'J-SCRIPT',
      amount: 10,
      dueOn: isoDay(30),
      payUrl: 'javascript:alert(1)',
    });
    await insertInvoice(db, { memberId: bob, number: 'B-OPEN', amount: 99, dueOn: isoDay(5) });
    // 2026-03-10 17:00 UTC is 10:00 in Los Angeles (daylight time began 8 March).
    ids.spring = await insertEvent(db, {
      title: 'Spring, market; update',
      startsAt: new Date('2026-03-10T17:00:00Z'),
      minutes: 90,
      capacity: 40,
      taken: 40,
    });
    ids.summer = await insertEvent(db, {
      title: 'Summer mixer',
      startsAt: new Date('2026-07-01T01:30:00Z'), // 30 June, 18:30 in Los Angeles
    });
    await insertCommittee(db, {
      name: 'Education',
      members: [
        [jane, 'Chair'],
        [bob, 'Member'],
      ],
      nextMeetingAt: new Date('2026-04-02T17:00:00Z'),
    });
    await insertCommittee(db, { name: 'Budget', members: [[bob, 'Vice Chair']] });
    await db
      .insertInto('education_records')
      .values({
        member_id: jane,
        course_name: 'Fair Housing',
        category: 'ACC',
        start_date: isoDay(-30),
        completion_date: isoDay(-30),
        grade: 'P',
        attended: 'Y',
        credits: 3,
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses visitors and consumers (401)', async () => {
    for (const url of [
      '/api/mms/billing',
      '/api/mms/calendar?from=2026-03-01&to=2026-03-31',
      `/api/mms/calendar/${ids.spring}`,
      `/api/mms/calendar/${ids.spring}/event.ics`,
      '/api/mms/committees',
      '/api/mms/education',
    ]) {
      expect((await get('visitor', url)).statusCode, url).toBe(401);
      const consumer = await t.app.inject({ url, headers: { cookie: consumerCookie } });
      expect(consumer.statusCode, url).toBe(401);
    }
    const feed = await t.app.inject({ method: 'POST', url: '/api/mms/calendar/feed' });
    expect(feed.statusCode).toBe(401);
  });

  it('shows a member their own invoices with statuses and totals, never another’s', async () => {
    const res = await get('janeAgent', '/api/mms/billing');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json() as BillingResponse;
    expect(body.invoices.map((i) => [i.number, i.status])).toEqual([
      ['J-LATE', 'overdue'],
      ['J-OPEN', 'open'],
      ['J-SCRIPT', 'open'],
      ['J-PAID', 'paid'],
    ]);
    expect(body.totals).toEqual({ due: 300.1, overdue: 145.1, paid: 595 });
    const byNumber = Object.fromEntries(body.invoices.map((i) => [i.number, i]));
    expect(byNumber['J-OPEN']?.payUrl).toBe('https://pay.example/J-OPEN');
    expect(byNumber['J-PAID']?.payUrl).toBeNull(); // nothing to pay
    expect(byNumber['J-SCRIPT']?.payUrl).toBeNull(); // only web links leave the server
    expect(res.body).not.toContain('B-OPEN');

    const bob = (await get('bobAgent', '/api/mms/billing')).json() as BillingResponse;
    expect(bob.invoices.map((i) => i.number)).toEqual(['B-OPEN']);
    // The association's staff have no member record, so no invoices.
    const staff = (await get('staff', '/api/mms/billing')).json() as BillingResponse;
    expect(staff.invoices).toEqual([]);
  });

  it('lists events of a period in the site’s time zone, with seats left', async () => {
    const res = await get('bobAgent', '/api/mms/calendar?from=2026-03-01&to=2026-03-31');
    expect(res.statusCode).toBe(200);
    const body = res.json() as CalendarResponse;
    expect(body.timeZone).toBe('America/Los_Angeles');
    expect(body.events).toHaveLength(1);
    expect(body.events[0]).toMatchObject({
      title: 'Spring, market; update',
      startsAt: '2026-03-10T10:00:00-07:00',
      endsAt: '2026-03-10T11:30:00-07:00',
      capacity: 40,
      seatsLeft: 0,
    });
    // An evening event late on 30 June (UTC: 1 July) belongs to June.
    const june = (await get('staff', '/api/mms/calendar?from=2026-06-01&to=2026-06-30')).json();
    expect((june as CalendarResponse).events.map((e) => e.title)).toEqual(['Summer mixer']);
    const july = (await get('staff', '/api/mms/calendar?from=2026-07-01&to=2026-07-31')).json();
    expect((july as CalendarResponse).events).toEqual([]);

    expect(
      (await get('bobAgent', '/api/mms/calendar?from=2026-03-31&to=2026-03-01')).statusCode,
    ).toBe(400);
    expect(
      (await get('bobAgent', '/api/mms/calendar?from=2024-01-01&to=2026-03-01')).statusCode,
    ).toBe(400);
    expect(
      (await get('bobAgent', '/api/mms/calendar?from=2026-02-30&to=2026-03-01')).statusCode,
    ).toBe(400);
    expect((await get('bobAgent', '/api/mms/calendar?from=x&to=y')).statusCode).toBe(400);
  });

  it('answers one event, and 404 for one that does not exist', async () => {
    const res = await get('janeAgent', `/api/mms/calendar/${ids.summer}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { results: CalendarEvent }).results.startsAt).toBe(
      '2026-06-30T18:30:00-07:00',
    );
    expect((await get('janeAgent', '/api/mms/calendar/999999')).statusCode).toBe(404);
    expect((await get('janeAgent', `/api/mms/calendar/999999/event.ics`)).statusCode).toBe(404);
  });

  it('downloads an event as an iCalendar file', async () => {
    const res = await get('janeAgent', `/api/mms/calendar/${ids.spring}/event.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="event-${ids.spring}.ics"`,
    );
    expect(res.body).toContain('BEGIN:VEVENT\r\n');
    expect(res.body).toContain('DTSTART:20260310T170000Z\r\n');
    expect(res.body).toContain('SUMMARY:Spring\\, market\\; update\r\n');
    expect(res.body).toContain(`UID:event-${ids.spring}@`);
  });

  it('gives each account a feed address that works without a session until replaced', async () => {
    const issue = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/mms/calendar/feed',
        headers: f.accounts.janeAgent.headers,
      });
    const first = (await issue()).json() as { url: string };
    expect(first.url).toMatch(
      /^http:\/\/localhost(:\d+)?\/api\/mms\/calendar\/feed\/[\w-]{43}\.ics$/,
    );
    const path = new URL(first.url).pathname;
    const feed = await t.app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('BEGIN:VCALENDAR\r\n');

    // Only the hash is stored: the token itself is nowhere in the database.
    const token = path.split('/').pop()!.replace('.ics', '');
    const stored = await t.database.db
      .selectFrom('calendar_feed_tokens')
      .select('token_hash')
      .execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const second = (await issue()).json() as { url: string };
    expect(second.url).not.toBe(first.url);
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ url: new URL(second.url).pathname })).statusCode).toBe(200);
    const guess = `/api/mms/calendar/feed/${'a'.repeat(43)}.ics`;
    expect((await t.app.inject({ url: guess })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/mms/calendar/feed/short.ics' })).statusCode).toBe(400);
  });

  it('shows a member their own committees and roles', async () => {
    const jane = (await get('janeAgent', '/api/mms/committees')).json() as CommitteesResponse;
    expect(jane.committees).toEqual([
      expect.objectContaining({
        name: 'Education',
        role: 'Chair',
        nextMeeting: { startsAt: '2026-04-02T10:00:00-07:00', place: 'Board Room' },
      }),
    ]);
    const bob = (await get('bobAgent', '/api/mms/committees')).json() as CommitteesResponse;
    expect(bob.committees.map((c) => [c.name, c.role])).toEqual([
      ['Budget', 'Vice Chair'],
      ['Education', 'Member'],
    ]);
    const staff = (await get('staff', '/api/mms/committees')).json() as CommitteesResponse;
    expect(staff.committees).toEqual([]);
  });

  it('shows a member their own education from the AMS', async () => {
    const res = await get('janeAgent', '/api/mms/education');
    expect(res.statusCode).toBe(200);
    const body = res.json() as EducationResponse;
    expect(body.viewer.isSelf).toBe(true);
    expect(body.records).toEqual([
      expect.objectContaining({ courseName: 'Fair Housing', accredited: true, badge: 'Passed' }),
    ]);
    expect((await get('bobAgent', '/api/mms/education')).body).not.toContain('Fair Housing');
    expect((await get('staff', '/api/mms/education')).statusCode).toBe(404);
  });
});

describe('AMS pages with the vendor disabled', () => {
  let t: TestApp;
  let f: MembersAreaFixture;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { settings: { amsVendor: 'disabled' } });
    f = await seedMembersAreaFixture(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 on every AMS route', async () => {
    for (const url of ['/api/mms/billing', '/api/mms/committees', '/api/mms/education']) {
      const res = await t.app.inject({ url, headers: f.accounts.janeAgent.headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ams_disabled' });
    }
  });
});
