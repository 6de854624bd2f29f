import type { Kysely, Transaction } from 'kysely';
import type { Settings } from '@hearth/contracts';
import type { AccountRole, Database } from '../../db/schema';
import { SESSION_MAX_AGE_SECONDS } from './session-cookies';
import {
  deleteExpiredSessions,
  deleteSessionByHash,
  deleteSessionById,
  deleteSessionsOf,
  findSession,
  insertSession,
  touchSession,
  type SessionKind,
} from './sessions.repository';
import { hashToken, newToken } from './tokens';

export type { SessionKind };

/** Who a valid session belongs to. */
export interface Principal {
  kind: SessionKind;
  personId: string;
  sessionId: string;
  roles: AccountRole[];
}

const TOUCH_AFTER_MS = 60_000;

/** Starts a session with a new random token; only the token's hash is stored. */
export async function startSession(
  db: Kysely<Database> | Transaction<Database>,
  kind: SessionKind,
  personId: string,
): Promise<string> {
  const token = newToken();
  await insertSession(db, {
    tokenHash: hashToken(token),
    kind,
    personId,
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
  });
  return token;
}

/**
 * The principal of a token, or null when the token is unknown, expired, its owner is not active,
 * or (an account whose only role is member) it was idle longer than
 * `memberInactivityLogoutMinutes`.
 */
export async function resolveToken(
  db: Kysely<Database>,
  token: string,
  settings: Pick<Settings, 'memberInactivityLogoutMinutes'>,
): Promise<Principal | null> {
  const row = await findSession(db, hashToken(token));
  if (!row) return null;
  const kind: SessionKind = row.user_id ? 'user' : 'account';
  const active = kind === 'user' ? row.user_status === 'active' : row.account_status === 'active';
  if (!active) return null;
  const roles = row.roles ?? [];
  const idleMs = Date.now() - new Date(row.last_seen_at).getTime();
  if (isInactivityLimited(roles) && idleMs > settings.memberInactivityLogoutMinutes * 60_000) {
    await deleteSessionById(db, row.id);
    return null;
  }
  if (idleMs > TOUCH_AFTER_MS) await touchSession(db, row.id);
  return {
    kind,
    personId: (row.user_id ?? row.account_id) as string,
    sessionId: row.id,
    roles,
  };
}

/** Accounts whose role is member (and no business role) are signed out after inactivity. */
export function isInactivityLimited(roles: readonly AccountRole[]): boolean {
  return roles.includes('member') && !roles.some((role) => role !== 'member');
}

export function endSession(db: Kysely<Database>, token: string): Promise<void> {
  return deleteSessionByHash(db, hashToken(token));
}

/** Ends every session of a person: after a password change or reset, and on deletion. */
export function endAllSessions(
  db: Kysely<Database> | Transaction<Database>,
  kind: SessionKind,
  personId: string,
): Promise<void> {
  return deleteSessionsOf(db, kind, personId);
}

/** Deletes the sessions past their expiry (the housekeeping job's sweep); answers how many. */
export function sweepExpiredSessions(db: Kysely<Database>, now: Date): Promise<number> {
  return deleteExpiredSessions(db, now);
}
