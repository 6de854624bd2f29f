import { sql, type Kysely } from 'kysely';

/**
 * The keys our RESO Web API serves for photos and open houses (the feed's key, else one made
 * from the row's id) get an index each, so that a page of Media or OpenHouse in key order, and
 * the keyset `$skiptoken` after a row, read a page of the index instead of sorting every row.
 * The expressions are the ones reso-resources.ts selects, character for character. The tables
 * are analysed at once: the planner knows nothing of an expression until then (and the embedded
 * database has no autovacuum to do it), and would rather sort every photo than use the index.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index listing_media_reso_key_idx on listing_media ((coalesce(media_key, 'M' || id::text)))`.execute(
    db,
  );
  await sql`create index open_houses_reso_key_idx on open_houses ((coalesce(open_house_key, 'OH' || id::text)))`.execute(
    db,
  );
  await sql`analyze listing_media, open_houses`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index open_houses_reso_key_idx`.execute(db);
  await sql`drop index listing_media_reso_key_idx`.execute(db);
}
