/** SQL of notifications, their per-account actions, and messages. */
import { NOTIFICATION_EXPIRY_CUTOFF_DAYS } from '@hearth/domain';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database, NotificationAudienceKind, NotificationPriority } from '../../db/schema';

type Db = Kysely<Database>;

export interface Recipient {
  accountId: string;
  roles: readonly string[];
  officeIds: readonly string[];
  associations: readonly string[];
}

/** Notifications addressed to the recipient (policy `isAddressedTo` in SQL). */
function addressedTo(
  eb: ExpressionBuilder<Database & { n: Database['notifications'] }, 'n'>,
  r: Recipient,
) {
  const among = (kind: NotificationAudienceKind, values: readonly string[]) =>
    values.length === 0
      ? eb.val(false)
      : eb.and([eb('n.audience_kind', '=', kind), eb('n.audience_value', 'in', values)]);
  return eb.or([
    eb('n.audience_kind', '=', 'all'),
    among('account', [r.accountId]),
    among('role', r.roles),
    among('office', r.officeIds),
    among('association', r.associations),
  ]);
}

function notificationQuery(db: Db, accountId: string) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('notification_actions as a', (join) =>
      join.onRef('a.notification_id', '=', 'n.id').on('a.account_id', '=', accountId),
    )
    .select([
      'n.id',
      'n.organization_name',
      'n.subject',
      'n.content_html',
      'n.priority',
      'n.starts_at',
      'n.expires_at',
      'n.dismissable',
      'n.action_type',
      'n.action_url',
      'n.action_label',
      'n.audience_kind',
      'n.audience_value',
      'a.id as action_id',
      'a.viewed_at',
      'a.dismissed_at',
    ])
    .where('n.withdrawn_at', 'is', null)
    .where('n.starts_at', '<=', sql<Date>`now()`);
}
export type NotificationRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof notificationQuery>['executeTakeFirst']>>
>;

/**
 * The recipient's listed notifications (§5): addressed to them, started, not withdrawn, not
 * dismissed and not expired more than 200 days ago; high priority first, then newest.
 */
export function listNotifications(db: Db, recipient: Recipient) {
  return notificationQuery(db, recipient.accountId)
    .where((eb) => addressedTo(eb, recipient))
    .where('a.dismissed_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('n.expires_at', 'is', null),
        eb(
          'n.expires_at',
          '>=',
          sql<Date>`now() - make_interval(days => ${NOTIFICATION_EXPIRY_CUTOFF_DAYS})`,
        ),
      ]),
    )
    .orderBy(sql`case n.priority when 'high' then 0 when 'normal' then 1 else 2 end`)
    .orderBy('n.starts_at', 'desc')
    .orderBy('n.id', 'desc')
    .execute();
}

export function findNotification(db: Db, accountId: string, id: string) {
  return notificationQuery(db, accountId).where('n.id', '=', id).executeTakeFirst();
}

/** Records viewed or dismissed for one account, once per notification; returns the record. */
export async function recordNotificationAction(
  db: Db,
  notificationId: string,
  accountId: string,
  action: 'viewed' | 'dismissed',
) {
  const column = action === 'viewed' ? 'viewed_at' : 'dismissed_at';
  return db
    .insertInto('notification_actions')
    .values({ notification_id: notificationId, account_id: accountId, [column]: sql`now()` })
    .onConflict((oc) =>
      oc.columns(['notification_id', 'account_id']).doUpdateSet({
        [column]: sql`coalesce(notification_actions.${sql.ref(column)}, now())`,
        updated_at: sql`now()`,
      }),
    )
    .returning(['id', 'notification_id', 'account_id', 'viewed_at', 'dismissed_at'])
    .executeTakeFirstOrThrow();
}

export function findNotificationAction(db: Db, id: string) {
  return db
    .selectFrom('notification_actions')
    .select(['id', 'notification_id', 'account_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface NewNotification {
  organizationName: string;
  subject: string;
  /** Already sanitised. */
  contentHtml: string;
  priority?: NotificationPriority;
  startsAt?: Date;
  expiresAt?: Date | null;
  dismissable?: boolean;
  action?: { type: 'view' } | { type: 'link'; url: string; label?: string | null };
  audience: { kind: NotificationAudienceKind; value: string | null };
  createdByAccountId?: string | null;
}

export async function insertNotification(db: Db, n: NewNotification): Promise<string> {
  const row = await db
    .insertInto('notifications')
    .values({
      organization_name: n.organizationName,
      subject: n.subject,
      content_html: n.contentHtml,
      priority: n.priority ?? 'normal',
      starts_at: n.startsAt ?? new Date(),
      expires_at: n.expiresAt ?? null,
      dismissable: n.dismissable ?? true,
      action_type: n.action?.type ?? 'view',
      action_url: n.action?.type === 'link' ? n.action.url : null,
      action_label: n.action?.type === 'link' ? (n.action.label ?? null) : null,
      audience_kind: n.audience.kind,
      audience_value: n.audience.kind === 'all' ? null : n.audience.value,
      created_by_account_id: n.createdByAccountId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How many accounts viewed and dismissed a notification (for the association's console). */
export async function notificationCounts(db: Db, id: string) {
  const row = await db
    .selectFrom('notification_actions')
    .select((eb) => [
      eb.fn.count<string>('viewed_at').as('viewed'),
      eb.fn.count<string>('dismissed_at').as('dismissed'),
    ])
    .where('notification_id', '=', id)
    .executeTakeFirstOrThrow();
  return { viewed: Number(row.viewed), dismissed: Number(row.dismissed) };
}

export function listMessages(db: Db, accountId: string) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}
export type MessageRow = Awaited<ReturnType<typeof listMessages>>[number];

export function findMessage(db: Db, id: string) {
  return db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markMessageRead(db: Db, id: string): Promise<void> {
  await db
    .updateTable('messages')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .execute();
}

export async function insertMessage(
  db: Db,
  m: {
    accountId: string;
    senderName: string;
    subject: string;
    bodyHtml: string;
    createdAt?: Date;
    readAt?: Date | null;
  },
): Promise<string> {
  const row = await db
    .insertInto('messages')
    .values({
      account_id: m.accountId,
      sender_name: m.senderName,
      subject: m.subject,
      body_html: m.bodyHtml,
      created_at: m.createdAt ?? new Date(),
      read_at: m.readAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every notification, newest first, with how many viewed and dismissed it (the console's list). */
export function listAllNotifications(db: Db, limit = 200) {
  return db
    .selectFrom('notifications as n')
    .select((eb) => [
      'n.id',
      'n.subject',
      'n.content_html',
      'n.priority',
      'n.starts_at',
      'n.expires_at',
      'n.dismissable',
      'n.action_type',
      'n.action_url',
      'n.action_label',
      'n.audience_kind',
      'n.audience_value',
      'n.withdrawn_at',
      eb
        .selectFrom('notification_actions as a')
        .select((e) => e.fn.count<string>('a.viewed_at').as('c'))
        .whereRef('a.notification_id', '=', 'n.id')
        .as('viewed'),
      eb
        .selectFrom('notification_actions as a')
        .select((e) => e.fn.count<string>('a.dismissed_at').as('c'))
        .whereRef('a.notification_id', '=', 'n.id')
        .as('dismissed'),
    ])
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
}
export type ConsoleNotificationRow = Awaited<ReturnType<typeof listAllNotifications>>[number];

/** Withdraws a notification; false when there is none with that id. */
export async function withdrawNotificationRow(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ withdrawn_at: sql<Date>`coalesce(withdrawn_at, now())`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
