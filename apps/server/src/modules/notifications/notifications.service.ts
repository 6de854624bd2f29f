/**
 * Notifications from the association and messages to an account (members-area.md §2
 * "Notifications", §4): New → Viewed when opened, Dismissed when removed (only dismissable
 * ones); listed unless dismissed or expired more than 200 days ago.
 */
import type {
  MemberMessage,
  MemberNotificationItem,
  NotificationListResponse,
} from '@hearth/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { AccountActor } from '../members/account-actor';
import { sanitizeMemberHtml } from './html-sanitizer';
import {
  findMessage,
  findNotification,
  findNotificationAction,
  insertNotification,
  listAllNotifications,
  withdrawNotificationRow,
  notificationCounts,
  listMessages,
  listNotifications,
  markMessageRead,
  recordNotificationAction,
  type MessageRow,
  type NewNotification,
  type NotificationRow,
} from './notifications.repository';
import {
  canChangeNotificationAction,
  canReadMessage,
  canReadNotification,
} from './notifications.policy';

type Db = Kysely<Database>;

const notificationNotFound = () => notFound('notification_not_found', 'No such notification.');
const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function presentNotification(row: NotificationRow): MemberNotificationItem {
  const actions = [
    ...(row.viewed_at ? (['viewed'] as const) : []),
    ...(row.dismissed_at ? (['dismissed'] as const) : []),
  ];
  return {
    id: String(row.id),
    subject: row.subject,
    // Stored sanitised; sanitised again here, so a row written by any other means is safe too.
    content: sanitizeMemberHtml(row.content_html),
    organization: { name: row.organization_name },
    priority: row.priority,
    startsAt: new Date(row.starts_at).toISOString(),
    expiresAt: iso(row.expires_at),
    dismissable: row.dismissable,
    action: { type: row.action_type, url: row.action_url, label: row.action_label },
    notificationAction: row.action_id ? { id: String(row.action_id), action: actions } : null,
  };
}

export async function notificationList(
  db: Db,
  actor: AccountActor,
  page: { limit: number; offset: number },
): Promise<NotificationListResponse> {
  const rows = await listNotifications(db, actor);
  const results = rows.slice(page.offset, page.offset + page.limit).map(presentNotification);
  return {
    results,
    unread: rows.filter((row) => !row.viewed_at).length,
    limit: page.limit,
    offset: page.offset,
    records: rows.length,
  };
}

async function addressedNotification(db: Db, actor: AccountActor, id: string) {
  const row = await findNotification(db, actor.accountId, id);
  if (!row || !canReadNotification(actor, { kind: row.audience_kind, value: row.audience_value })) {
    throw notificationNotFound();
  }
  return row;
}

export async function notificationDetail(
  db: Db,
  actor: AccountActor,
  id: string,
): Promise<MemberNotificationItem> {
  return presentNotification(await addressedNotification(db, actor, id));
}

/** Records viewed or dismissed; dismissing needs a dismissable notification. */
export async function actOnNotification(
  db: Db,
  actor: AccountActor,
  notificationId: string,
  action: 'viewed' | 'dismissed',
) {
  const row = await addressedNotification(db, actor, notificationId);
  if (action === 'dismissed' && !row.dismissable) {
    throw badRequest('not_dismissable', 'This notification cannot be removed.', 'action');
  }
  const record = await recordNotificationAction(db, notificationId, actor.accountId, action);
  return {
    id: String(record.id),
    notificationId: String(record.notification_id),
    action: [
      ...(record.viewed_at ? (['viewed'] as const) : []),
      ...(record.dismissed_at ? (['dismissed'] as const) : []),
    ],
  };
}

/** `PATCH /notification-action/{id}`: another action on one's own record. */
export async function changeNotificationAction(
  db: Db,
  actor: AccountActor,
  actionId: string,
  action: 'viewed' | 'dismissed',
) {
  const record = await findNotificationAction(db, actionId);
  if (!record || !canChangeNotificationAction(actor, { accountId: String(record.account_id) })) {
    throw notFound('notification_action_not_found', 'No such notification action.');
  }
  return actOnNotification(db, actor, String(record.notification_id), action);
}

function presentMessage(row: MessageRow): MemberMessage {
  return {
    id: String(row.id),
    sender: row.sender_name,
    subject: row.subject,
    content: sanitizeMemberHtml(row.body_html),
    createdAt: new Date(row.created_at).toISOString(),
    readAt: iso(row.read_at),
  };
}

export async function myMessages(db: Db, actor: AccountActor) {
  const rows = await listMessages(db, actor.accountId);
  return { results: rows.map(presentMessage), unread: rows.filter((r) => !r.read_at).length };
}

export async function readMessage(db: Db, actor: AccountActor, id: string): Promise<MemberMessage> {
  const row = await findMessage(db, id);
  if (!row || !canReadMessage(actor, { accountId: String(row.account_id) })) {
    throw notFound('message_not_found', 'No such message.');
  }
  await markMessageRead(db, id);
  const updated = await findMessage(db, id);
  return presentMessage(updated ?? row);
}

/**
 * Publishes a notification to its audience (everyone, an office, a role, an association or one
 * account) from `startsAt` to `expiresAt`; its HTML is sanitised before it is stored. The
 * association's console writes through this.
 */
export function publishNotification(db: Db, notification: NewNotification): Promise<string> {
  return insertNotification(db, {
    ...notification,
    contentHtml: sanitizeMemberHtml(notification.contentHtml),
  });
}

/** How many accounts viewed and dismissed a notification (for the association's console). */
export function notificationStats(db: Db, id: string) {
  return notificationCounts(db, id);
}

/** Every notification with its counts, for the association's console. */
export function allNotifications(db: Db) {
  return listAllNotifications(db);
}

/** Withdraws a notification: it leaves every inbox at once. */
export async function withdrawNotification(db: Db, id: string): Promise<void> {
  if (!(await withdrawNotificationRow(db, id))) throw notificationNotFound();
}
