import { sql } from 'kysely';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { signInDemoAccount } from '../../../test/sign-in';
import { seedDemoData } from '../../seed/seed';
import { DEMO_SIGN_INS, seedDemoAccounts } from '../auth/demo-accounts';
import { runMarketJob } from './market-scheduler';

interface ApiMonth {
  month: string;
  group: string;
  closedSales: number;
  medianSalesPrice: number | null;
  newListings: number;
  inventory: number;
  enoughSales: boolean;
}
interface ApiReport {
  area: { type: string; name: string };
  lastMonth: string;
  months: ApiMonth[];
}

/** The PDF's pages and their text, read by Mozilla's PDF.js (not by what wrote it). */
async function readPdf(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let page = 1; page <= pdf.numPages; page += 1) {
    const content = await (await pdf.getPage(page)).getTextContent();
    // One line per drawn string; PDF.js adds blank items between words and at line ends.
    const strings = content.items.map((item) => ('str' in item ? item.str : ''));
    texts.push(strings.filter((str) => str.trim() !== '').join('\n'));
  }
  return { pages: pdf.numPages, text: texts.join('\n') };
}

const dollars = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
    .format(value)
    // PDF text comes back with plain spaces where Intl puts no-break ones.
    .replace(/\s/g, ' ');
const count = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);

