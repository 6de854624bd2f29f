import { sql, type Kysely } from 'kysely';

/**
 * Listing page views become one row per listing, site and day (`views` counts them) instead of a
 * row per view; the old rows are summed into their day (in the database's time zone). A visitor
 * is counted once per listing and day: `listing_view_visitors` keeps a keyed hash of each
 * visitor seen that day, and the housekeeping job sweeps the rows of past days.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table listing_view_days (
    listing_id bigint not null references listings(id) on delete cascade,
    site text not null,
    day date not null,
    views integer not null check (views >= 0),
    primary key (listing_id, day, site)
  )`.execute(db);
  await sql`insert into listing_view_days (listing_id, site, day, views)
    select listing_id, site, viewed_at::date, count(*)::integer
    from listing_views group by 1, 2, 3`.execute(db);
  await sql`drop table listing_views`.execute(db);
  await sql`alter table listing_view_days rename to listing_views`.execute(db);
  await sql`create table listing_view_visitors (
    listing_id bigint not null references listings(id) on delete cascade,
    day date not null,
    visitor_hash text not null,
    primary key (listing_id, day, visitor_hash)
  )`.execute(db);
  await sql`create index listing_view_visitors_day_idx on listing_view_visitors (day)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table listing_view_visitors`.execute(db);
  await sql`create table listing_view_rows (
    listing_id bigint not null references listings(id) on delete cascade,
    site text not null,
    viewed_at timestamptz not null default now()
  )`.execute(db);
  await sql`insert into listing_view_rows (listing_id, site, viewed_at)
    select listing_id, site, day::timestamptz from listing_views, generate_series(1, views)`.execute(
    db,
  );
  await sql`drop table listing_views`.execute(db);
  await sql`alter table listing_view_rows rename to listing_views`.execute(db);
  await sql`create index listing_views_listing_idx on listing_views (listing_id, viewed_at)`.execute(
    db,
  );
}
