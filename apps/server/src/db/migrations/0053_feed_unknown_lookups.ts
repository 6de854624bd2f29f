import { sql, type Kysely } from 'kysely';

/**
 * A listing whose feed sent a StandardStatus or PropertyType value that neither the feed's Lookup
 * resource nor the Data Dictionary knows is kept (issue: "an unknown lookup value is kept in the
 * record and counted, and never costs the listing"): its status is stored as 'Unknown', its type
 * as 'UNKN', and the listing is stored hidden, its raw value in its record. No search, page, alert,
 * market figure or agent's count by status takes it for a status it may not have.
 *
 * Offices get a photo (their logo), downloaded by the replication into our media store when the
 * vendor requires it, as members' photos are.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table listings drop constraint if exists listings_standard_status_check`.execute(
    db,
  );
  await sql`alter table listings add constraint listings_standard_status_check check (standard_status
    in ('Active','Coming Soon','Pending','Active Under Contract','Closed','Unknown'))`.execute(db);
  await sql`alter table listings drop constraint if exists listings_property_type_check`.execute(
    db,
  );
  await sql`alter table listings add constraint listings_property_type_check check (property_type
    in ('RESI','RLSE','RINC','COMS','COML','FARM','LAND','UNKN'))`.execute(db);
  await sql`alter table offices add column if not exists photo_url text`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from listings where standard_status = 'Unknown' or property_type = 'UNKN'`.execute(
    db,
  );
  await sql`alter table listings drop constraint listings_standard_status_check`.execute(db);
  await sql`alter table listings add constraint listings_standard_status_check check (standard_status
    in ('Active','Coming Soon','Pending','Active Under Contract','Closed'))`.execute(db);
  await sql`alter table listings drop constraint listings_property_type_check`.execute(db);
  await sql`alter table listings add constraint listings_property_type_check check (property_type
    in ('RESI','RLSE','RINC','COMS','COML','FARM','LAND'))`.execute(db);
  await sql`alter table offices drop column photo_url`.execute(db);
}
