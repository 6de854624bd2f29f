import { sql, type Kysely, type Transaction } from 'kysely';
import type { AccountRole, Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
export type SessionKind = 'user' | 'account';

export interface SessionRow {
  id: string;
  user_id: string | null;
  account_id: string | null;
  last_seen_at: Date;
  expires_at: Date;
  user_status: string | null;
  account_status: string | null;
  roles: AccountRole[] | null;
}

export async function insertSession(
  db: Db,
  session: { tokenHash: string; kind: SessionKind; personId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.kind === 'user' ? session.personId : null,
      account_id: session.kind === 'account' ? session.personId : null,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** The session of a token hash with its owner's status and roles; expired ones are not found. */
export function findSession(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('accounts as a', 'a.id', 's.account_id')
    .select([
      's.id',
      's.user_id',
      's.account_id',
      's.last_seen_at',
      's.expires_at',
      'u.status as user_status',
      'a.status as account_status',
      'a.roles',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteSessionByHash(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSessionById(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a person (password change, reset, deletion). */
export async function deleteSessionsOf(db: Db, kind: SessionKind, personId: string) {
  await db
    .deleteFrom('sessions')
    .where(kind === 'user' ? 'user_id' : 'account_id', '=', personId)
    .execute();
}

/** Deletes the sessions expired at `now` (the server's clock, as their expiry was set by it). */
/** Ends every session of a person but one (the browser that made a change). */
export async function deleteOtherSessionsOf(
  db: Db,
  kind: SessionKind,
  personId: string,
  keepSessionId: string | null,
): Promise<void> {
  let query = db
    .deleteFrom('sessions')
    .where(kind === 'user' ? 'user_id' : 'account_id', '=', personId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
