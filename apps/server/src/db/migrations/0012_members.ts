import { sql, type Kysely } from 'kysely';

/**
 * The members area: continuing-education records, notifications from the association with each
 * account's actions on them, direct messages, the dashboard's content areas and services, and
 * on leads the time their handler first opened them (for the office's response time).
 *
 * A notification is addressed to an audience (everyone, one office, one role, one association or
 * one account), runs from `starts_at` to `expires_at`, and can be withdrawn; viewed and dismissed
 * are one row per notification and account, so views and dismissals can be counted.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('education_records')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('course_name', 'text', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('category', 'text')
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('completion_date', 'date')
    .addColumn('grade', 'text')
    .addColumn('attended', 'text', (c) =>
      c
        .notNull()
        .defaultTo('N')
        .check(sql`attended in ('Y','N')`),
    )
    .addColumn('credits', 'numeric(5, 2)', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('education_records_member_idx')
    .on('education_records')
    .columns(['member_id', 'start_date'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('organization_name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('priority', 'text', (c) =>
      c
        .notNull()
        .defaultTo('normal')
        .check(sql`priority in ('low','normal','high')`),
    )
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('dismissable', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('action_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('view')
        .check(sql`action_type in ('view','link')`),
    )
    .addColumn('action_url', 'text')
    .addColumn('action_label', 'text')
    .addColumn('audience_kind', 'text', (c) =>
      c.notNull().check(sql`audience_kind in ('all','office','role','association','account')`),
    )
    .addColumn('audience_value', 'text')
    .addColumn('created_by_account_id', 'bigint', (c) =>
      c.references('accounts.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('withdrawn_at', 'timestamptz')
    .addCheckConstraint(
      'notifications_audience_check',
      sql`(audience_kind = 'all') = (audience_value is null)`,
    )
    .addCheckConstraint(
      'notifications_link_check',
      sql`action_type <> 'link' or action_url is not null`,
    )
    .execute();
  await db.schema
    .createIndex('notifications_audience_idx')
    .on('notifications')
    .columns(['audience_kind', 'audience_value', 'starts_at'])
    .execute();

  await db.schema
    .createTable('notification_actions')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('notification_id', 'bigint', (c) =>
      c.notNull().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('viewed_at', 'timestamptz')
    .addColumn('dismissed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('notification_actions_once', ['notification_id', 'account_id'])
    .execute();
  await db.schema
    .createIndex('notification_actions_account_idx')
    .on('notification_actions')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'bigint', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('messages_account_idx')
    .on('messages')
    .columns(['account_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('dashboard_content')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('area', 'text', (c) => c.notNull().check(sql`area in ('top','middle','bottom')`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('dashboard_services')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) =>
      c
        .notNull()
        .defaultTo('_self')
        .check(sql`target in ('_self','_blank')`),
    )
    .addColumn('image_url', 'text')
    .addColumn('icon', 'text')
    .execute();

  // Small named options of the members area: the services style, the left navigation's links.
  await db.schema
    .createTable('dashboard_options')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('leads')
    .addColumn('first_opened_at', 'timestamptz')
    .addColumn('first_opened_by', 'bigint', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('status_changed_at', 'timestamptz')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leads')
    .dropColumn('status_changed_at')
    .dropColumn('first_opened_by')
    .dropColumn('first_opened_at')
    .execute();
  for (const table of [
    'dashboard_options',
    'dashboard_services',
    'dashboard_content',
    'messages',
    'notification_actions',
    'notifications',
    'education_records',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
