/**
 * The AMS pages' API (members-area.md §7): `/api/mms/billing`, `/api/mms/calendar` (with an
 * event's `.ics` and a per-account feed), `/api/mms/committees` and `/api/mms/education`. All
 * answer 404 when the `amsVendor` setting is `disabled` (§2: the pages do not exist then).
 */
import {
  apiErrorSchema,
  billingResponseSchema,
  calendarEventResponseSchema,
  calendarFeedResponseSchema,
  calendarQuerySchema,
  calendarResponseSchema,
  committeesResponseSchema,
  educationResponseSchema,
} from '@hearth/contracts';
import { amsPagesEnabled } from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicOrigin } from '../../config';
import { forbidden, notFound } from '../../errors';
import { accountActor } from '../members/account-actor';
import type { AmsAdapter } from './ams-adapter';
import { canReadEvents } from './ams.policy';
import {
  billing,
  calendar,
  calendarEvent,
  committees,
  education,
  eventIcs,
  feedIcs,
  issueFeedToken,
} from './ams.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  502: apiErrorSchema,
  504: apiErrorSchema,
};
const tags = ['association management'];
const eventParams = z.strictObject({ id: z.string().regex(/^[\w-]{1,64}$/, 'an event id') });
const feedParams = z.strictObject({
  file: z.string().regex(/^[\w-]{43}\.ics$/, 'a feed address'),
});

export const amsRoutes: FastifyPluginAsyncZod<{ ams: AmsAdapter }> = async (app, { ams }) => {
  const db = () => app.database.db;
  const zone = () => app.config.settings.timezone;
  // Feed addresses and UIDs are built as e-mailed links are, never from the request's Host.
  const origin = () => publicOrigin(app.config.env);
  const host = () => new URL(origin()).host;

  app.addHook('onRequest', async () => {
    if (!amsPagesEnabled(app.config.settings.amsVendor)) {
      throw notFound('ams_disabled', 'The association’s management pages are turned off.');
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/api/mms/billing',
    {
      config: { policy: 'member' },
      schema: {
        tags,
        summary: "The signed-in member's invoices (open, overdue, paid) and totals",
        response: { 200: billingResponseSchema, ...errors },
      },
    },
    async (request) =>
      billing(db(), ams, await accountActor(request), {
        now: new Date(),
        timeZone: zone(),
        currency: 'USD',
      }),
  );

  app.get(
    '/api/mms/calendar',
    {
      config: { policy: 'member' },
      schema: {
        tags,
        summary: "The association's events between two dates (site's time zone, both included)",
        querystring: calendarQuerySchema,
        response: { 200: calendarResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!canReadEvents(await accountActor(request))) throw forbidden();
      return calendar(ams, request.query, zone());
    },
  );

  app.post(
    '/api/mms/calendar/feed',
    {
      config: { policy: 'member', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "A new address of the account's calendar feed (the previous one stops working)",
        response: { 200: calendarFeedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await accountActor(request);
      if (!canReadEvents(actor)) throw forbidden();
      const token = await issueFeedToken(db(), actor);
      return { url: `${origin()}/api/mms/calendar/feed/${token}.ics` };
    },
  );

  app.get(
    '/api/mms/calendar/feed/:file',
    {
      config: { policy: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "An account's calendar feed (iCalendar); the unguessable address is the key",
        params: feedParams,
        response: { 200: z.string(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = request.params.file.slice(0, -'.ics'.length);
      const text = await feedIcs(db(), ams, token, {
        host: host(),
        name: `${app.config.settings.siteTitle} events`,
      });
      return reply.type('text/calendar; charset=utf-8').send(text);
    },
  );

  app.get(
    '/api/mms/calendar/:id',
    {
      config: { policy: 'member' },
      schema: {
        tags,
        summary: 'One event of the association',
        params: eventParams,
        response: { 200: calendarEventResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!canReadEvents(await accountActor(request))) throw forbidden();
      return { results: await calendarEvent(ams, request.params.id, zone()) };
    },
  );

  app.get(
    '/api/mms/calendar/:id/event.ics',
    {
      config: { policy: 'member' },
      schema: {
        tags,
        summary: 'One event as an iCalendar file ("Add to calendar")',
        params: eventParams,
        response: {
          200: z.string(),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!canReadEvents(await accountActor(request))) throw forbidden();
      const text = await eventIcs(ams, request.params.id, host());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="event-${request.params.id}.ics"`)
        .send(text);
    },
  );

  app.get(
    '/api/mms/committees',
    {
      config: { policy: 'member' },
      schema: {
        tags,
        summary: "The signed-in member's committees, roles and next meetings",
        response: { 200: committeesResponseSchema, ...errors },
      },
    },
    async (request) => committees(db(), ams, await accountActor(request), zone()),
  );

  app.get(
    '/api/mms/education',
    {
      config: { policy: 'member' },
      schema: {
        tags,
        summary: "The signed-in member's continuing education from the AMS, with licence status",
        response: { 200: educationResponseSchema, ...errors },
      },
    },
    async (request) => education(db(), ams, await accountActor(request), zone()),
  );
};
