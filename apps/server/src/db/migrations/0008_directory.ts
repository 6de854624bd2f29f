import { sql, type Kysely } from 'kysely';

/**
 * The directory: indexes for its name and place lookups (equality and prefix on the lower-case
 * text, as the search compiles them), and leads from an agent's page (objectType 'agent') or an
 * office's page beside the listing leads.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, column] of [
    ['members_last_name_lower_idx', 'members', 'member_last_name'],
    ['members_first_name_lower_idx', 'members', 'member_first_name'],
    ['members_full_name_lower_idx', 'members', 'member_full_name'],
    ['offices_name_lower_idx', 'offices', 'office_name'],
    ['offices_city_lower_idx', 'offices', 'office_city'],
  ] as const) {
    await sql`create index ${sql.id(name)} on ${sql.table(table)} (lower(${sql.ref(column)}) text_pattern_ops)`.execute(
      db,
    );
  }
  await sql`create index offices_geohash_idx on offices (geohash) where office_status = 'Active'`.execute(
    db,
  );
  await sql`alter table leads drop constraint if exists leads_object_type_check`.execute(db);
  await sql`alter table leads add constraint leads_object_type_check
    check (object_type in ('listing', 'agent', 'office'))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table leads drop constraint if exists leads_object_type_check`.execute(db);
  await sql`alter table leads add constraint leads_object_type_check
    check (object_type in ('listing'))`.execute(db);
  for (const name of [
    'offices_geohash_idx',
    'offices_city_lower_idx',
    'offices_name_lower_idx',
    'members_full_name_lower_idx',
    'members_first_name_lower_idx',
    'members_last_name_lower_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}
