import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, PersonLanguage } from '../../db/schema';

export interface OutboxMessage {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  language: PersonLanguage;
  headers: Record<string, string>;
  attempts: number;
}

export interface NewOutboxMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  language: PersonLanguage;
  headers: Record<string, string>;
  userId: string | null;
  accountId: string | null;
}

export async function insertOutboxMessage(
  db: Kysely<Database> | Transaction<Database>,
  message: NewOutboxMessage,
): Promise<string> {
  const row = await db
    .insertInto('outbox')
    .values({
      kind: message.kind,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      language: message.language,
      headers: JSON.stringify(message.headers),
      user_id: message.userId,
      account_id: message.accountId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims up to `limit` due messages: SKIP LOCKED lets several processes share the queue, and
 * the lease (next_attempt_at pushed forward) hands a message back if its sender dies.
 */
export async function claimDueMessages(
  db: Kysely<Database>,
  limit: number,
  leaseSeconds: number,
): Promise<OutboxMessage[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', sql<Date>`now()`)
      .orderBy('next_attempt_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('outbox')
      .set({
        attempts: sql`attempts + 1`,
        next_attempt_at: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returning([
        'id',
        'kind',
        'to_address',
        'subject',
        'text_body',
        'html_body',
        'language',
        'headers',
        'attempts',
      ])
      .execute();
  });
}

export async function markSent(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: sql`now()`, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function scheduleRetry(
  db: Kysely<Database>,
  id: string,
  delaySeconds: number,
  error: string,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      next_attempt_at: sql`now() + make_interval(secs => ${delaySeconds})`,
      last_error: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .execute();
}

export interface MailboxRow {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  language: PersonLanguage;
  status: 'pending' | 'sent';
  created_at: Date;
}

/** The newest messages, optionally to one address (the development mailbox). */
export function listMailbox(
  db: Kysely<Database>,
  { to, limit }: { to?: string; limit: number },
): Promise<MailboxRow[]> {
  let query = db
    .selectFrom('outbox')
    .select([
      'id',
      'kind',
      'to_address',
      'subject',
      'text_body',
      'html_body',
      'language',
      'status',
      'created_at',
    ])
    .orderBy('id', 'desc')
    .limit(limit);
  if (to) query = query.where(sql`lower(to_address)`, '=', to.toLowerCase());
  return query.execute();
}
