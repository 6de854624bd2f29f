/**
 * The AMS pages with `amsVendor: "growthzone"`, against a stand-in GrowthZone server on this
 * machine that answers in the shapes of growthzone-ams.adapter.ts: the member's own invoices,
 * committees and education found by their e-mail, the association's events in the site's time
 * zone; and every failure of the AMS (refused key, error status, malformed body, timeout,
 * nothing listening) a clear 502/504, never a crash or a wrong answer.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  BillingResponse,
  CalendarEvent,
  CalendarResponse,
  CommitteesResponse,
  EducationResponse,
} from '@hearth/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../../test/helper';
import {
  seedMembersAreaFixture,
  type MembersAreaFixture,
} from '../../../test/members-area-fixture';

const API_KEY = 'gz-test-key';
const DAY = 86_400_000;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

type Handler = (url: URL, res: ServerResponse) => void;

/** A stand-in GrowthZone: jane is contact 501 with invoices, groups and certifications. */
function standIn(janeEmail: () => string) {
  const requests: { path: string; authorization: string | undefined }[] = [];
  let override: Handler | null = null;
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const events = [
    {
      EventId: 9001,
      Name: 'Spring market update',
      StartDateTime: '2026-03-10T10:00:00', // local time in the association's zone
      EndDateTime: '2026-03-10T11:30:00',
      Location: 'Board Room',
      VirtualUrl: null,
      Description: 'Numbers for the spring.',
      RegistrationUrl: 'https://gz.example/events/9001/register',
      MaxAttendees: 40,
      RegisteredCount: 38,
    },
    {
      EventId: 9002,
      Name: 'Summer mixer',
      StartDateTime: '2026-06-30T18:30:00',
      EndDateTime: '2026-06-30T21:00:00',
      Location: null,
      VirtualUrl: 'https://meet.example/mixer',
      Description: null,
      RegistrationUrl: null,
      MaxAttendees: null,
      RegisteredCount: null,
    },
  ];
  const routes: Record<string, (url: URL) => [number, unknown]> = {
    '/api/contacts/lookup': (url) =>
      url.searchParams.get('email') === janeEmail().toLowerCase()
        ? [200, [{ ContactId: 501, DisplayName: 'Jane Agent', Email: janeEmail() }]]
        : [200, []],
    '/api/integrations/contacts/501/invoices': () => [
      200,
      [
        {
          InvoiceId: 71,
          InvoiceNumber: 'GZ-1001',
          Memo: 'Annual dues',
          Total: 595,
          Balance: 595,
          InvoiceDate: `${isoDay(-40)}T00:00:00`,
          DueDate: `${isoDay(-10)}T00:00:00`,
          PaidDate: null,
          PaymentUrl: 'https://gz.example/pay/71',
        },
        {
          InvoiceId: 72,
          InvoiceNumber: 'GZ-1002',
          Memo: 'MLS fees',
          Total: 120.5,
          Balance: 0,
          InvoiceDate: isoDay(-100),
          DueDate: isoDay(-70),
          PaidDate: null, // a zero balance is paid all the same
          PaymentUrl: 'https://gz.example/pay/72',
        },
        {
          InvoiceId: 73,
          InvoiceNumber: 'GZ-1003',
          Memo: 'Lockbox',
          Total: 40,
          Balance: 40,
          InvoiceDate: isoDay(-1),
          DueDate: isoDay(29),
          PaidDate: null,
          PaymentUrl: 'javascript:alert(1)',
        },
      ],
    ],
    '/api/events': () => [200, events],
    '/api/events/9001': () => [200, events[0]],
    '/api/contacts/501/groups': () => [
      200,
      {
        ContactId: 501,
        ContactDisplayName: 'Jane Agent',
        Groups: [
          { GroupId: 3, Name: 'Grievance', Description: 'Hears complaints.' },
          { GroupId: 4, Name: 'Education', Description: null },
          { GroupId: 5, Name: 'Not hers', Description: '' },
        ],
        GroupMembers: [
          {
            GroupId: 4,
            Role: 'Chair',
            NextMeetingDateTime: '2026-04-02T10:00:00',
            NextMeetingLocation: 'Board Room',
          },
          { GroupId: 3, Role: null, NextMeetingDateTime: null, NextMeetingLocation: null },
        ],
      },
    ],
    '/api/contacts/501/certifications': () => [
      200,
      [
        {
          CertificationContactId: 8801,
          Name: 'Fair Housing',
          Provider: 'State Board',
          Category: 'ACC',
          StartDate: `${isoDay(-30)}T00:00:00`,
          CompletedDate: `${isoDay(-30)}T00:00:00`,
          Grade: 'P',
          Attended: true,
          Credits: 3,
        },
      ],
    ],
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push({ path: url.pathname + url.search, authorization: req.headers.authorization });
    if (req.headers.authorization !== `ApiKey ${API_KEY}`) return json(res, 401, {});
    if (override) return override(url, res);
    const route = routes[url.pathname];
    if (!route) return json(res, 404, { Message: 'Not found' });
    const [status, body] = route(url);
    json(res, status, body);
  });
  return {
    server,
    requests,
    fail(handler: Handler | null) {
      override = handler;
    },
  };
}

