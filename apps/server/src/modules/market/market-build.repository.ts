/**
 * Computes the market figures (docs/market-statistics.md) from `listings`, their records and
 * `listing_status_history`, and stores them in `market_figures`: all of them at once
 * (`rebuildMarketFigures`), or only the area-months that listing writes marked in
 * `market_dirty` (`refreshDirtyMarketFigures`). The definitions are packages/domain's
 * market-definitions.ts; the SQL below follows them line by line.
 */
import {
  CONDO_TOWNHOUSE_SUB_TYPES,
  type MarketAreaType,
  PENDING_STATUSES,
  REGION_AREA_NAME,
  SINGLE_FAMILY_SUB_TYPES,
  addMonths,
  inventoryStatuses,
  lastFullMonth,
} from '@hearth/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

export interface MarketBuildOptions {
  /** Whether Coming Soon listings count in the inventory (the site's `comingSoonWithActive`). */
  comingSoonWithActive: boolean;
  /** Today: the figures go up to the month before its month. */
  today: Date;
}

/** The listing column of each area type; fixed text, never input. */
const AREA_COLUMN: Record<Exclude<MarketAreaType, 'region'>, RawBuilder<unknown>> = {
  county: sql.ref('l.county_or_parish'),
  city: sql.ref('l.city'),
  zip: sql.ref('l.postal_code'),
};

/** Every area, or one. */
export type MarketScope = { kind: 'all' } | { kind: 'area'; type: MarketAreaType; name: string };

const monthDate = (month: string): string => `${month}-01`;

/**
 * The figures of the months `from`..`to` ('YYYY-MM') of every area or of one, written into
 * market_figures (months' supply is set afterwards). One pass: each listing is read once and
 * counted in its region, county, city and ZIP code, in `all` and its group.
 */
