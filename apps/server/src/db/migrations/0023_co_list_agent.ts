import { sql, type Kysely } from 'kysely';

/**
 * An agent's own listings (/mls-agent/listings) are those they list or co-list. The co-list
 * agent is kept by their MLS id as the feed gives it (`CoListAgentMlsId`), so a co-listing
 * whose agent is not yet in the Member data is not lost; a partial index finds an agent's
 * co-listings.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('co_list_agent_mls_id', 'text').execute();
  await sql`create index listings_co_list_agent_idx on listings (co_list_agent_mls_id)
    where co_list_agent_mls_id is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index listings_co_list_agent_idx`.execute(db);
  await db.schema.alterTable('listings').dropColumn('co_list_agent_mls_id').execute();
}
