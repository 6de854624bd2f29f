/**
 * Unsubscribing from alerts without signing in. `/api/alerts/unsubscribe` answers what a token
 * stops (GET) and stops it (POST: the one-click unsubscribe of RFC 8058 that mail programs send,
 * `List-Unsubscribe=One-Click`). `/alerts/unsubscribe` is the page an e-mail's link opens
 * (`alert-unsubscribe-page.ts`), in the person's language.
 */
import { alertSubscriptionSchema, alertTokenQuerySchema, apiErrorSchema } from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { invalidLinkPage, unsubscribeAskPage, unsubscribedPage } from './alert-unsubscribe-page';
import { AlertUnsubscribeService } from './alert-unsubscribe.service';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const limited = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** The browser's language among ours, for a page of no one's link. */
function browserLanguage(acceptLanguage: string | undefined): 'es' | 'en' {
  return /^\s*es\b/i.test(acceptLanguage ?? '') ? 'es' : 'en';
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
    acceptLanguage: string | undefined,
  ): Promise<{ status: number; html: string }> => {
    // The person's language, as their e-mail was; for a link of no one, the browser's.
    const language = (await service.language(token)) ?? browserLanguage(acceptLanguage);
    try {
      if (stop)
        return { status: 200, html: unsubscribedPage(language, await service.unsubscribe(token)) };
      const action = `/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
      return {
        status: 200,
        html: unsubscribeAskPage(language, await service.describe(token), action),
      };
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 404) throw error;
      return { status: 404, html: invalidLinkPage(language) };
    }
  };

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/alerts/unsubscribe',
      config: { policy: 'public', ...limited },
      // A person follows this link: a cut-off or mangled token gets the wrong-link page, not JSON.
      schema: { tags: ['alerts'], hide: true, querystring: z.looseObject({}) },
      handler: async (request, reply) => {
        const query = alertTokenQuerySchema.safeParse(request.query);
        const { status, html } = query.success
          ? await htmlPage(query.data.token, method === 'POST', request.headers['accept-language'])
          : {
              status: 400,
              html: invalidLinkPage(browserLanguage(request.headers['accept-language'])),
            };
        return reply.status(status).type('text/html; charset=utf-8').send(html);
      },
    });
  }
};
