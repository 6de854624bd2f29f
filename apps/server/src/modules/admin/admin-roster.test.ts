/**
 * Members and offices in the association's console over HTTP: the searches, the three reports
 * staff ask for most and their CSV. Who may call them is in admin.test.ts's table.
 */
import type { ConsoleMemberList, ConsoleOfficeList } from '@hearth/contracts';
import { calendarDateIn } from '@hearth/domain';
import { readCsv, readsAsFormula } from '../../../test/csv-reader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import {
  insertLead,
  seedMembersAreaFixture,
  type MembersAreaFixture,
} from '../../../test/members-area-fixture';

describe.each(testDatabaseKinds())('the console’s members and offices (%s)', (kind) => {
  let t: TestApp;
  let f: MembersAreaFixture;
  const get = (url: string) =>
    t.app.inject({ url: `/member/v1/admin${url}`, headers: f.accounts.staff.headers });

  /** The site's day `days` from today, YYYY-MM-DD. */
  const day = (days: number) => {
    const today = calendarDateIn(new Date(), t.config.settings.timezone);
    return new Date(Date.UTC(today.year, today.month - 1, today.day + days))
      .toISOString()
      .slice(0, 10);
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    f = await seedMembersAreaFixture(t.database.db);
    const { db } = t.database;
    const { bob, carl } = f.members;
    // Bob's licence ends in 20 days, Carl's in 50; Jane's (from the fixture) in March 2027.
    await db
      .insertInto('member_licenses')
      .values([
        { member_id: bob, license_number: 'B1', license_expiration_date: day(20) },
        { member_id: carl, license_number: 'C1', license_expiration_date: day(50) },
      ])
      .execute();
    // Bob has all his credits; Carl and Jane have none.
    await db
      .insertInto('education_records')
      .values({
        member_id: bob,
        course_name: 'Ethics and law',
        start_date: day(-100),
        completion_date: day(-100),
        grade: 'P',
        attended: 'Y',
        credits: 22.5,
      })
      .execute();
    // Capitol opens its leads in 10 and 30 minutes; Davis in 2 hours.
    const now = Date.now();
    const opened = async (agentId: string, officeId: string, minutes: number) => {
      const id = await insertLead(db, { agentId, officeId, createdAt: new Date(now - 86_400_000) });
      await db
        .updateTable('leads')
        .set({ first_opened_at: new Date(now - 86_400_000 + minutes * 60_000) })
        .where('id', '=', id)
        .execute();
    };
    await opened(f.members.jane, f.offices.capitol, 10);
    await opened(f.members.jane, f.offices.capitol, 30);
    await opened(bob, f.offices.davis, 120);
    await insertLead(db, { agentId: bob, officeId: f.offices.davis });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds members by name, e-mail or MLS id, with their licence and credits', async () => {
    const res = await get('/members?q=smith');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ConsoleMemberList;
    // Every member of the roster, whatever their status or association.
    expect(body.results.map((m) => [m.name, m.status])).toEqual([
      ['Ina Smithson', 'Inactive'],
      ['Jane Smith', 'Active'],
      ['John Smithers', 'Active'],
      ['Pat Smithee', 'Active'],
    ]);
    expect(body.results[1]).toMatchObject({
      mlsId: 'JANE-MLS',
      officeName: 'Capitol Realty',
      licenseExpirationDate: '2027-03-09',
      creditsNeeded: 22.5,
    });
    expect((await get('/members?q=JANE-MLS')).json()).toMatchObject({ total: 1 });
    // The search's own characters are text, not patterns.
    expect((await get('/members?q=%25')).json()).toMatchObject({ total: 0 });
    expect((await get('/members?limit=500')).json()).toMatchObject({ field: 'limit' });
  });

  it('finds offices by name or city, with members and the median first response', async () => {
    const body = (await get('/offices?q=davis')).json() as ConsoleOfficeList;
    expect(body.results).toEqual([
      expect.objectContaining({
        name: 'Davis Homes',
        leadsOpened: 1,
        leadsWaiting: 1,
        medianResponseMs: 120 * 60_000,
      }),
    ]);
  });

  it('lists licences expiring within 30, 60 or 90 days, soonest first', async () => {
    const within = async (days: number) =>
      ((await get(`/reports/licences-expiring?days=${days}`)).json() as ConsoleMemberList).results;
    expect((await within(30)).map((m) => m.mlsId)).toEqual(['BOB-MLS']);
    expect((await within(60)).map((m) => [m.mlsId, m.daysUntilExpiry])).toEqual([
      ['BOB-MLS', 20],
      ['CARL-MLS', 50],
    ]);
    const refused = await get('/reports/licences-expiring?days=45');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'days' });
    expect((await get('/reports/everyone')).statusCode).toBe(400);
  });

  it('lists active members short of CE credits, never one who has them', async () => {
    const body = (await get('/reports/short-of-credits')).json() as ConsoleMemberList;
    const ids = body.results.map((m) => m.mlsId);
    expect(ids).toContain('CARL-MLS');
    expect(ids).toContain('JANE-MLS');
    expect(ids).not.toContain('BOB-MLS');
    // Soonest licence expiry first.
    expect(ids.indexOf('CARL-MLS')).toBeLessThan(ids.indexOf('JANE-MLS'));
  });

  it('ranks offices by response time, slowest first, and exports it as CSV', async () => {
    const body = (await get('/reports/office-response')).json() as ConsoleOfficeList;
    expect(body.results.slice(0, 2).map((o) => [o.name, o.medianResponseMs])).toEqual([
      ['Davis Homes', 120 * 60_000],
      ['Capitol Realty', 20 * 60_000],
    ]);
    const { db } = t.database;
    await db
      .updateTable('offices')
      .set({ office_name: '=HYPERLINK("https://evil.example")' })
      .where('id', '=', f.offices.davis)
      .execute();
    try {
      const csv = await get('/reports/office-response?format=csv');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toBe('attachment; filename="office-response.csv"');
      const lines = csv.body.split('\r\n');
      expect(lines[0]).toBe(
        'Office,City,Active members,Leads opened (30 days),Leads never opened,Median first response (minutes)',
      );
      // A name a spreadsheet would run as a formula is written as text.
      expect(lines[1]).toBe(`"'=HYPERLINK(""https://evil.example"")",Davis,1,1,1,120`);
      expect(lines[2]).toMatch(/^Capitol Realty,Sacramento,3,2,0,20$/);
    } finally {
      await db
        .updateTable('offices')
        .set({ office_name: 'Davis Homes' })
        .where('id', '=', f.offices.davis)
        .execute();
    }
    const members = await get('/reports/licences-expiring?days=90&format=csv');
    expect(members.headers['content-disposition']).toBe(
      'attachment; filename="licences-expiring-90-days.csv"',
    );
    // The header in American English, as the UI spells it (issue 44, "Words").
    expect(members.body.split('\r\n')[0]).toBe(
      'Name,MLS id,E-mail,Office,License expires,Days left,Credits needed',
    );
    expect(members.body.split('\r\n')[1]).toBe(
      `Bob Adams,BOB-MLS,bob@agents.example.com,Davis Homes,${day(20)},20,0`,
    );

    // A hostile roster record: a line break then a formula in the e-mail, a formula after
    // spaces in the name. Each stays one quoted cell, shown as text.
    const bob = await db
      .selectFrom('members')
      .select(['id', 'member_email', 'member_full_name', 'member_last_name'])
      .where('member_email', '=', 'bob@agents.example.com')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('members')
      .set({
        member_email: '\n=2+3@x.example',
        member_full_name: ' =1+1',
        member_last_name: ';=1+1',
      })
      .where('id', '=', bob.id)
      .execute();
    try {
      const hostile = await get('/reports/licences-expiring?days=90&format=csv');
      const rows = readCsv(hostile.body);
      const row = rows.find((cells) => cells.includes("'\n=2+3@x.example"));
      expect(row, hostile.body).toBeDefined();
      expect(row).toHaveLength(7);
      for (const cell of rows.flat())
        expect(readsAsFormula(cell), JSON.stringify(cell)).toBe(false);
    } finally {
      await db
        .updateTable('members')
        .set({
          member_email: bob.member_email,
          member_full_name: bob.member_full_name,
          member_last_name: bob.member_last_name,
        })
        .where('id', '=', bob.id)
        .execute();
    }
  });
});
