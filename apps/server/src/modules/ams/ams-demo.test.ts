/** The demo's AMS data: the demo agent signs in and finds a year of invoices, events and committees. */
import type { BillingResponse, CalendarResponse, CommitteesResponse } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { seedAms } from '../../seed/ams';
import { seedDemoData } from '../../seed/seed';
import { addDays, isoDate, startOfUtcDay } from '../../seed/time';
import { sessionCookieOf } from '../../../test/sign-in';
import { DEMO_PASSWORD, seedDemoAccounts } from '../auth/demo-accounts';

describe('the demo AMS', () => {
  let t: TestApp;
  let cookie: string;
  const reference = startOfUtcDay(new Date());
  const day = (offset: number) => isoDate(addDays(reference, offset));

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    const db = t.database.db;
    await seedDemoData(db, { listings: 200, offices: 3, agents: 40, seed: 42, quiet: true });
    await seedDemoAccounts(db);
    expect(await seedAms(db, { referenceDate: reference })).toBe(true);
    expect(await seedAms(db, { referenceDate: reference })).toBe(false); // once only
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'agent@hearth.example', password: DEMO_PASSWORD },
    });
    cookie = `hearth_account_session=${sessionCookieOf(login, 'hearth_account_session').value}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the demo agent paid, open and overdue invoices over a year', async () => {
    const res = await t.app.inject({ url: '/api/mms/billing', headers: { cookie } });
    const body = res.json() as BillingResponse;
    const statuses = new Set(body.invoices.map((i) => i.status));
    expect([...statuses].sort()).toEqual(['open', 'overdue', 'paid']);
    expect(body.invoices.length).toBeGreaterThanOrEqual(6);
    expect(body.totals.paid).toBeGreaterThan(595);
  });

  it('holds a year of events, half past and half ahead, and the agent’s committees', async () => {
    const res = await t.app.inject({
      url: `/api/mms/calendar?from=${day(-190)}&to=${day(190)}`,
      headers: { cookie },
    });
    const events = (res.json() as CalendarResponse).events;
    expect(events.length).toBe(53);
    const committees = await t.app.inject({ url: '/api/mms/committees', headers: { cookie } });
    expect((committees.json() as CommitteesResponse).committees.map((c) => c.role)).toEqual([
      'Chair',
      'Member',
    ]);
  });
});
