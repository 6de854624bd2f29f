import { sql, type Kysely } from 'kysely';

/**
 * An agent's contacts (members-area.md §3 "Contact"): owned by the agent's account, one per
 * e-mail address for that agent whatever its case. The list sorts by last name (default), rating
 * or date added, each with an index that starts at the agent; search is a case-insensitive part
 * of the name or e-mail over the agent's own rows, matched against a lower-cased copy kept in the
 * row (a trigram index would need an extension; 5,000 rows of one agent scan within the goal).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contacts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_account_id', 'bigint', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('nickname', 'text')
    .addColumn('notes', 'text')
    .addColumn('rating', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`rating between 0 and 5`),
    )
    .addColumn('source', 'text', (c) =>
      c
        .notNull()
        .defaultTo('added')
        .check(sql`source in ('added','lead')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // What the search reads: "first last" and the e-mail, lower-cased once when written, apart
    // (a unit separator between them, so that no search spans the name and the e-mail).
    .addColumn('search_text', 'text', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`lower(first_name || ' ' || last_name) || chr(31) || lower(email)`)
        .stored(),
    )
    .execute();
  await sql`create unique index contacts_agent_email_key
    on contacts (agent_account_id, lower(email))`.execute(db);
  await sql`create index contacts_agent_name_idx
    on contacts (agent_account_id, lower(last_name), lower(first_name), id)`.execute(db);
  await sql`create index contacts_agent_rating_idx
    on contacts (agent_account_id, rating desc, lower(last_name), id)`.execute(db);
  await sql`create index contacts_agent_created_idx
    on contacts (agent_account_id, created_at desc, id desc)`.execute(db);
  await db.schema.createIndex('contacts_user_idx').on('contacts').column('user_id').execute();
  // The timeline reads an agent's leads from one sender.
  await sql`create index leads_agent_email_idx on leads (agent_id, lower(email), created_at)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists leads_agent_email_idx`.execute(db);
  await db.schema.dropTable('contacts').execute();
}
