import type { Kysely, Transaction } from 'kysely';
import type { Database, PersonLanguage } from '../../db/schema';
import { insertOutboxMessage } from './outbox.repository';

export interface MailToEnqueue {
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part; build it with `renderMailHtml` so every value is escaped. */
  html: string;
  /** What the message is, for logs and the mailbox: 'user_activation', 'lead', 'alert'… */
  kind: string;
  language?: PersonLanguage;
  /** Extra headers such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** The recipient, when a user or an account: the message goes when they are deleted. */
  userId?: string | null;
  accountId?: string | null;
  /** When the link the message carries expires: it is not sent after. */
  expiresAt?: Date;
}

/**
 * Writes a message to the outbox. Call it inside the transaction of the change that caused the
 * message, so both are stored or neither is; the outbox job sends it.
 */
export function enqueueMail(
  trx: Transaction<Database> | Kysely<Database>,
  mail: MailToEnqueue,
): Promise<string> {
  return insertOutboxMessage(trx, {
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    language: mail.language ?? 'en',
    headers: mail.headers ?? {},
    userId: mail.userId ?? null,
    accountId: mail.accountId ?? null,
    expiresAt: mail.expiresAt ?? null,
  });
}
