import { sql, type Kysely } from 'kysely';

/**
 * Mail that must not go out later on its own: a message may carry the moment its link expires
 * (`expires_at`), after which it is never sent, and a message written while no mail server was
 * set is `held` once one is, until an operator releases it. `mail_transport` remembers whether
 * the last start had a mail server.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('expires_at', 'timestamptz').execute();
  await db.schema.alterTable('outbox').dropConstraint('outbox_status_check').execute();
  await db.schema
    .alterTable('outbox')
    .addCheckConstraint('outbox_status_check', sql`status in ('pending', 'sent', 'held')`)
    .execute();
  await db.schema
    .createTable('mail_transport')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('sending', 'boolean', (c) => c.notNull())
    .addColumn('since', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_transport').execute();
  await sql`update outbox set status = 'pending' where status = 'held'`.execute(db);
  await db.schema.alterTable('outbox').dropConstraint('outbox_status_check').execute();
  await db.schema
    .alterTable('outbox')
    .addCheckConstraint('outbox_status_check', sql`status in ('pending', 'sent')`)
    .execute();
  await db.schema.alterTable('outbox').dropColumn('expires_at').execute();
}
