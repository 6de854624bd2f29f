/**
 * Computes the market figures (docs/market-statistics.md) from `listings`, their records and
 * `listing_status_history`, and stores them in `market_figures`: all of them at once
 * (`rebuildMarketFigures`), or only the area-months that listing writes marked
 * (`market_dirty_ranges`, then `market_dirty`: `refreshDirtyMarketFigures`), in one pass of SQL
 * either way, never a loop over areas. The definitions are packages/domain's
 * market-definitions.ts; the SQL below follows them line by line.
 */
import {
  CONDO_TOWNHOUSE_SUB_TYPES,
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

/** StandardStatus values after which a listing is off the market for good. */
const FINAL_STATUSES = ['Closed', 'Expired', 'Withdrawn', 'Canceled'];

/**
 * What is computed: every area (`all`), or the area-months listed in the transaction's temporary
 * table `market_batch` (area_type, area_name, month).
 */
type MarketScope = { kind: 'all' } | { kind: 'batch' };

const monthDate = (month: string): string => `${month}-01`;

/** `all` for a residential sale, `lease` for a residential lease. */
const coarse = (alias: string) =>
  sql`case when ${sql.ref(`${alias}.property_type`)} = 'RESI' then 'all' else 'lease' end`;

/** The finer group of a residential sale, if any. */
const fine = (alias: string) => {
  const subType = sql.ref(`${alias}.property_sub_type`);
  return sql`case when ${sql.ref(`${alias}.property_type`)} <> 'RESI' then null
    when ${subType} = any(${SINGLE_FAMILY_SUB_TYPES}::text[]) then 'single-family'
    when ${subType} = any(${CONDO_TOWNHOUSE_SUB_TYPES}::text[]) then 'condo-townhouse' end`;
};

/**
 * The areas and groups a row of `alias` (with county, city, zip, coarse and fine) counts in:
 * its region, county, city and ZIP code, each in `all` (or `lease`) and its finer group.
 */
function areasOf(alias: string): RawBuilder<unknown> {
  const c = (column: string) => sql.ref(`${alias}.${column}`);
  const rows = [
    [sql`'region'`, sql`${REGION_AREA_NAME}::text`],
    [sql`'county'`, c('county')],
    [sql`'city'`, c('city')],
    [sql`'zip'`, c('zip')],
  ].flatMap(([type, name]) => [
    sql`(${type} collate "C", ${name} collate "C", ${c('coarse')} collate "C")`,
    sql`(${type} collate "C", ${name} collate "C", ${c('fine')} collate "C")`,
  ]);
  return sql`cross join lateral (values ${sql.join(rows)}) as x(area_type, area_name, property_group)`;
}

/**
 * The figures of the months `from`..`to` ('YYYY-MM') of every area, or of the batch's
 * area-months, written into market_figures (months' supply is set afterwards). Set-based: each
 * listing and each status stretch is read once; counts are summed per county, city, ZIP code,
 * group and month first and only then spread over the areas, and the inventory at each month's
 * end is a running sum of the stretches that begin (+1) and end (-1) by then.
 */
async function computeFigures(
  db: Kysely<Database>,
  scope: MarketScope,
  from: string,
  to: string,
  options: MarketBuildOptions,
): Promise<void> {
  const start = monthDate(from);
  const last = monthDate(to);
  const end = monthDate(addMonths(to, 1));
  // A batch reads only the listings that can count in its months: not off the market before them.
  const relevant =
    scope.kind === 'all'
      ? sql``
      : sql`and (l.standard_status <> all(${FINAL_STATUSES}::text[]) or l.close_date >= ${start}::date
          or l.id in (select listing_id from listing_status_history where entered_on >= ${start}::date))`;
  const relevantGone =
    scope.kind === 'all'
      ? sql``
      : sql`and (g.gone_on >= ${start}::date or g.close_date >= ${start}::date)`;
  const batchAreas = sql`(select distinct area_type, area_name from market_batch)`;
  const onlyBatchAreas =
    scope.kind === 'all' ? sql`` : sql`and (x.area_type, x.area_name) in ${batchAreas}`;
  const previousKeys =
    scope.kind === 'all'
      ? sql``
      : sql`union select area_type, area_name, property_group from market_figures
          where (area_type, area_name) in ${batchAreas}`;
  const onlyBatch =
    scope.kind === 'all'
      ? sql``
      : sql`where (f.area_type, f.area_name, f.month) in (select area_type, area_name, month from market_batch)`;
  const forSale = sql`h.standard_status = any(${inventoryStatuses(options.comingSoonWithActive)}::text[])`;
  const stretchStart = sql`greatest(date_trunc('month', h.entered_on)::date, ${start}::date)`;
  const stretchEnd = sql`date_trunc('month', h.next_entered_on)::date`;
  await sql`
    with base as materialized (
      -- Byte order ("C") for the names: grouping and sorting them is the build's main work.
      select g.id, g.county_or_parish collate "C" as county, g.city collate "C" as city,
        g.postal_code collate "C" as zip,
        ${coarse('g')} as coarse, ${fine('g')} as fine, g.standard_status, g.close_date,
        g.close_price, g.list_price, g.original_list_price, g.on_market_date
      from (
        select l.id, l.property_type, l.property_sub_type, l.county_or_parish, l.city,
          l.postal_code, l.standard_status, l.close_date, l.close_price, l.list_price,
          null::numeric as original_list_price, l.on_market_date
        from listings l
        where l.property_type in ('RESI', 'RLSE') ${relevant}
        union all
        -- Listings that left the feed: for sale in their months, a sale if they sold.
        select g.id, g.property_type, g.property_sub_type, g.county_or_parish, g.city,
          g.postal_code, g.standard_status, g.close_date, g.close_price, g.list_price,
          g.original_list_price, g.on_market_date
        from market_gone_listings g
        where g.property_type in ('RESI', 'RLSE') ${relevantGone}
      ) g
    ),
    -- Each status a listing entered, the one before and the day of the next.
    h as materialized (
      select b.county, b.city, b.zip, b.coarse, b.fine, s.standard_status, s.entered_on,
        lag(s.standard_status) over w as previous_status,
        lead(s.entered_on) over w as next_entered_on
      from listing_status_history s join base b on b.id = s.listing_id
      window w as (partition by s.listing_id order by s.entered_on, s.seq)
    ),
    sale as (
      select b.county, b.city, b.zip, b.coarse, b.fine,
        date_trunc('month', b.close_date)::date as month, b.close_price,
        b.close_date - b.on_market_date as days_on_market,
        100 * b.close_price / nullif(coalesce(b.original_list_price,
          case when jsonb_typeof(r.record->'OriginalListPrice') = 'number'
            then (r.record->>'OriginalListPrice')::numeric end, b.list_price), 0) as percent_of_list
      from base b left join listing_records r on r.listing_id = b.id
      where b.standard_status = 'Closed' and b.close_date >= ${start}::date and b.close_date < ${end}::date
    ),
    -- Each sale in each of its areas and groups.
    sold as materialized (
      select x.area_type, x.area_name, x.property_group, s.month, s.close_price,
        s.days_on_market, s.percent_of_list
      from sale s ${areasOf('s')}
      where x.area_name is not null and x.property_group is not null
    ),
    totals as (
      select area_type, area_name, property_group, month, count(*)::int as closed_sales,
        count(close_price) as priced, avg(close_price) as average_sales_price,
        avg(percent_of_list) as percent_of_list_price_received
      from sold group by 1, 2, 3, 4
    ),
    -- The medians: the middle value, or the mean of the middle two, as percentile_cont(0.5)
    -- gives, from one sort of all the sales by price (and one by days) instead of a sort per
    -- area-month, which costs more than the rest of the build.
    price_middle as (
      select r.area_type, r.area_name, r.property_group, r.month,
        avg(r.close_price) as median_sales_price
      from (select area_type, area_name, property_group, month, close_price,
          row_number() over (partition by area_type, area_name, property_group, month
            order by close_price) as place
        from sold where close_price is not null) r
      join totals t using (area_type, area_name, property_group, month)
      where r.place in ((t.priced + 1) / 2, (t.priced + 2) / 2)
      group by 1, 2, 3, 4
    ),
    days_middle as (
      select r.area_type, r.area_name, r.property_group, r.month,
        avg(r.days_on_market) as median_days_on_market
      from (select area_type, area_name, property_group, month, days_on_market,
          row_number() over (partition by area_type, area_name, property_group, month
            order by days_on_market) as place
        from sold) r
      join totals t using (area_type, area_name, property_group, month)
      where r.place in ((t.closed_sales + 1) / 2, (t.closed_sales + 2) / 2)
      group by 1, 2, 3, 4
    ),
    closed as (
      select t.area_type, t.area_name, t.property_group, t.month, t.closed_sales,
        p.median_sales_price, t.average_sales_price, d.median_days_on_market,
        t.percent_of_list_price_received
      from totals t
      left join price_middle p using (area_type, area_name, property_group, month)
      left join days_middle d using (area_type, area_name, property_group, month)
    ),
    -- New listings, pending sales and the inventory's changes, per ZIP code, group and month.
    events as (
      select county, city, zip, coarse, fine, month, sum(new_listings) as new_listings,
        sum(pending_sales) as pending_sales, sum(inventory_change) as inventory_change
      from (
        select b.county, b.city, b.zip, b.coarse, b.fine,
          date_trunc('month', b.on_market_date)::date as month,
          1 as new_listings, 0 as pending_sales, 0 as inventory_change
        from base b where b.on_market_date >= ${start}::date and b.on_market_date < ${end}::date
        union all
        select h.county, h.city, h.zip, h.coarse, h.fine,
          date_trunc('month', h.entered_on)::date, 0, 1, 0
        from h
        where h.standard_status = any(${PENDING_STATUSES}::text[])
          and (h.previous_status is null or not h.previous_status = any(${PENDING_STATUSES}::text[]))
          and h.entered_on >= ${start}::date and h.entered_on < ${end}::date
        -- A for-sale stretch counts at the end of each month from the one it began in (or the
        -- first computed) to the one before it ended.
        union all
        select h.county, h.city, h.zip, h.coarse, h.fine, ${stretchStart}, 0, 0, 1
        from h
        where ${forSale} and ${stretchStart} <= ${last}::date
          and (h.next_entered_on is null or ${stretchEnd} > ${stretchStart})
        union all
        select h.county, h.city, h.zip, h.coarse, h.fine, ${stretchEnd}, 0, 0, -1
        from h
        where ${forSale} and ${stretchEnd} <= ${last}::date and ${stretchEnd} > ${stretchStart}
      ) e
      group by 1, 2, 3, 4, 5, 6
    ),
    counts as (
      select x.area_type, x.area_name, x.property_group, e.month,
        sum(e.new_listings)::int as new_listings, sum(e.pending_sales)::int as pending_sales,
        sum(e.inventory_change)::int as inventory_change
      from events e ${areasOf('e')}
      where x.area_name is not null and x.property_group is not null
      group by 1, 2, 3, 4
    ),
    keys as (
      select distinct x.area_type, x.area_name, x.property_group
      from (select distinct county, city, zip, coarse, fine from base) k ${areasOf('k')}
      where x.area_name is not null and x.property_group is not null ${onlyBatchAreas}
      ${previousKeys}
    ),
    -- Every month of every key, with a zero where nothing happened.
    f as (
      select k.area_type, k.area_name, k.property_group, m.month::date as month,
        coalesce(c.closed_sales, 0) as closed_sales, c.median_sales_price, c.average_sales_price,
        c.median_days_on_market, c.percent_of_list_price_received,
        coalesce(n.new_listings, 0) as new_listings, coalesce(n.pending_sales, 0) as pending_sales,
        sum(coalesce(n.inventory_change, 0)) over (
          partition by k.area_type, k.area_name, k.property_group order by m.month) as inventory
      from keys k
      cross join generate_series(${start}::date, ${last}::date, interval '1 month') as m(month)
      left join closed c on c.area_type = k.area_type and c.area_name = k.area_name
        and c.property_group = k.property_group and c.month = m.month
      left join counts n on n.area_type = k.area_type and n.area_name = k.area_name
        and n.property_group = k.property_group and n.month = m.month
    )
    insert into market_figures (area_type, area_name, property_group, month, closed_sales,
      median_sales_price, average_sales_price, new_listings, pending_sales, inventory,
      median_days_on_market, percent_of_list_price_received, updated_at)
    select f.area_type, f.area_name, f.property_group, f.month, f.closed_sales,
      round(f.median_sales_price::numeric, 2), round(f.average_sales_price, 2),
      f.new_listings, f.pending_sales, f.inventory,
      round(f.median_days_on_market::numeric, 1), round(f.percent_of_list_price_received, 2),
      now()
    from f ${onlyBatch}
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
 * Months' supply of the months from `from` (every area) or from each batch area's first month
 * (and the 11 after, whose window they are in): inventory ÷ (the closed sales of the 12 months
 * to date ÷ 12).
 */
async function updateMonthsSupply(
  db: Kysely<Database>,
  scope: MarketScope,
  from: string,
  to: string,
): Promise<void> {
  const firsts =
    scope.kind === 'all'
      ? sql`(select distinct area_type, area_name, ${monthDate(from)}::date as first from market_figures)`
      : sql`(select area_type, area_name, min(month) as first from market_batch group by 1, 2)`;
  await sql`
    update market_figures f set months_supply = case when s.closed_12 > 0
      then round(f.inventory / (s.closed_12 / 12.0), 2) end
    from (
      select m.area_type, m.area_name, m.property_group, m.month, a.first,
        sum(m.closed_sales) over (partition by m.area_type, m.area_name, m.property_group
          order by m.month range between interval '11 months' preceding and current row) as closed_12
      from market_figures m join ${firsts} a on a.area_type = m.area_type and a.area_name = m.area_name
      where m.month >= a.first - interval '11 months'
        and m.month <= ${monthDate(addMonths(to, 11))}::date
    ) s
    where f.area_type = s.area_type and f.area_name = s.area_name
      and f.property_group = s.property_group and f.month = s.month and f.month >= s.first
      and f.months_supply is distinct from case when s.closed_12 > 0
        then round(f.inventory / (s.closed_12 / 12.0), 2) end
  `.execute(db);
}

/**
 * The county of each city and ZIP code (that of most of its listings), for the areas of the
 * batch that have none yet, or for every area.
 */
async function recordAreas(db: Kysely<Database>, scope: MarketScope): Promise<void> {
  if (scope.kind === 'batch') {
    const missing = await sql`select 1 from market_batch b where not exists (
        select 1 from market_areas a where a.area_type = b.area_type and a.area_name = b.area_name)
      limit 1`.execute(db);
    if (missing.rows.length === 0) return;
  }
  await sql`
    insert into market_areas (area_type, area_name, county)
    select x.area_type, x.area_name,
      case when x.area_type in ('city', 'zip') then mode() within group (order by x.county) end
    from (
      select county_or_parish, city, postal_code from listings where property_type in ('RESI', 'RLSE')
      union all
      select county_or_parish, city, postal_code from market_gone_listings
      where property_type in ('RESI', 'RLSE')
    ) l
    cross join lateral (values ('region', ${REGION_AREA_NAME}::text, null::text),
      ('county', l.county_or_parish, l.county_or_parish), ('city', l.city, l.county_or_parish),
      ('zip', l.postal_code, l.county_or_parish)) as x(area_type, area_name, county)
    where x.area_name is not null
      and (x.area_type, x.area_name) in (select area_type, area_name from market_figures)
    group by 1, 2
    on conflict do nothing`.execute(db);
}

/** The first month with a listing on the market or closed, at most ten years back. */
async function firstMonth(db: Kysely<Database>, last: string): Promise<string | null> {
  const { rows } = await sql<{ first: string | null }>`
    select to_char(least(min(on_market_date), min(close_date)), 'YYYY-MM') as first
    from (
      select on_market_date, close_date from listings where property_type in ('RESI', 'RLSE')
      union all
      select on_market_date, close_date from market_gone_listings
      where property_type in ('RESI', 'RLSE')
    ) l`.execute(db);
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
    // Writes committed from here on are in the build; later ones leave their marks for the job.
    await trx.deleteFrom('market_dirty_ranges').execute();
    await trx.deleteFrom('market_dirty').execute();
    await trx.deleteFrom('market_figures').execute();
    await trx.deleteFrom('market_areas').execute();
    // The build sorts every sale and status once: in memory, not in files.
    await sql`set local work_mem = '128MB'`.execute(trx);
    const first = await firstMonth(trx, last);
    if (first === null || first > last) return { rows: 0 };
    await computeFigures(trx, { kind: 'all' }, first, last, options);
    await updateMonthsSupply(trx, { kind: 'all' }, first, last);
    await recordAreas(trx, { kind: 'all' });
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from market_figures`.execute(trx);
    return { rows: rows[0]?.n ?? 0 };
  });
}

