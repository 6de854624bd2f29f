import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, OneTimeTokenPurpose } from '../../db/schema';
import type { SessionKind } from './sessions.repository';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertLinkToken(
  db: Db,
  token: {
    tokenHash: string;
    purpose: OneTimeTokenPurpose;
    kind: SessionKind;
    personId: string;
    expiresAt: Date;
    newEmail?: string;
  },
): Promise<void> {
  await db
    .insertInto('one_time_tokens')
    .values({
      token_hash: token.tokenHash,
      purpose: token.purpose,
      user_id: token.kind === 'user' ? token.personId : null,
      account_id: token.kind === 'account' ? token.personId : null,
      new_email: token.newEmail ?? null,
      expires_at: token.expiresAt,
    })
    .execute();
}

/**
 * Uses a token: marks it used and returns it, in one statement, so a token works once only.
 * An unknown, used or expired token, or one of another purpose or kind, gives undefined.
 */
export function consumeLinkToken(
  db: Db,
  tokenHash: string,
  purpose: OneTimeTokenPurpose,
  kind: SessionKind,
) {
  return (
    db
      .updateTable('one_time_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where(kind === 'user' ? 'user_id' : 'account_id', 'is not', null)
      .where('used_at', 'is', null)
      // The server's clock, which set the expiry.
      .where('expires_at', '>', new Date())
      .returning(['user_id', 'account_id', 'new_email'])
      .executeTakeFirst()
  );
}

/** Earlier unused links of the same purpose stop working when a new one is sent. */
export async function retireLinkTokens(
  db: Db,
  purpose: OneTimeTokenPurpose,
  kind: SessionKind,
  personId: string,
): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('purpose', '=', purpose)
    .where(kind === 'user' ? 'user_id' : 'account_id', '=', personId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertAudit(
  db: Db,
  entry: {
    action: string;
    kind: SessionKind;
    personId: string | null;
    ip: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      action: entry.action,
      subject_kind: entry.kind,
      subject_id: entry.personId,
      ip: entry.ip,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}
