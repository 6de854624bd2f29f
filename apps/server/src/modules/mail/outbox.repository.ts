import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, OutboxStatus, PersonLanguage } from '../../db/schema';

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
  expiresAt?: Date | null;
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
      expires_at: message.expiresAt ?? null,
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
      // A link past its lifetime is useless and possibly someone else's by now: never sent.
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
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
  status: OutboxStatus;
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

/**
 * Records whether this start sends mail. When sending starts after a start without a mail
 * server, the messages written until now are held: development mail (old reset links among
 * them) does not go out unless an operator releases it. Returns how many were held.
 */
export async function recordMailTransport(db: Kysely<Database>, sending: boolean): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('mail_transport')
      .select('sending')
      .where('id', '=', 1)
      .forUpdate()
      .executeTakeFirst();
    let held = 0;
    if (sending && last?.sending === false) {
      const rows = await trx
        .updateTable('outbox')
        .set({ status: 'held' })
        .where('status', '=', 'pending')
        .returning('id')
        .execute();
      held = rows.length;
    }
    if (last?.sending !== sending) {
      await trx
        .insertInto('mail_transport')
        .values({ id: 1, sending, since: sql`now()` })
        .onConflict((oc) => oc.column('id').doUpdateSet({ sending, since: sql`now()` }))
        .execute();
    }
    return held;
  });
}

/** An operator's release of held messages: they are sent, unless their link has expired. */
export async function releaseHeldMail(db: Kysely<Database>): Promise<number> {
  const rows = await db
    .updateTable('outbox')
    .set({ status: 'pending', next_attempt_at: sql`now()` })
    .where('status', '=', 'held')
    .returning('id')
    .execute();
  return rows.length;
}