/**
 * Turns the ranges listing writes logged (market_dirty_ranges) into marked area-months
 * (market_dirty): the region and each county, city and ZIP code written, every month from the
 * first that may have changed to `current` (the month of today).
 */
async function markChangedAreaMonths(db: Kysely<Database>, current: string): Promise<void> {
  await sql`
    with moved as (delete from market_dirty_ranges returning county, city, zip, from_month),
    areas as (
      select 'region' as area_type, ${REGION_AREA_NAME}::text as area_name,
        min(from_month) as from_month from moved having count(*) > 0
      union all
      select 'county', county, min(from_month) from moved where county is not null group by 2
      union all
      select 'city', city, min(from_month) from moved where city is not null group by 2
      union all
      select 'zip', zip, min(from_month) from moved where zip is not null group by 2
    )
    insert into market_dirty (area_type, area_name, month)
    select a.area_type, a.area_name, m.month::date
    from areas a
    cross join lateral generate_series(least(a.from_month, ${current}::date), ${current}::date,
      interval '1 month') as m(month)
    on conflict do nothing`.execute(db);
}

/**
 * Computes again, in one pass, the area-months that listing writes marked, up to the last full
 * month, and the month that has just become full in every area; returns how many area-months
 * it computed. Marks of later months (today's) wait until their month is over.
 */
