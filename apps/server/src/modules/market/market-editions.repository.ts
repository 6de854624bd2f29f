/** The frozen monthly editions of the market report, their data quality and their readers. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { MarketDataQuality, MarketEditionsTable } from '../../db/market-schema';
import type { Database } from '../../db/schema';
import type { MarketFiguresRow } from './market.repository';

export type MarketEditionRow = Selectable<MarketEditionsTable>;

/** How many of the month's records the figures had to leave out or complete. */
export async function dataQualityOf(
  db: Kysely<Database>,
  month: string,
): Promise<MarketDataQuality> {
  const start = `${month}-01`;
  const { rows } = await sql<Record<keyof MarketDataQuality, number>>`
    select
      count(*) filter (where standard_status = 'Closed' and close_price is null
        and date_trunc('month', close_date) = ${start}::date)::int as "closedWithoutClosePrice",
      count(*) filter (where standard_status = 'Closed' and close_date is null
        and date_trunc('month', modification_timestamp) = ${start}::date)::int as "closedWithoutCloseDate",
      count(*) filter (where close_date < on_market_date
        and date_trunc('month', close_date) = ${start}::date)::int as "closeBeforeOnMarket",
      count(*) filter (where city is null and (date_trunc('month', close_date) = ${start}::date
        or date_trunc('month', on_market_date) = ${start}::date))::int as "withoutCity",
      count(*) filter (where postal_code is null and (date_trunc('month', close_date) = ${start}::date
        or date_trunc('month', on_market_date) = ${start}::date))::int as "withoutPostalCode",
      count(*) filter (where standard_status = 'Closed' and date_trunc('month', close_date) = ${start}::date
        and not exists (select 1 from listing_records r where r.listing_id = l.id
          and jsonb_typeof(r.record->'OriginalListPrice') = 'number'))::int as "withoutOriginalListPrice"
    from listings l where l.property_type in ('RESI', 'RLSE')`.execute(db);
  const row = rows[0];
  return {
    closedWithoutClosePrice: row?.closedWithoutClosePrice ?? 0,
    closedWithoutCloseDate: row?.closedWithoutCloseDate ?? 0,
    closeBeforeOnMarket: row?.closeBeforeOnMarket ?? 0,
    withoutCity: row?.withoutCity ?? 0,
    withoutPostalCode: row?.withoutPostalCode ?? 0,
    withoutOriginalListPrice: row?.withoutOriginalListPrice ?? 0,
  };
}

/**
 * Freezes the month's edition: its data quality and a copy of every area's figures of the 24
 * months to it. Does nothing when the edition exists; returns whether it made one.
 */
export async function freezeEdition(db: Kysely<Database>, month: string): Promise<boolean> {
  const quality = await dataQualityOf(db, month);
  return db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto('market_editions')
      .values({ month: `${month}-01`, data_quality: JSON.stringify(quality) })
      .onConflict((oc) => oc.column('month').doNothing())
      .returning('month')
      .executeTakeFirst();
    if (!made) return false;
    await sql`insert into market_edition_figures
      select ${`${month}-01`}::date, area_type, area_name, property_group, month, closed_sales,
        median_sales_price, average_sales_price, new_listings, pending_sales, inventory,
        months_supply, median_days_on_market, percent_of_list_price_received, updated_at
      from market_figures
      where month > (${`${month}-01`}::date - interval '24 months') and month <= ${`${month}-01`}::date`.execute(
      trx,
    );
    return true;
  });
}

export function findEdition(
  db: Kysely<Database>,
  month: string,
): Promise<MarketEditionRow | undefined> {
  return db
    .selectFrom('market_editions')
    .selectAll()
    .where('month', '=', `${month}-01`)
    .executeTakeFirst();
}

export function listEditions(db: Kysely<Database>): Promise<MarketEditionRow[]> {
  return db.selectFrom('market_editions').selectAll().orderBy('month', 'desc').limit(60).execute();
}

/** The edition's copy of an area's figures. */
export async function editionFigures(
  db: Kysely<Database>,
  edition: string,
  areaType: string,
  areaName: string,
): Promise<MarketFiguresRow[]> {
  return db
    .selectFrom('market_edition_figures')
    .select([
      'area_type',
      'area_name',
      'property_group',
      'month',
      'closed_sales',
      'median_sales_price',
      'average_sales_price',
      'new_listings',
      'pending_sales',
      'inventory',
      'months_supply',
      'median_days_on_market',
      'percent_of_list_price_received',
      'updated_at',
    ])
    .where('edition', '=', `${edition}-01`)
    .where('area_type', '=', areaType)
    .where(sql<boolean>`lower(area_name) = lower(${areaName})`)
    .orderBy('month')
    .orderBy('property_group')
    .execute();
}

/** Months of the area whose live figures differ from the latest published edition's copy. */
export async function revisedMonths(
  db: Kysely<Database>,
  areaType: string,
  areaName: string,
): Promise<{ edition: string; months: string[] } | null> {
  const latest = await db
    .selectFrom('market_editions')
    .select(sql<string>`to_char(month, 'YYYY-MM')`.as('month'))
    .where('status', '=', 'published')
    .orderBy('month', 'desc')
    .executeTakeFirst();
  if (!latest) return null;
  const { rows } = await sql<{ month: string }>`
    select distinct to_char(e.month, 'YYYY-MM') as month
    from market_edition_figures e join market_figures f using (area_type, area_name, property_group, month)
    where e.edition = ${`${latest.month}-01`}::date and e.area_type = ${areaType} and e.area_name = ${areaName}
      and (e.closed_sales, e.median_sales_price, e.average_sales_price, e.new_listings,
        e.pending_sales, e.inventory, e.months_supply, e.median_days_on_market,
        e.percent_of_list_price_received) is distinct from (f.closed_sales,
        f.median_sales_price, f.average_sales_price, f.new_listings, f.pending_sales,
        f.inventory, f.months_supply, f.median_days_on_market, f.percent_of_list_price_received)
    order by 1`.execute(db);
  return { edition: latest.month, months: rows.map((row) => row.month) };
}

/** The accounts that asked for the report by e-mail, with their address and language. */
export function reportSubscribers(db: Kysely<Database>) {
  return db
    .selectFrom('market_report_subscribers as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .select(['a.id', 'a.email', 'a.first_name', 'a.language'])
    .where('a.status', '=', 'active')
    .execute();
}
