import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import {
  claimDueMessages,
  markSent,
  recordMailTransport,
  scheduleRetry,
  type OutboxMessage,
} from './outbox.repository';

/** What the worker needs of a nodemailer transport. */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
  close(): void;
}

export type OutboxLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface OutboxWorkerOptions {
  /** Pause between polls when the outbox is empty. */
  pollMs?: number;
  batchSize?: number;
  /** A transport of the caller's own (tests); otherwise one is made from SMTP_URL. */
  transport?: MailTransport;
}

const LEASE_SECONDS = 120;
const MAX_BACKOFF_SECONDS = 3600;

/** Seconds to wait after the n-th failed attempt: 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(MAX_BACKOFF_SECONDS, 30 * 2 ** Math.max(0, attempts - 1));
}

/** The sender: MAIL_FROM, else no-reply at the public host. */
export function mailFrom(config: Config): string {
  if (config.env.MAIL_FROM) return config.env.MAIL_FROM;
  const host = config.env.PUBLIC_URL ? new URL(config.env.PUBLIC_URL).hostname : 'localhost';
  return `"${config.settings.siteTitle.replace(/"/g, '')}" <no-reply@${host}>`;
}

/**
 * Sends the outbox over SMTP_URL: polls for due messages (SKIP LOCKED, so several processes can
 * share the work), sends each, and retries failures with exponential backoff; a message is never
 * dropped. Without SMTP_URL nothing is sent and messages stay readable at /dev/mailbox.
 * Returns a function that stops polling and waits for the message in flight.
 */
export function startOutboxWorker(
  db: Kysely<Database>,
  config: Config,
  logger: OutboxLogger,
  options: OutboxWorkerOptions = {},
): () => Promise<void> {
  const smtpUrl = config.env.SMTP_URL;
  if (!options.transport && !smtpUrl) {
    logger.info(
      'No SMTP_URL: e-mail stays in the outbox (readable at /dev/mailbox in development).',
    );
    const recorded = recordMailTransport(db, false).catch((error: unknown) => {
      logger.error({ err: error }, 'the outbox could not be read');
    });
    return async () => {
      await recorded;
    };
  }
  const transport: MailTransport =
    options.transport ?? nodemailer.createTransport(smtpUrl as string);
  const from = mailFrom(config);
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 10;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const send = async (message: OutboxMessage) => {
    try {
      await transport.sendMail({
        from,
        to: message.to_address,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
        headers: message.headers,
      });
      await markSent(db, message.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = retryDelaySeconds(message.attempts);
      logger.warn(
        { outboxId: message.id, attempts: message.attempts, retryInSeconds: delay, err: reason },
        'sending an e-mail failed; it will be retried',
      );
      await scheduleRetry(db, message.id, delay, reason);
    }
  };

  const tick = async (): Promise<void> => {
    let claimed = 0;
    try {
      const messages = await claimDueMessages(db, batchSize, LEASE_SECONDS);
      claimed = messages.length;
      // A claimed batch is finished even when stopping, so shutdown leaves nothing half done.
      for (const message of messages) await send(message);
    } catch (error) {
      logger.error({ err: error }, 'the outbox could not be read');
    }
    if (stopped) return;
    timer = setTimeout(
      () => {
        running = tick();
      },
      claimed === batchSize ? 0 : pollMs,
    );
  };

  // Mail written while no mail server was set is held before the first message goes.
  running = recordMailTransport(db, true)
    .then((held) => {
      if (held > 0) {
        logger.warn(
          `${held} e-mail(s) written while no SMTP_URL was set are held, not sent: run \`npm run outbox -- release-held\` to send them.`,
        );
      }
    })
    .catch((error: unknown) => logger.error({ err: error }, 'the outbox could not be read'))
    .then(tick);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
    transport.close();
  };
}
