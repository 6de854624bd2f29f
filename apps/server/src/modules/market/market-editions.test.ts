import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { seedDemoData } from '../../seed/seed';
import { seedDemoAccounts } from '../auth/demo-accounts';
import { signInDemoAccount } from '../../../test/sign-in';
import { runMarketJob } from './market-scheduler';

interface Answer {
  lastMonth: string;
  revised: string[];
  months: { month: string; group: string; closedSales: number }[];
}

describe.each(testDatabaseKinds())('market report editions (%s)', (kind) => {
  let t: TestApp;
  const cookie: Record<string, string> = {};
  let edition = '';

  const signIn = (role: string) => signInDemoAccount(t.app, role);
  const closedOf = (answer: Answer, month: string) =>
    answer.months.find((m) => m.month === month && m.group === 'all')?.closedSales;

  beforeAll(async () => {
    // The edition day is the 1st, so the last full month's edition is due whatever today is.
    t = await buildTestApp(kind, { settings: { marketEditionDay: 1 } });
    await seedDemoData(t.database.db, {
      listings: 200,
      marketHistory: 400,
      offices: 4,
      agents: 40,
      seed: 7,
      quiet: true,
    });
    await seedDemoAccounts(t.database.db);
    cookie.admin = await signIn('association_admin');
    cookie.agent = await signIn('agent');
    const run = await runMarketJob(t.database.db, t.config, new Date());
    edition = run.frozen ?? '';
  }, 300_000);
  afterAll(async () => t?.close());

  it('freezes the last full month on the edition day, as a draft the public cannot read', async () => {
    expect(edition).toMatch(/^\d{4}-\d{2}$/);
    const draft = await t.app.inject({ url: `/api/market/reports/${edition}` });
    expect(draft.statusCode).toBe(404);
    expect((await runMarketJob(t.database.db, t.config, new Date())).frozen).toBeNull();
  });

  it('shows staff the data quality and lets only them publish with a commentary', async () => {
    const list = await t.app.inject({
      url: '/api/admin/market/editions',
      headers: { cookie: cookie.admin },
    });
    expect(list.statusCode).toBe(200);
    const [first] = list.json<{ editions: { edition: string; dataQuality: object }[] }>().editions;
    expect(first?.edition).toBe(edition);
    expect(first?.dataQuality).toHaveProperty('closedWithoutClosePrice');

    await sql`insert into market_report_subscribers (account_id)
      select id from accounts where roles @> array['agent']::text[] limit 1`.execute(t.database.db);
    const payload = { commentary: 'Prices held steady.', publish: true };
    const byAgent = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/market/editions/${edition}`,
      payload,
      headers: { cookie: cookie.agent },
    });
    expect(byAgent.statusCode).toBe(403);
    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/market/editions/${edition}`,
      payload,
      headers: { cookie: cookie.admin },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      status: 'published',
      commentary: 'Prices held steady.',
    });
    const mail = await t.database.db
      .selectFrom('outbox')
      .select(['subject'])
      .where('kind', '=', 'market_report')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain(edition);
  });

  it('keeps the edition as frozen when a late record arrives; the live page says revised', async () => {
    const before = (await t.app.inject({ url: `/api/market/reports/${edition}` })).json<Answer>();
    const frozenClosed = closedOf(before, edition);
    expect(frozenClosed).toBeDefined();

    // A late record: a sale that closed in the edition's month, written today.
    await sql`update listings set standard_status = 'Closed', close_date = ${`${edition}-15`}::date,
      close_price = list_price where id = (select min(id) from listings
        where property_type = 'RESI' and standard_status in ('Active', 'Pending'))`.execute(
      t.database.db,
    );
    await runMarketJob(t.database.db, t.config, new Date());

    const live = (await t.app.inject({ url: `/api/market/region/all?months=3` })).json<Answer>();
    expect(closedOf(live, edition)).toBe((frozenClosed ?? 0) + 1);
    expect(live.revised).toContain(edition);
    const after = (await t.app.inject({ url: `/api/market/reports/${edition}` })).json<Answer>();
    expect(closedOf(after, edition)).toBe(frozenClosed);
  });

  it('lets a member ask for the report by e-mail, and not an anonymous visitor', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/market/report-subscription',
      payload: { subscribed: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const member = await t.app.inject({
      method: 'PUT',
      url: '/api/market/report-subscription',
      payload: { subscribed: true },
      headers: { cookie: cookie.agent },
    });
    expect(member.statusCode).toBe(200);
  });
});