describe('AMS pages with GrowthZone (stand-in server)', () => {
  let t: TestApp;
  let f: MembersAreaFixture;
  let gz: ReturnType<typeof standIn>;
  const get = (who: keyof MembersAreaFixture['accounts'], url: string) =>
    t.app.inject({ url, headers: f.accounts[who].headers });

  beforeAll(async () => {
    let janeEmail = '';
    gz = standIn(() => janeEmail);
    await new Promise<void>((resolve) => gz.server.listen(0, '127.0.0.1', resolve));
    const { port } = gz.server.address() as AddressInfo;
    t = await buildTestApp('pglite', {
      settings: { amsVendor: 'growthzone' },
      env: { AMS_API_URL: `http://127.0.0.1:${port}/`, AMS_API_KEY: API_KEY, AMS_TIMEOUT_MS: 400 },
    });
    f = await seedMembersAreaFixture(t.database.db);
    const jane = await t.database.db
      .selectFrom('members')
      .select('member_email')
      .where('id', '=', f.members.jane)
      .executeTakeFirstOrThrow();
    janeEmail = jane.member_email!;
  });
  afterEach(() => gz.fail(null));
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => gz?.server.close(resolve));
  });

  it('shows a member the invoices GrowthZone holds for their e-mail, with the API key', async () => {
    const res = await get('janeAgent', '/api/mms/billing');
    expect(res.statusCode).toBe(200);
    const body = res.json() as BillingResponse;
    expect(body.invoices.map((i) => [i.number, i.status, i.description])).toEqual([
      ['GZ-1001', 'overdue', 'Annual dues'],
      ['GZ-1003', 'open', 'Lockbox'],
      ['GZ-1002', 'paid', 'MLS fees'],
    ]);
    expect(body.totals).toEqual({ due: 635, overdue: 595, paid: 120.5 });
    const byNumber = Object.fromEntries(body.invoices.map((i) => [i.number, i]));
    expect(byNumber['GZ-1001']?.payUrl).toBe('https://gz.example/pay/71');
    expect(byNumber['GZ-1003']?.payUrl).toBeNull(); // only web links leave the server
    expect(gz.requests.at(-1)).toEqual({
      path: '/api/integrations/contacts/501/invoices',
      authorization: `ApiKey ${API_KEY}`,
    });

    // Bob has no GrowthZone contact: nothing, not jane's.
    const bob = (await get('bobAgent', '/api/mms/billing')).json() as BillingResponse;
    expect(bob.invoices).toEqual([]);
  });

  it('reads event times written without an offset in the site’s time zone', async () => {
    const res = await get('bobAgent', '/api/mms/calendar?from=2026-03-01&to=2026-03-31');
    expect(res.statusCode).toBe(200);
    const body = res.json() as CalendarResponse;
    expect(body.events).toEqual([
      expect.objectContaining({
        id: '9001',
        title: 'Spring market update',
        startsAt: '2026-03-10T10:00:00-07:00',
        endsAt: '2026-03-10T11:30:00-07:00',
        location: 'Board Room',
        capacity: 40,
        seatsLeft: 2,
      }),
    ]);
    expect(gz.requests.at(-1)?.path).toBe('/api/events?startDate=2026-02-28&endDate=2026-04-02');
    const june = (await get('staff', '/api/mms/calendar?from=2026-06-01&to=2026-06-30')).json();
    expect((june as CalendarResponse).events).toEqual([
      expect.objectContaining({
        title: 'Summer mixer',
        startsAt: '2026-06-30T18:30:00-07:00',
        onlineUrl: 'https://meet.example/mixer',
        capacity: null,
        seatsLeft: null,
      }),
    ]);

    const one = await get('janeAgent', '/api/mms/calendar/9001');
    expect((one.json() as { results: CalendarEvent }).results.title).toBe('Spring market update');
    const ics = await get('janeAgent', '/api/mms/calendar/9001/event.ics');
    expect(ics.body).toContain('DTSTART:20260310T170000Z\r\n');
    expect((await get('janeAgent', '/api/mms/calendar/424242')).statusCode).toBe(404);
  });

  it('shows the member’s own groups as committees and certifications as education', async () => {
    const jane = (await get('janeAgent', '/api/mms/committees')).json() as CommitteesResponse;
    expect(jane.committees.map((c) => [c.name, c.role, c.nextMeeting])).toEqual([
      ['Education', 'Chair', { startsAt: '2026-04-02T10:00:00-07:00', place: 'Board Room' }],
      ['Grievance', 'Member', null],
    ]);
    const education = (await get('janeAgent', '/api/mms/education')).json() as EducationResponse;
    expect(education.records).toEqual([
      expect.objectContaining({ courseName: 'Fair Housing', credits: 3, badge: 'Passed' }),
    ]);
    expect((await get('bobAgent', '/api/mms/committees')).json()).toEqual({ committees: [] });
  });

  it.each([
    [
      'an error status',
      502,
      'ams_unavailable',
      (_u: URL, res: ServerResponse) => {
        res.writeHead(500).end('Internal error');
      },
    ],
    [
      'a body that is not JSON',
      502,
      'ams_bad_answer',
      (_u: URL, res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'application/json' }).end('<html>maintenance</html>');
      },
    ],
    [
      'another shape',
      502,
      'ams_bad_answer',
      (_u: URL, res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify([{ EventId: 1, Name: 'No dates' }]));
      },
    ],
    [
      'no answer in time',
      504,
      'ams_timeout',
      // Never answers: the server gives up after AMS_TIMEOUT_MS and closes the connection.
      () => undefined,
    ],
  ])('answers %s from GrowthZone with %i %s', async (_name, status, code, handler) => {
    gz.fail(handler);
    const res = await get('bobAgent', '/api/mms/calendar?from=2026-03-01&to=2026-03-31');
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status, code });
  });

  it('answers 502 when GrowthZone refuses the key, and when nothing listens', async () => {
    const refused = await buildTestApp('pglite', {
      settings: { amsVendor: 'growthzone' },
      env: { AMS_API_URL: t.config.env.AMS_API_URL, AMS_API_KEY: 'wrong-key' },
    });
    const gone = await buildTestApp('pglite', {
      settings: { amsVendor: 'growthzone' },
      env: { AMS_API_URL: 'http://127.0.0.1:9/', AMS_API_KEY: API_KEY },
    });
    try {
      for (const app of [refused, gone]) {
        const fixture = await seedMembersAreaFixture(app.database.db);
        const res = await app.app.inject({
          url: '/api/mms/billing',
          headers: fixture.accounts.janeAgent.headers,
        });
        expect(res.statusCode).toBe(502);
        expect(res.json()).toMatchObject({ status: 502, code: 'ams_unavailable' });
      }
    } finally {
      await refused.close();
      await gone.close();
    }
  });
});

describe('the amsVendor setting', () => {
  const load = (env: Record<string, string>) => () =>
    loadConfig({ NODE_ENV: 'test', ...env }, { readConfigFile: false });

  it('needs the API address and key for GrowthZone, and names an unknown vendor', () => {
    expect(load({ HEARTH_AMS_VENDOR: 'growthzone' })).toThrow(/AMS_API_URL: required/);
    expect(load({ HEARTH_AMS_VENDOR: 'growthzone', AMS_API_URL: 'https://gz.example' })).toThrow(
      /AMS_API_KEY: required/,
    );
    expect(
      load({
        HEARTH_AMS_VENDOR: 'growthzone',
        AMS_API_URL: 'https://gz.example',
        AMS_API_KEY: 'k',
      }),
    ).not.toThrow();
    expect(load({ HEARTH_AMS_VENDOR: 'ramco' })).toThrow(/amsVendor: must be one of/);
    expect(load({ HEARTH_AMS_VENDOR: 'disabled' })).not.toThrow();
  });
});