describe('market reports for people: the PDF and "My market"', () => {
  let t: TestApp;
  let city = '';
  const cookie: Record<string, string> = {};

  const signIn = (role: string) => signInDemoAccount(t.app, role);
  const memberOf = async (role: string) => {
    const email = DEMO_SIGN_INS.find((entry) => entry.role === role)?.email ?? '';
    const row = await t.database.db
      .selectFrom('accounts')
      .select('member_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return String(row.member_id);
  };
  const mine = async (who: string) => {
    const res = await t.app.inject({ url: '/api/market/mine', headers: { cookie: who } });
    expect(res.statusCode).toBe(200);
    return res.json() as { source: string; areas: ApiReport[] };
  };

  beforeAll(async () => {
    t = await buildTestApp('pglite', { settings: { marketMinimumSales: 2 } });
    await seedDemoData(t.database.db, {
      listings: 200,
      marketHistory: 400,
      offices: 4,
      agents: 40,
      seed: 11,
      quiet: true,
    });
    await seedDemoAccounts(t.database.db);
    await runMarketJob(t.database.db, t.config, new Date());
    // The city with the most closed sales, so that its last month has a median.
    const { rows } = await sql<{ name: string }>`select area_name as name from market_figures
      where area_type = 'city' and property_group = 'all'
      group by area_name order by sum(closed_sales) desc limit 1`.execute(t.database.db);
    city = rows[0]?.name ?? '';
    cookie.agent = await signIn('agent');
    cookie.admin = await signIn('association_admin');
  }, 300_000);
  afterAll(async () => t?.close());

  it('prints on one page the figures the API gives for the area, in English', async () => {
    const api = (
      await t.app.inject({ url: `/api/market/city/${encodeURIComponent(city)}?group=all` })
    ).json() as ApiReport;
    const res = await t.app.inject({
      url: `/api/market/city/${encodeURIComponent(city)}/report.pdf`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    const { pages, text } = await readPdf(res.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain(`Market report: ${city}`);
    expect(text).toContain(t.config.settings.siteTitle);
    expect(text).toContain('from a year before');
    expect(text).toContain("Months' supply");
    const last = api.months.find((m) => m.month === api.lastMonth);
    expect(last).toBeDefined();
    if (last?.enoughSales && last.medianSalesPrice !== null) {
      expect(text).toContain(dollars(last.medianSalesPrice, 'en-US'));
    }
    // The table: each of the last 12 months with its closed sales, new listings and inventory.
    const lines = text.split('\n');
    for (const month of api.months.slice(-12)) {
      const [year, mon] = month.month.split('-').map(Number) as [number, number];
      const label = new Intl.DateTimeFormat('en-US', {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(year, mon - 1, 1)));
      const at = lines.lastIndexOf(label);
      expect(at, label).toBeGreaterThan(-1);
      const row = lines.slice(at + 1, at + 9);
      expect(row[0], `${label} closed`).toBe(count(month.closedSales, 'en-US'));
      expect(row[2], `${label} new`).toBe(count(month.newListings, 'en-US'));
      expect(row[4], `${label} inventory`).toBe(count(month.inventory, 'en-US'));
      if (month.enoughSales && month.medianSalesPrice !== null) {
        expect(row[1], `${label} median`).toBe(dollars(month.medianSalesPrice, 'en-US'));
      }
    }
  });

  it('speaks Spanish when asked with ?lang=es or by the browser', async () => {
    for (const ask of [
      { url: `/api/market/city/${encodeURIComponent(city)}/report.pdf?lang=es`, headers: {} },
      {
        url: `/api/market/city/${encodeURIComponent(city)}/report.pdf`,
        headers: { 'accept-language': 'es-MX,es;q=0.9' },
      },
    ]) {
      const res = await t.app.inject(ask);
      expect(res.statusCode).toBe(200);
      const { pages, text } = await readPdf(res.rawPayload);
      expect(pages).toBe(1);
      expect(text).toContain(`Informe del mercado: ${city}`);
      expect(text).toContain('Meses de oferta');
      expect(text).toContain('Cifras de los datos del MLS');
    }
  });

  it('answers 400 naming the field for an unknown area type or language, 404 for no such area', async () => {
    const type = await t.app.inject({ url: '/api/market/town/Davis/report.pdf' });
    expect(type.statusCode).toBe(400);
    expect(type.json()).toMatchObject({ status: 400, field: 'areaType' });
    const lang = await t.app.inject({
      url: `/api/market/city/${encodeURIComponent(city)}/report.pdf?lang=fr`,
    });
    expect(lang.statusCode).toBe(400);
    expect(lang.json()).toMatchObject({ field: 'lang' });
    const none = await t.app.inject({ url: '/api/market/city/Atlantis/report.pdf' });
    expect(none.statusCode).toBe(404);
  });

  it("gives an agent the areas of their profile's areas served that have figures", async () => {
    const member = await memberOf('agent');
    await t.database.db
      .updateTable('members')
      .set({ areas_served: ['Atlantis', city.toLowerCase()] })
      .where('id', '=', member)
      .execute();
    const answer = await mine(cookie.agent ?? '');
    expect(answer.source).toBe('areas-served');
    expect(answer.areas.map((area) => area.area.name)).toEqual([city]);
    const [first] = answer.areas;
    const api = (
      await t.app.inject({ url: `/api/market/city/${encodeURIComponent(city)}?group=all` })
    ).json() as ApiReport;
    expect(first?.lastMonth).toBe(api.lastMonth);
    expect(first?.months.every((m) => m.group === 'all')).toBe(true);
    expect(first?.months.at(-1)).toEqual(api.months.at(-1));
    expect(first?.months).toHaveLength(24);
  });

  it("falls back to the office's city, and staff without a member get the region", async () => {
    const member = await memberOf('agent');
    await t.database.db
      .updateTable('members')
      .set({ areas_served: ['Atlantis'] })
      .where('id', '=', member)
      .execute();
    const { rows } = await sql<{ city: string }>`select distinct o.office_city as city
      from office_members om join offices o on o.id = om.office_id
      where om.member_id = ${member} and o.office_city in
        (select area_name from market_figures where area_type = 'city')`.execute(t.database.db);
    const answer = await mine(cookie.agent ?? '');
    expect(answer.source).toBe('office');
    expect(answer.areas.map((area) => area.area.name).sort()).toEqual(
      rows.map((row) => row.city).sort(),
    );
    const staff = await mine(cookie.admin ?? '');
    expect(staff.source).toBe('region');
    expect(staff.areas.map((area) => area.area.type)).toEqual(['region']);
  });

  it('keeps "My market" to signed-in members', async () => {
    const res = await t.app.inject({ url: '/api/market/mine' });
    expect(res.statusCode).toBe(401);
  });
});
