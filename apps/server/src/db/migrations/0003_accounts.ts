import { sql, type Kysely } from 'kysely';

/**
 * People who sign in: consumers (`users`) and member accounts (`accounts`, linked to a member of
 * the association's records, with roles), their sessions, one-time tokens (activation, password
 * reset, e-mail change) and the audit log of security-relevant actions.
 *
 * Session and one-time tokens are stored only as sha256 hashes; deleting a user or an account
 * removes its sessions and tokens (on delete cascade).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('photo_name', 'text')
    .addColumn('photo_created_at', 'timestamptz')
    .addColumn('photo_updated_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_status_check', sql`status in ('pending', 'active')`)
    .addCheckConstraint('users_language_check', sql`language in ('en', 'es')`)
    .execute();
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('password_hash', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('accounts_status_check', sql`status in ('pending', 'active', 'disabled')`)
    .addCheckConstraint('accounts_language_check', sql`language in ('en', 'es')`)
    .addCheckConstraint(
      'accounts_roles_check',
      sql`roles <@ array['agent', 'broker', 'member', 'office_admin', 'association_admin']::text[]`,
    )
    .execute();
  await sql`create unique index accounts_email_key on accounts (lower(email))`.execute(db);
  await db.schema
    .createIndex('accounts_member_id_idx')
    .on('accounts')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'bigint', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('sessions_owner_check', sql`(user_id is null) <> (account_id is null)`)
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema
    .createIndex('sessions_account_id_idx')
    .on('sessions')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'bigint', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('new_email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addCheckConstraint(
      'one_time_tokens_purpose_check',
      sql`purpose in ('activate', 'reset_password', 'change_email')`,
    )
    .addCheckConstraint(
      'one_time_tokens_owner_check',
      sql`(user_id is null) <> (account_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex('one_time_tokens_user_id_idx')
    .on('one_time_tokens')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('one_time_tokens_account_id_idx')
    .on('one_time_tokens')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'bigint')
    .addColumn('ip', 'text')
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('audit_log_subject_idx')
    .on('audit_log')
    .columns(['subject_kind', 'subject_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['audit_log', 'one_time_tokens', 'sessions', 'accounts', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
