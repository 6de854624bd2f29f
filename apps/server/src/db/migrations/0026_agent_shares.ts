import { sql, type Kysely } from 'kysely';

/**
 * An agent shares a listing with one of their contacts (members-area.md §2 "Share with
 * contact"). The share is a row of `listing_shares`, as a visitor's share with a friend is,
 * with the agent and the contact it went to: the contact's timeline reads them back.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('listing_shares')
    .addColumn('agent_account_id', 'bigint', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('contact_id', 'bigint', (c) => c.references('contacts.id').onDelete('cascade'))
    .execute();
  await sql`create index listing_shares_contact_idx on listing_shares (contact_id, created_at)
    where contact_id is not null`.execute(db);
  await sql`create index listing_shares_agent_idx on listing_shares (agent_account_id, created_at)
    where agent_account_id is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index listing_shares_agent_idx`.execute(db);
  await sql`drop index listing_shares_contact_idx`.execute(db);
  await db.schema
    .alterTable('listing_shares')
    .dropColumn('contact_id')
    .dropColumn('agent_account_id')
    .execute();
}
