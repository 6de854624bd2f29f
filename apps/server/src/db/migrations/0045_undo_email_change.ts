import { sql, type Kysely } from 'kysely';

/**
 * A one-time link of a new purpose: `undo_email_change`, e-mailed to the old address when a
 * consumer's sign-in address changes. Its `new_email` holds the address to restore.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table one_time_tokens drop constraint one_time_tokens_purpose_check`.execute(db);
  await sql`alter table one_time_tokens add constraint one_time_tokens_purpose_check
    check (purpose in ('activate', 'reset_password', 'change_email', 'undo_email_change'))`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from one_time_tokens where purpose = 'undo_email_change'`.execute(db);
  await sql`alter table one_time_tokens drop constraint one_time_tokens_purpose_check`.execute(db);
  await sql`alter table one_time_tokens add constraint one_time_tokens_purpose_check
    check (purpose in ('activate', 'reset_password', 'change_email'))`.execute(db);
}
