import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { insertAudit } from './link-tokens.repository';
import type { SessionKind } from './sessions.repository';

/** Records a security-relevant action (sign-in, password change, deletion) in the audit log. */
export function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: { action: string; kind: SessionKind; personId: string | null; ip: string | null },
): Promise<void> {
  return insertAudit(db, entry);
}
