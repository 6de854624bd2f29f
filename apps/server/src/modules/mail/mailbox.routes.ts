import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { escapeHtml } from './mail-html';
import { listMailbox, type MailboxRow } from './outbox.repository';

const mailboxQuery = z.strictObject({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const mailboxMessage = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  language: z.string(),
  status: z.enum(['pending', 'sent', 'held']),
  createdAt: z.string(),
});

const present = (row: MailboxRow): z.infer<typeof mailboxMessage> => ({
  id: row.id,
  kind: row.kind,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  language: row.language,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
});

function mailboxPage(messages: z.infer<typeof mailboxMessage>[]): string {
  const items = messages
    .map(
      (m) => `<li><article aria-labelledby="m${escapeHtml(m.id)}">
<h2 id="m${escapeHtml(m.id)}">${escapeHtml(m.subject)}</h2>
<p>To ${escapeHtml(m.to)} · ${escapeHtml(m.kind)} · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.status)}</p>
<pre>${escapeHtml(m.text)}</pre></article></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem}li{list-style:none;border-top:1px solid #ccc}pre{white-space:pre-wrap}</style></head>
<body><main><h1>Mailbox</h1><p>E-mail written to the outbox (development only; JSON at <a href="/dev/mailbox.json">/dev/mailbox.json</a>).</p>
${messages.length ? `<ul>${items}</ul>` : '<p>No messages yet.</p>'}</main></body></html>`;
}

/**
 * Whether the development mailbox exists: never in production (the default of `npm start`), and
 * only while no SMTP server is set (mail then really leaves, and nobody else should read it).
 */
export function mailboxIsOpen(config: Config): boolean {
  return config.env.NODE_ENV !== 'production' && !config.env.SMTP_URL;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A request from this machine itself: a loopback peer that no proxy forwarded (a reverse proxy on
 * the same machine connects from loopback too, but names the real client in its headers).
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const headers = request.headers;
  return (
    LOOPBACK.test(request.socket.remoteAddress ?? '') &&
    headers['x-forwarded-for'] === undefined &&
    headers.forwarded === undefined &&
    headers['x-real-ip'] === undefined
  );
}

/**
 * The development mailbox: the outbox as a page and as JSON, so sign-up and reset links can be
 * followed without a mail server. Registered only where `mailboxIsOpen`, and it answers only
 * requests from this machine: anyone else would read other people's reset links.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisMachine(request)) {
      await reply.status(404).send({ status: 404, code: 'not_found', message: 'Not found.' });
    }
  });
  app.get(
    '/dev/mailbox.json',
    {
      config: { policy: 'local' },
      schema: {
        tags: ['development'],
        summary: 'Messages in the outbox (development only)',
        querystring: mailboxQuery,
        response: { 200: z.object({ results: z.array(mailboxMessage) }) },
      },
    },
    async (request) => {
      const rows = await listMailbox(app.database.db, request.query);
      return { results: rows.map(present) };
    },
  );
  app.get(
    '/dev/mailbox',
    {
      config: { policy: 'local' },
      schema: {
        tags: ['development'],
        summary: 'The outbox as a page (development only)',
        querystring: mailboxQuery,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const rows = await listMailbox(app.database.db, request.query);
      return reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(mailboxPage(rows.map(present)));
    },
  );
};