async function computeFigures(
  db: Kysely<Database>,
  scope: MarketScope,
  from: string,
  to: string,
  options: MarketBuildOptions,
): Promise<void> {
  const onlyListings =
    scope.kind === 'all' || scope.type === 'region'
      ? sql``
      : sql`and ${AREA_COLUMN[scope.type]} = ${scope.name}`;
  const onlyArea = scope.kind === 'all' ? sql`` : sql`and x.area_type = ${scope.type}`;
  const start = monthDate(from);
  const last = monthDate(to);
  const end = monthDate(addMonths(to, 1));
  await sql`
    with base as materialized (
      select l.id, l.property_type, l.property_sub_type, l.standard_status, l.close_date,
        l.close_price, l.list_price, l.on_market_date, l.county_or_parish, l.city, l.postal_code
      from listings l
      where l.property_type in ('RESI', 'RLSE') ${onlyListings}
    ),
    a as (
      select b.id, x.area_type, x.area_name, g.property_group
      from base b
      cross join lateral (values ('region', ${REGION_AREA_NAME}::text),
        ('county', b.county_or_parish), ('city', b.city), ('zip', b.postal_code))
        as x(area_type, area_name)
      cross join lateral (values
        (case when b.property_type = 'RESI' then 'all' else 'lease' end),
        (case when b.property_type <> 'RESI' then null
              when b.property_sub_type = any(${SINGLE_FAMILY_SUB_TYPES}::text[]) then 'single-family'
              when b.property_sub_type = any(${CONDO_TOWNHOUSE_SUB_TYPES}::text[]) then 'condo-townhouse'
         end)) as g(property_group)
      where x.area_name is not null and g.property_group is not null ${onlyArea}
    ),
    h as materialized (
      select s.listing_id, s.standard_status, s.entered_on,
        lag(s.standard_status) over w as previous_status,
        lead(s.entered_on) over w as next_entered_on
      from listing_status_history s
      where s.listing_id in (select id from base)
      window w as (partition by s.listing_id order by s.entered_on, s.seq)
    ),
    sale as materialized (
      select b.id, date_trunc('month', b.close_date)::date as month, b.close_price,
        b.close_date - b.on_market_date as days_on_market,
        100 * b.close_price / nullif(coalesce(
          case when jsonb_typeof(r.record->'OriginalListPrice') = 'number'
            then (r.record->>'OriginalListPrice')::numeric end, b.list_price), 0) as percent_of_list
      from base b left join listing_records r on r.listing_id = b.id
      where b.standard_status = 'Closed' and b.close_date >= ${start}::date and b.close_date < ${end}::date
    ),
    closed as (
      select a.area_type, a.area_name, a.property_group, s.month,
        count(*)::int as closed_sales,
        percentile_cont(0.5) within group (order by s.close_price) as median_sales_price,
        avg(s.close_price) as average_sales_price,
        percentile_cont(0.5) within group (order by s.days_on_market) as median_days_on_market,
        avg(s.percent_of_list) as percent_of_list_price_received
      from a join sale s on s.id = a.id
      group by 1, 2, 3, 4
    ),
    fresh as (
      select a.area_type, a.area_name, a.property_group,
        date_trunc('month', b.on_market_date)::date as month, count(*)::int as new_listings
      from a join base b on b.id = a.id
      where b.on_market_date >= ${start}::date and b.on_market_date < ${end}::date
      group by 1, 2, 3, 4
    ),
    pending as (
      select a.area_type, a.area_name, a.property_group,
        date_trunc('month', h.entered_on)::date as month, count(*)::int as pending_sales
      from a join h on h.listing_id = a.id
      where h.standard_status = any(${PENDING_STATUSES}::text[])
        and (h.previous_status is null or not h.previous_status = any(${PENDING_STATUSES}::text[]))
        and h.entered_on >= ${start}::date and h.entered_on < ${end}::date
      group by 1, 2, 3, 4
    ),
    -- The month ends each for-sale stretch of a listing's history covers.
    for_sale as (
      select h.listing_id, e.month::date as month
      from h
      cross join lateral generate_series(
        greatest(date_trunc('month', h.entered_on), ${start}::date),
        least(date_trunc('month', coalesce(h.next_entered_on, ${end}::date)), ${last}::date),
        interval '1 month') as e(month)
      where h.standard_status = any(${inventoryStatuses(options.comingSoonWithActive)}::text[])
        and h.entered_on <= (e.month + interval '1 month' - interval '1 day')::date
        and (h.next_entered_on is null
          or h.next_entered_on > (e.month + interval '1 month' - interval '1 day')::date)
    ),
    inventory as (
      select a.area_type, a.area_name, a.property_group, f.month, count(*)::int as inventory
      from a join for_sale f on f.listing_id = a.id
      group by 1, 2, 3, 4
    ),
    keys as (select distinct area_type, area_name, property_group from a),
    months as (
      select m::date as month
      from generate_series(${start}::date, ${last}::date, interval '1 month') as m
    ),
    -- Each figure's rows side by side, and a zero row for every area-month without any.
    parts as (
      select area_type, area_name, property_group, month, closed_sales, median_sales_price,
        average_sales_price, median_days_on_market, percent_of_list_price_received,
        0 as new_listings, 0 as pending_sales, 0 as inventory from closed
      union all
      select area_type, area_name, property_group, month, 0, null, null, null, null,
        new_listings, 0, 0 from fresh
      union all
      select area_type, area_name, property_group, month, 0, null, null, null, null,
        0, pending_sales, 0 from pending
      union all
      select area_type, area_name, property_group, month, 0, null, null, null, null,
        0, 0, inventory from inventory
      union all
      select k.area_type, k.area_name, k.property_group, m.month, 0, null, null, null, null,
        0, 0, 0 from keys k cross join months m
    )
    insert into market_figures (area_type, area_name, property_group, month, closed_sales,
      median_sales_price, average_sales_price, new_listings, pending_sales, inventory,
      median_days_on_market, percent_of_list_price_received, updated_at)
    select area_type, area_name, property_group, month, sum(closed_sales),
      round(max(median_sales_price)::numeric, 2), round(max(average_sales_price), 2),
      sum(new_listings), sum(pending_sales), sum(inventory),
      round(max(median_days_on_market)::numeric, 1), round(max(percent_of_list_price_received), 2),
      now()
    from parts group by 1, 2, 3, 4
    on conflict (area_type, area_name, property_group, month) do update set
      closed_sales = excluded.closed_sales, median_sales_price = excluded.median_sales_price,
      average_sales_price = excluded.average_sales_price, new_listings = excluded.new_listings,
      pending_sales = excluded.pending_sales, inventory = excluded.inventory,
      median_days_on_market = excluded.median_days_on_market,
      percent_of_list_price_received = excluded.percent_of_list_price_received,
      updated_at = excluded.updated_at
  `.execute(db);
}

