/**
 * Unsubscribing from alerts without signing in. `/api/alerts/unsubscribe` answers what a token
 * stops (GET) and stops it (POST: the one-click unsubscribe of RFC 8058 that mail programs send,
 * `List-Unsubscribe=One-Click`). `/alerts/unsubscribe` is the page an e-mail's link opens: it
 * names what the link stops and has one button, a form that needs no script.
 */
import {
  alertSubscriptionSchema,
  alertTokenQuerySchema,
  apiErrorSchema,
  type AlertSubscription,
} from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { escapeHtml } from '../mail/mail-html';
import { AlertUnsubscribeService } from './alert-unsubscribe.service';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const limited = { rateLimit: { max: 60, timeWindow: '1 minute' } };

function what(subscription: AlertSubscription): string {
  if (subscription.kind === 'all') return 'all your listing alerts';
  const noun = subscription.kind === 'search' ? 'saved search' : 'listing group';
  return `alerts for your ${noun} “${subscription.name ?? ''}”`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
<p><a href="/">Back to the listings</a> · <a href="/user/saved-searches">Your saved searches</a></p>
</main></body></html>`;
}

export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AlertUnsubscribeService(app.database.db);
  // Mail programs send the one-click unsubscribe as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/api/alerts/unsubscribe',
    {
      config: { policy: 'public', ...limited },
      schema: {
        tags: ['alerts'],
        summary: 'What an unsubscribe token stops',
        querystring: alertTokenQuerySchema,
        response: { 200: alertSubscriptionSchema, ...errors },
      },
    },
    async (request) => service.describe(request.query.token),
  );

  app.post(
    '/api/alerts/unsubscribe',
    {
      config: { policy: 'public', ...limited },
      schema: {
        tags: ['alerts'],
        summary: 'Stops what an unsubscribe token names (one-click, RFC 8058)',
        querystring: alertTokenQuerySchema,
        response: { 200: alertSubscriptionSchema, ...errors },
      },
    },
    async (request) => service.unsubscribe(request.query.token),
  );

  const htmlPage = async (
    token: string,
    stop: boolean,
  ): Promise<{ status: number; html: string }> => {
    try {
      if (stop) {
        const done = await service.unsubscribe(token);
        return {
          status: 200,
          html: page(
            'You are unsubscribed',
            `<p role="status">You will get no more e-mail for ${escapeHtml(what(done))}.</p>`,
          ),
        };
      }
      const current = await service.describe(token);
      const stopped = current.frequency === 'never';
      return {
        status: 200,
        html: page(
          stopped ? 'You are unsubscribed' : 'Unsubscribe from alerts',
          stopped
            ? `<p>You get no e-mail for ${escapeHtml(what(current))}.</p>`
            : `<p>Stop e-mail for ${escapeHtml(what(current))}?</p>
<form method="post" action="/alerts/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">Unsubscribe</button></form>`,
        ),
      };
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 404) throw error;
      return { status: 404, html: page('Link not valid', `<p>${escapeHtml(error.message)}</p>`) };
    }
  };

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/alerts/unsubscribe',
      config: { policy: 'public', ...limited },
      schema: { tags: ['alerts'], hide: true, querystring: alertTokenQuerySchema },
      handler: async (request, reply) => {
        const { status, html } = await htmlPage(request.query.token, method === 'POST');
        return reply.status(status).type('text/html; charset=utf-8').send(html);
      },
    });
  }
};