export async function refreshDirtyMarketFigures(
  db: Kysely<Database>,
  options: MarketBuildOptions,
): Promise<number> {
  const today = options.today.toISOString().slice(0, 10);
  const last = lastFullMonth(today);
  await markChangedAreaMonths(db, monthDate(today.slice(0, 7)));
  // A month that has just ended: every known area gets its figures.
  await sql`insert into market_dirty (area_type, area_name, month)
    select distinct area_type, area_name, ${monthDate(last)}::date from market_figures
    where not exists (select 1 from market_figures where month = ${monthDate(last)}::date)
    on conflict do nothing`.execute(db);
  const waiting = await sql`select 1 from market_dirty where month <= ${monthDate(last)}::date
    limit 1`.execute(db);
  if (waiting.rows.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    // The batch: the marks as they stand; marks made meanwhile stay for the next run.
    await sql`create temporary table market_batch (area_type text not null,
      area_name text not null, month date not null) on commit drop`.execute(trx);
    await sql`with taken as (delete from market_dirty where month <= ${monthDate(last)}::date
        returning area_type, area_name, month)
      insert into market_batch select area_type, area_name, month from taken`.execute(trx);
    const { rows } = await sql<{ from: string; to: string; n: number }>`
      select to_char(min(month), 'YYYY-MM') as "from", to_char(max(month), 'YYYY-MM') as "to",
        count(*)::int as n from market_batch`.execute(trx);
    const span = rows[0];
    if (!span || span.n === 0) return 0;
    await computeFigures(trx, { kind: 'batch' }, span.from, span.to, options);
    await updateMonthsSupply(trx, { kind: 'batch' }, span.from, span.to);
    await recordAreas(trx, { kind: 'batch' });
    return span.n;
  });
}