/**
 * Months' supply of the months `from`..`to` (and the 11 after, whose window they are in):
 * inventory ÷ (the closed sales of the 12 months to date ÷ 12).
 */
async function updateMonthsSupply(
  db: Kysely<Database>,
  scope: MarketScope,
  from: string,
  to: string,
): Promise<void> {
  const onlyArea =
    scope.kind === 'all' ? sql`` : sql`and area_type = ${scope.type} and area_name = ${scope.name}`;
  await sql`
    update market_figures f set months_supply = case when s.closed_12 > 0
      then round(f.inventory / (s.closed_12 / 12.0), 2) end
    from (
      select area_type, area_name, property_group, month,
        sum(closed_sales) over (partition by area_type, area_name, property_group order by month
          range between interval '11 months' preceding and current row) as closed_12
      from market_figures
      where true ${onlyArea}
        and month >= ${monthDate(addMonths(from, -11))}::date
        and month <= ${monthDate(addMonths(to, 11))}::date
    ) s
    where f.area_type = s.area_type and f.area_name = s.area_name
      and f.property_group = s.property_group and f.month = s.month
      and f.month >= ${monthDate(from)}::date
  `.execute(db);
}

/** The first month with a listing on the market or closed, at most ten years back. */
async function firstMonth(db: Kysely<Database>, last: string): Promise<string | null> {
  const { rows } = await sql<{ first: string | null }>`
    select to_char(least(min(on_market_date), min(close_date)), 'YYYY-MM') as first
    from listings where property_type in ('RESI', 'RLSE')`.execute(db);
  const first = rows[0]?.first;
  if (!first) return null;
  const limit = addMonths(last, -119);
  return first < limit ? limit : first;
}

/** Every area's figures built from scratch; the marks of changed area-months are cleared. */
export async function rebuildMarketFigures(
  db: Kysely<Database>,
  options: MarketBuildOptions,
): Promise<{ rows: number }> {
  const last = lastFullMonth(options.today.toISOString().slice(0, 10));
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('market_dirty').execute();
    await trx.deleteFrom('market_figures').execute();
    const first = await firstMonth(trx, last);
    if (first === null || first > last) return { rows: 0 };
    await computeFigures(trx, { kind: 'all' }, first, last, options);
    await updateMonthsSupply(trx, { kind: 'all' }, first, last);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from market_figures`.execute(trx);
    return { rows: rows[0]?.n ?? 0 };
  });
}

/**
 * Computes again the area-months that listing writes marked, up to the last full month, and the
 * month that has just become full in every area; returns how many area-months it computed.
 */
export async function refreshDirtyMarketFigures(
  db: Kysely<Database>,
  options: MarketBuildOptions,
): Promise<number> {
  const last = lastFullMonth(options.today.toISOString().slice(0, 10));
  // A month that has just ended: every known area gets its figures.
  await sql`insert into market_dirty (area_type, area_name, month)
    select distinct area_type, area_name, ${monthDate(last)}::date from market_figures
    where not exists (select 1 from market_figures where month = ${monthDate(last)}::date)
    on conflict do nothing`.execute(db);
  const dirty = await sql<{
    area_type: MarketAreaType;
    area_name: string;
    from: string;
    to: string;
  }>`
    select area_type, area_name, to_char(min(month), 'YYYY-MM') as "from",
      to_char(max(month), 'YYYY-MM') as "to"
    from market_dirty where month <= ${monthDate(last)}::date group by 1, 2`.execute(db);
  let computed = 0;
  for (const row of dirty.rows) {
    await db.transaction().execute(async (trx) => {
      // Marks made meanwhile, by a write this run does not see, stay for the next run.
      await sql`delete from market_dirty where area_type = ${row.area_type}
        and area_name = ${row.area_name} and month between ${monthDate(row.from)}::date
        and ${monthDate(row.to)}::date`.execute(trx);
      const scope = { kind: 'area', type: row.area_type, name: row.area_name } as const;
      await computeFigures(trx, scope, row.from, row.to, options);
      await updateMonthsSupply(trx, scope, row.from, row.to);
    });
    computed += 1;
  }
  return computed;
}
