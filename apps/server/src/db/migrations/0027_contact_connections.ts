import { sql, type Kysely } from 'kysely';

/**
 * Invite and connect (members-area.md §1 "Each contact links to a user account"): an agent
 * e-mails a contact a one-time invitation (stored as the token's sha256, as password-reset links
 * are); accepting it while signed in as a consumer connects that consumer to the agent. The
 * connection is the consumer's consent: it alone lets the agent see and add to their saved
 * listings and searches, and either side ends it. It names the contact it came through; when
 * the agent removes that contact the connection stays (the consumer decides) and Sync makes a
 * contact of it again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_invites')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('contact_id', 'bigint', (c) =>
      c.notNull().references('contacts.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('contact_invites_contact_idx')
    .on('contact_invites')
    .column('contact_id')
    .execute();

  await db.schema
    .createTable('agent_connections')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_account_id', 'bigint', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('contact_id', 'bigint', (c) => c.references('contacts.id').onDelete('set null'))
    .addColumn('connected_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('agent_connections_agent_user_key', ['agent_account_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('agent_connections_user_idx')
    .on('agent_connections')
    .column('user_id')
    .execute();
  await sql`create unique index agent_connections_contact_key
    on agent_connections (contact_id) where contact_id is not null`.execute(db);
  // Sync makes a contact of a connected consumer.
  await sql`alter table contacts drop constraint contacts_source_check`.execute(db);
  await sql`alter table contacts add constraint contacts_source_check
    check (source in ('added','lead','connected'))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from contacts where source = 'connected'`.execute(db);
  await sql`alter table contacts drop constraint contacts_source_check`.execute(db);
  await sql`alter table contacts add constraint contacts_source_check
    check (source in ('added','lead'))`.execute(db);
  await db.schema.dropTable('agent_connections').execute();
  await db.schema.dropTable('contact_invites').execute();
}
