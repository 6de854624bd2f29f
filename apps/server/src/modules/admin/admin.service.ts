/**
 * The association's console: publish and withdraw notifications, edit the members' dashboard,
 * and read the history of these changes. Each change is written to the audit log (who, what,
 * when) in the same transaction as the change.
 */
import type {
  ConsoleAudiences,
  ConsoleDashboard,
  ConsoleHistory,
  ConsoleNotification,
} from '@hearth/contracts';
import type { consoleNotificationCreateSchema } from '@hearth/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { editableDashboard, saveDashboard } from '../members/dashboard.service';
import { sanitizeMemberHtml } from '../notifications/html-sanitizer';
import {
  allNotifications,
  publishNotification,
  withdrawNotification,
} from '../notifications/notifications.service';
import {
  activeOffices,
  associations,
  consoleHistory,
  officeNames,
  writeAudit,
} from './admin.repository';

type Db = Kysely<Database>;
type NotificationCreate = z.output<typeof consoleNotificationCreateSchema>;

export interface ConsoleActor {
  accountId: string;
  ip: string | null;
}

const ROLE_LABELS: Record<string, string> = {
  agent: 'Agents',
  broker: 'Brokers',
  member: 'Members',
  office_admin: 'Office admins',
  association_admin: 'Association admins',
};

export async function consoleNotifications(
  db: Db,
  now = new Date(),
): Promise<{ results: ConsoleNotification[] }> {
  const rows = await allNotifications(db);
  const offices = await officeNames(
    db,
    rows
      .filter((r) => r.audience_kind === 'office' && r.audience_value)
      .map((r) => r.audience_value!),
  );
  const label = (kind: string, value: string | null) => {
    if (kind === 'all') return 'All members';
    if (kind === 'office') return offices.get(value ?? '') ?? `Office ${value}`;
    if (kind === 'role') return ROLE_LABELS[value ?? ''] ?? String(value);
    return String(value);
  };
  return {
    results: rows.map((row) => {
      const starts = new Date(row.starts_at);
      const expires = row.expires_at ? new Date(row.expires_at) : null;
      return {
        id: String(row.id),
        subject: row.subject,
        content: sanitizeMemberHtml(row.content_html),
        priority: row.priority,
        startsAt: starts.toISOString(),
        expiresAt: expires?.toISOString() ?? null,
        dismissable: row.dismissable,
        action: { type: row.action_type, url: row.action_url, label: row.action_label },
        audience: {
          kind: row.audience_kind,
          value: row.audience_value,
          label: label(row.audience_kind, row.audience_value),
        },
        state: row.withdrawn_at
          ? 'withdrawn'
          : starts > now
            ? 'scheduled'
            : expires && expires < now
              ? 'expired'
              : 'live',
        viewed: Number(row.viewed ?? 0),
        dismissed: Number(row.dismissed ?? 0),
      };
    }),
  };
}

export async function publishFromConsole(
  db: Db,
  actor: ConsoleActor,
  organizationName: string,
  n: NotificationCreate,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const id = await publishNotification(trx, {
      organizationName,
      subject: n.subject,
      contentHtml: n.contentHtml,
      priority: n.priority,
      startsAt: n.startsAt ? new Date(n.startsAt) : new Date(),
      expiresAt: n.expiresAt ? new Date(n.expiresAt) : null,
      dismissable: n.dismissable,
      action: n.action,
      audience: { kind: n.audience.kind, value: n.audience.value },
      createdByAccountId: actor.accountId,
    });
    await writeAudit(trx, {
      accountId: actor.accountId,
      action: 'console.notification.published',
      ip: actor.ip,
      detail: { notificationId: id, subject: n.subject, audience: n.audience },
    });
    return id;
  });
}

export async function withdrawFromConsole(db: Db, actor: ConsoleActor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await withdrawNotification(trx, id);
    await writeAudit(trx, {
      accountId: actor.accountId,
      action: 'console.notification.withdrawn',
      ip: actor.ip,
      detail: { notificationId: id },
    });
  });
}

export function consoleDashboard(db: Db): Promise<ConsoleDashboard> {
  return editableDashboard(db);
}

export async function saveConsoleDashboard(
  db: Db,
  actor: ConsoleActor,
  dashboard: ConsoleDashboard,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await saveDashboard(trx, dashboard);
    await writeAudit(trx, {
      accountId: actor.accountId,
      action: 'console.dashboard.saved',
      ip: actor.ip,
      detail: {
        blocks: dashboard.top.length + dashboard.middle.length + dashboard.bottom.length,
        services: dashboard.services.length,
        leftNav: dashboard.leftNav.length,
      },
    });
  });
}

export async function audiences(db: Db): Promise<ConsoleAudiences> {
  const [offices, aors] = await Promise.all([activeOffices(db), associations(db)]);
  return {
    offices: offices.map((o) => ({ id: String(o.id), name: o.office_name })),
    roles: Object.keys(ROLE_LABELS),
    associations: aors,
  };
}

export async function history(db: Db): Promise<ConsoleHistory> {
  const rows = await consoleHistory(db);
  return {
    results: rows.map((row) => ({
      id: String(row.id),
      at: new Date(row.at).toISOString(),
      action: row.action,
      by: row.email,
      detail: row.detail,
    })),
  };
}
