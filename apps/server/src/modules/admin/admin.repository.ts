/** SQL of the console: the audit log's console entries, and the audiences one can address. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function writeAudit(
  db: Db,
  entry: { accountId: string; action: string; ip: string | null; detail: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      action: entry.action,
      subject_kind: 'account',
      subject_id: entry.accountId,
      ip: entry.ip,
      detail: JSON.stringify(entry.detail),
    })
    .execute();
}

export function consoleHistory(db: Db, limit = 100) {
  return db
    .selectFrom('audit_log as l')
    .leftJoin('accounts as a', (join) =>
      join.onRef('a.id', '=', 'l.subject_id').on('l.subject_kind', '=', 'account'),
    )
    .select(['l.id', 'l.at', 'l.action', 'l.detail', 'a.email'])
    .where('l.action', 'like', 'console.%')
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
}

export function activeOffices(db: Db) {
  return db
    .selectFrom('offices')
    .select(['id', 'office_name'])
    .where('office_status', '=', 'Active')
    .orderBy('office_name')
    .limit(2000)
    .execute();
}

export async function officeNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('offices')
    .select(['id', 'office_name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [String(row.id), row.office_name]));
}

export async function associations(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('members')
    .select(sql<string>`distinct member_aor`.as('aor'))
    .orderBy('aor')
    .limit(100)
    .execute();
  return rows.map((row) => row.aor).filter(Boolean);
}
