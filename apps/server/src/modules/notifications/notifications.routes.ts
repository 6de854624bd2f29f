/**
 * Notifications, notification actions and messages on the member API (members-area.md §7):
 * `GET /notification`, `GET /notification/{id}`, `POST /notification-action`,
 * `PATCH /notification-action/{id}`, `GET /message/mine`, `PATCH /message/{id}`.
 */
import {
  apiErrorSchema,
  listQuerySchema,
  memberMessageResponseSchema,
  messageListResponseSchema,
  messagePatchSchema,
  notificationActionCreateSchema,
  notificationActionPatchSchema,
  notificationActionResponseSchema,
  notificationListResponseSchema,
  notificationResponseSchema,
  rowIdParamsSchema,
} from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountActor } from '../members/account-actor';
import {
  actOnNotification,
  changeNotificationAction,
  myMessages,
  notificationDetail,
  notificationList,
  readMessage,
} from './notifications.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const tags = ['notifications'];
const writeLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/notification',
    {
      config: { policy: 'member' },
      schema: {
        tags,
        summary: "The account's notifications, with the count not yet viewed",
        querystring: listQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors },
      },
    },
    async (request) => notificationList(db(), await accountActor(request), request.query),
  );

  app.get(
    '/notification/:id',
    {
      config: { policy: 'owner' },
      schema: {
        tags,
        summary: 'One notification addressed to the account',
        params: rowIdParamsSchema,
        response: { 200: notificationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      results: await notificationDetail(db(), await accountActor(request), request.params.id),
    }),
  );

  app.post(
    '/notification-action',
    {
      config: { ...writeLimit, policy: 'member' },
      schema: {
        tags,
        summary: 'Record that the account viewed or dismissed a notification',
        body: notificationActionCreateSchema,
        response: { 200: notificationActionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      results: await actOnNotification(
        db(),
        await accountActor(request),
        request.body.notificationId,
        request.body.action,
      ),
    }),
  );

  app.patch(
    '/notification-action/:id',
    {
      config: { ...writeLimit, policy: 'owner' },
      schema: {
        tags,
        summary: "Add viewed or dismissed to the account's own action record",
        params: rowIdParamsSchema,
        body: notificationActionPatchSchema,
        response: { 200: notificationActionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      results: await changeNotificationAction(
        db(),
        await accountActor(request),
        request.params.id,
        request.body.action,
      ),
    }),
  );

  app.get(
    '/message/mine',
    {
      config: { policy: 'member' },
      schema: {
        tags,
        summary: "The account's messages, with the count not yet read",
        response: { 200: messageListResponseSchema, ...errors },
      },
    },
    async (request) => myMessages(db(), await accountActor(request)),
  );

  app.patch(
    '/message/:id',
    {
      config: { ...writeLimit, policy: 'owner' },
      schema: {
        tags,
        summary: 'Mark one of the account’s messages read',
        params: rowIdParamsSchema,
        body: messagePatchSchema,
        response: { 200: memberMessageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      results: await readMessage(db(), await accountActor(request), request.params.id),
    }),
  );
};
