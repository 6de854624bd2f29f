import { sql, type Kysely } from 'kysely';

/**
 * Market statistics (docs/market-statistics.md):
 * - `listing_status_history`: each status a listing entered and the day it did, so pending sales
 *   and the inventory at a month's end come from the listing's history. Statement triggers write
 *   it on every insert and status change of `listings`; the demo seed writes its own history
 *   (it sets `hearth.bulk_seed`, and the triggers stand aside).
 * - `market_figures`: the figures per area (region, county, city, zip), property group and month.
 * - `market_dirty`: the area-months a listing write touched (its old and its new values), which
 *   the market job computes again; nothing is computed on a page view.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_status_history')
    .addColumn('seq', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('listing_id', 'bigint', (c) => c.notNull())
    .addColumn('standard_status', 'text', (c) => c.notNull())
    .addColumn('entered_on', 'date', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('listing_status_history_listing_idx')
    .on('listing_status_history')
    .columns(['listing_id', 'entered_on'])
    .execute();

  await db.schema
    .createTable('market_figures')
    .addColumn('area_type', 'text', (c) => c.notNull())
    .addColumn('area_name', 'text', (c) => c.notNull())
    .addColumn('property_group', 'text', (c) => c.notNull())
    .addColumn('month', 'date', (c) => c.notNull())
    .addColumn('closed_sales', 'integer', (c) => c.notNull())
    .addColumn('median_sales_price', 'numeric')
    .addColumn('average_sales_price', 'numeric')
    .addColumn('new_listings', 'integer', (c) => c.notNull())
    .addColumn('pending_sales', 'integer', (c) => c.notNull())
    .addColumn('inventory', 'integer', (c) => c.notNull())
    .addColumn('months_supply', 'numeric')
    .addColumn('median_days_on_market', 'numeric')
    .addColumn('percent_of_list_price_received', 'numeric')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('market_figures_pk', [
      'area_type',
      'area_name',
      'property_group',
      'month',
    ])
    .execute();
  await sql`create index market_figures_area_lower_idx
    on market_figures (area_type, lower(area_name), month)`.execute(db);

  await db.schema
    .createTable('market_dirty')
    .addColumn('area_type', 'text', (c) => c.notNull())
    .addColumn('area_name', 'text', (c) => c.notNull())
    .addColumn('month', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_dirty_pk', ['area_type', 'area_name', 'month'])
    .execute();

  // The area-months of a set of listing rows: every month from its on-market date to its close
  // (or today), and the current month, for the region, its county, city and ZIP code.
  await sql`
    create function market_area_months(rows_json jsonb) returns void language sql as $$
      insert into market_dirty (area_type, area_name, month)
      select distinct a.area_type, a.area_name, m.month::date
      from jsonb_to_recordset(rows_json) as r(on_market_date date, close_date date,
        county_or_parish text, city text, postal_code text)
      cross join lateral (values ('region', 'all'), ('county', r.county_or_parish),
        ('city', r.city), ('zip', r.postal_code)) as a(area_type, area_name)
      cross join lateral generate_series(
        date_trunc('month', greatest(least(coalesce(r.on_market_date, current_date), current_date),
          current_date - 3650)),
        date_trunc('month', current_date), interval '1 month') as m(month)
      where a.area_name is not null
        and (r.close_date is null or m.month <= date_trunc('month', r.close_date)
          or m.month = date_trunc('month', current_date))
      on conflict do nothing
    $$`.execute(db);

  await sql`
    create function market_listings_log() returns trigger language plpgsql as $$
    begin
      if current_setting('hearth.bulk_seed', true) = 'on' then
        return null;
      end if;
      if tg_op = 'INSERT' then
        -- A listing that arrives past Active was Active from its on-market date.
        insert into listing_status_history (listing_id, standard_status, entered_on)
          select n.id, 'Active', n.on_market_date from new_rows n
          where n.standard_status not in ('Active', 'Coming Soon') and n.on_market_date <= current_date;
        insert into listing_status_history (listing_id, standard_status, entered_on)
          select n.id, n.standard_status,
            case when n.standard_status in ('Active', 'Coming Soon') then least(n.on_market_date, current_date)
                 when n.standard_status = 'Closed' then least(coalesce(n.close_date, current_date), current_date)
                 else current_date end
          from new_rows n;
        perform market_area_months((select jsonb_agg(to_jsonb(n)) from new_rows n));
      elsif tg_op = 'UPDATE' then
        insert into listing_status_history (listing_id, standard_status, entered_on)
          select n.id, n.standard_status, current_date
          from new_rows n join old_rows o on o.id = n.id
          where o.standard_status is distinct from n.standard_status;
        perform market_area_months((
          select jsonb_agg(x.row) from (
            select to_jsonb(o) as row from old_rows o join new_rows n on n.id = o.id
              where (o.standard_status, o.property_type, o.property_sub_type, o.list_price,
                o.close_price, o.close_date, o.on_market_date, o.city, o.county_or_parish,
                o.postal_code) is distinct from (n.standard_status, n.property_type,
                n.property_sub_type, n.list_price, n.close_price, n.close_date, n.on_market_date,
                n.city, n.county_or_parish, n.postal_code)
            union all
            select to_jsonb(n) from new_rows n join old_rows o on o.id = n.id
              where (o.standard_status, o.property_type, o.property_sub_type, o.list_price,
                o.close_price, o.close_date, o.on_market_date, o.city, o.county_or_parish,
                o.postal_code) is distinct from (n.standard_status, n.property_type,
                n.property_sub_type, n.list_price, n.close_price, n.close_date, n.on_market_date,
                n.city, n.county_or_parish, n.postal_code)
          ) x));
      elsif tg_op = 'DELETE' then
        perform market_area_months((select jsonb_agg(to_jsonb(o)) from old_rows o));
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger listings_market_insert after insert on listings
    referencing new table as new_rows for each statement execute function market_listings_log()`.execute(
    db,
  );
  await sql`create trigger listings_market_update after update on listings
    referencing old table as old_rows new table as new_rows
    for each statement execute function market_listings_log()`.execute(db);
  await sql`create trigger listings_market_delete after delete on listings
    referencing old table as old_rows for each statement execute function market_listings_log()`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of ['insert', 'update', 'delete']) {
    await sql`drop trigger ${sql.raw(`listings_market_${trigger}`)} on listings`.execute(db);
  }
  await sql`drop function market_listings_log()`.execute(db);
  await sql`drop function market_area_months(jsonb)`.execute(db);
  await db.schema.dropTable('market_dirty').execute();
  await db.schema.dropTable('market_figures').execute();
  await db.schema.dropTable('listing_status_history').execute();
}
