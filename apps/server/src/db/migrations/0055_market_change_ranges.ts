import { sql, type Kysely } from 'kysely';

/**
 * Cheaper market triggers on `listings` (docs/market-statistics.md, "How the figures are kept").
 * The triggers of 0051 turned every written row into JSON and expanded it, in the statement
 * that wrote it, into one `market_dirty` row per area and month, with a conflict check each: a
 * bulk insert of 1,000 listings of a feed's history paid for tens of thousands of them. Now a
 * statement writes only what it changed, grouped: one `market_dirty_ranges` row per county, city
 * and ZIP code it touched, with the first month it may have changed (every later month up to
 * today may change too). The market job expands the ranges into `market_dirty` area-months.
 *
 * - An insert or a delete changes the months from the listing's OnMarketDate (or CloseDate, when
 *   earlier) on.
 * - An update that keeps the listing's area, group and OnMarketDate changes only its close month
 *   (old and new) and today's month: statuses enter `listing_status_history` on the day of the
 *   write, so a status change rewrites no earlier month. Any other update changes the old and the
 *   new row's months from their OnMarketDate on. ListPrice counts only for a closed listing (it
 *   stands in for a missing OriginalListPrice).
 *
 * `market_areas` holds each area's county, so the API reads nothing of `listings`.
 *
 * `market_gone_listings` keeps what the figures need of a listing that left `listings` (a feed
 * removes an Expired, Withdrawn or Canceled listing; an old sale may be purged): it was for sale
 * in its months, and a sale stays a sale. The delete trigger copies the row there and, for a
 * listing not closed, ends its for-sale stretch with an `Off Market` status on the day it left
 * (the feed no longer says which of Expired, Withdrawn or Canceled; the figures treat them alike:
 * out of the inventory, not a sale). The demo seed writes its own, with their real statuses.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('market_dirty_ranges')
    .addColumn('county', 'text')
    .addColumn('city', 'text')
    .addColumn('zip', 'text')
    .addColumn('from_month', 'date', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('market_areas')
    .addColumn('area_type', 'text', (c) => c.notNull())
    .addColumn('area_name', 'text', (c) => c.notNull())
    .addColumn('county', 'text')
    .addPrimaryKeyConstraint('market_areas_pk', ['area_type', 'area_name'])
    .execute();
  await sql`create index market_areas_lower_idx on market_areas (area_type, lower(area_name))`.execute(
    db,
  );

  await db.schema
    .createTable('market_gone_listings')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('property_type', 'text', (c) => c.notNull())
    .addColumn('property_sub_type', 'text')
    .addColumn('standard_status', 'text', (c) => c.notNull())
    .addColumn('county_or_parish', 'text')
    .addColumn('city', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('on_market_date', 'date', (c) => c.notNull())
    .addColumn('close_date', 'date')
    .addColumn('close_price', 'numeric')
    .addColumn('list_price', 'numeric', (c) => c.notNull())
    .addColumn('original_list_price', 'numeric')
    .addColumn('gone_on', 'date', (c) => c.notNull())
    .execute();
  await sql`create index market_gone_listings_gone_idx on market_gone_listings (gone_on)`.execute(
    db,
  );

  await sql`
    create or replace function market_listings_log() returns trigger language plpgsql as $$
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
        insert into market_dirty_ranges (county, city, zip, from_month)
          select n.county_or_parish, n.city, n.postal_code,
            min(date_trunc('month', greatest(least(n.on_market_date, n.close_date,
              current_date), current_date - 3660)))::date
          from new_rows n where n.property_type in ('RESI', 'RLSE')
          group by 1, 2, 3;
      elsif tg_op = 'UPDATE' then
        insert into listing_status_history (listing_id, standard_status, entered_on)
          select n.id, n.standard_status, current_date
          from new_rows n join old_rows o on o.id = n.id
          where o.standard_status is distinct from n.standard_status;
        insert into market_dirty_ranges (county, city, zip, from_month)
          select c.county, c.city, c.zip, min(x.from_month)
          from (
            select o.county_or_parish as o_county, o.city as o_city, o.postal_code as o_zip,
              n.county_or_parish as n_county, n.city as n_city, n.postal_code as n_zip,
              o.property_type in ('RESI', 'RLSE') as o_counts,
              n.property_type in ('RESI', 'RLSE') as n_counts,
              date_trunc('month', greatest(current_date - 3660,
                case when (o.county_or_parish, o.city, o.postal_code, o.property_type,
                    o.property_sub_type, o.on_market_date) is not distinct from (n.county_or_parish,
                    n.city, n.postal_code, n.property_type, n.property_sub_type, n.on_market_date)
                  then least(o.close_date, n.close_date, current_date)
                  else least(o.on_market_date, n.on_market_date, o.close_date, n.close_date,
                    current_date) end))::date as from_month
            from old_rows o join new_rows n on n.id = o.id
            where (o.standard_status, o.property_type, o.property_sub_type, o.close_price,
                o.close_date, o.on_market_date, o.city, o.county_or_parish, o.postal_code)
                is distinct from (n.standard_status, n.property_type, n.property_sub_type,
                n.close_price, n.close_date, n.on_market_date, n.city, n.county_or_parish,
                n.postal_code)
              or (n.standard_status = 'Closed' and o.list_price is distinct from n.list_price)
          ) x
          cross join lateral (values (x.o_county, x.o_city, x.o_zip, x.o_counts),
            (x.n_county, x.n_city, x.n_zip, x.n_counts)) as c(county, city, zip, counts)
          where c.counts
          group by 1, 2, 3;
      elsif tg_op = 'DELETE' then
        insert into market_gone_listings (id, property_type, property_sub_type, standard_status,
            county_or_parish, city, postal_code, on_market_date, close_date, close_price,
            list_price, original_list_price, gone_on)
          select o.id, o.property_type, o.property_sub_type, o.standard_status,
            o.county_or_parish, o.city, o.postal_code, o.on_market_date, o.close_date,
            o.close_price, o.list_price,
            -- The record went with the row (its foreign key cascades first): a purged sale's
            -- percent of list price falls back to its ListPrice.
            null,
            current_date
          from old_rows o where o.property_type in ('RESI', 'RLSE')
          on conflict (id) do nothing;
        insert into listing_status_history (listing_id, standard_status, entered_on)
          select o.id, 'Off Market', current_date from old_rows o
          where o.property_type in ('RESI', 'RLSE') and o.standard_status <> 'Closed';
        insert into market_dirty_ranges (county, city, zip, from_month)
          select o.county_or_parish, o.city, o.postal_code,
            min(date_trunc('month', greatest(least(o.on_market_date, o.close_date,
              current_date), current_date - 3660)))::date
          from old_rows o where o.property_type in ('RESI', 'RLSE')
          group by 1, 2, 3;
      end if;
      return null;
    end $$`.execute(db);
  await sql`drop function if exists market_area_months(jsonb)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // Back to writing the status history only: the area-months of later writes are not marked,
  // and the market job rebuilds nothing until the figures are built again from scratch.
  await db.schema
    .createTable('market_gone_listings')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('property_type', 'text', (c) => c.notNull())
    .addColumn('property_sub_type', 'text')
    .addColumn('standard_status', 'text', (c) => c.notNull())
    .addColumn('county_or_parish', 'text')
    .addColumn('city', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('on_market_date', 'date', (c) => c.notNull())
    .addColumn('close_date', 'date')
    .addColumn('close_price', 'numeric')
    .addColumn('list_price', 'numeric', (c) => c.notNull())
    .addColumn('original_list_price', 'numeric')
    .addColumn('gone_on', 'date', (c) => c.notNull())
    .execute();
  await sql`create index market_gone_listings_gone_idx on market_gone_listings (gone_on)`.execute(
    db,
  );

  await sql`
    create or replace function market_listings_log() returns trigger language plpgsql as $$
    begin
      if current_setting('hearth.bulk_seed', true) = 'on' then
        return null;
      end if;
      if tg_op = 'INSERT' then
        insert into listing_status_history (listing_id, standard_status, entered_on)
          select n.id, 'Active', n.on_market_date from new_rows n
          where n.standard_status not in ('Active', 'Coming Soon') and n.on_market_date <= current_date;
        insert into listing_status_history (listing_id, standard_status, entered_on)
          select n.id, n.standard_status,
            case when n.standard_status in ('Active', 'Coming Soon') then least(n.on_market_date, current_date)
                 when n.standard_status = 'Closed' then least(coalesce(n.close_date, current_date), current_date)
                 else current_date end
          from new_rows n;
      elsif tg_op = 'UPDATE' then
        insert into listing_status_history (listing_id, standard_status, entered_on)
          select n.id, n.standard_status, current_date
          from new_rows n join old_rows o on o.id = n.id
          where o.standard_status is distinct from n.standard_status;
      end if;
      return null;
    end $$`.execute(db);
  await db.schema.dropTable('market_gone_listings').execute();
  await db.schema.dropTable('market_areas').execute();
  await db.schema.dropTable('market_dirty_ranges').execute();
}
