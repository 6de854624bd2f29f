import { sql, type Kysely } from 'kysely';

/**
 * Outgoing e-mail. A message is written here in the same transaction as the change that caused
 * it, then a job sends it and retries with backoff until it is sent; nothing is ever dropped.
 * A message addressed to a user or an account goes with it when that person is deleted.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('headers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'bigint', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addCheckConstraint('outbox_status_check', sql`status in ('pending', 'sent')`)
    .execute();
  await sql`create index outbox_due_idx on outbox (next_attempt_at) where status = 'pending'`.execute(
    db,
  );
  await db.schema.createIndex('outbox_user_id_idx').on('outbox').column('user_id').execute();
  await db.schema.createIndex('outbox_account_id_idx').on('outbox').column('account_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}
