/**
 * The association's console API under `/member/v1/admin` (association admins only; any other
 * account 403, no account 401): notifications, the dashboard, an HTML preview, the content's
 * images and the history.
 */
import {
  apiErrorSchema,
  consoleAudiencesSchema,
  consoleDashboardResponseSchema,
  consoleDashboardSchema,
  consoleHistorySchema,
  consoleImageUploadResponseSchema,
  consoleMemberListSchema,
  consoleOfficeListSchema,
  consoleReportParamsSchema,
  consoleReportQuerySchema,
  consoleSearchQuerySchema,
  consoleNotificationCreateSchema,
  consoleNotificationListSchema,
  blocksPreviewRequestSchema,
  blocksPreviewResponseSchema,
  htmlPreviewRequestSchema,
  htmlPreviewResponseSchema,
  rowIdParamsSchema,
} from '@hearth/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../errors';
import {
  CONTENT_IMAGE_MAX_BYTES,
  ContentImageStore,
  contentImageDir,
  multipartFile,
} from '../media/content-images';
import { accountActor } from '../members/account-actor';
import { sanitizeMemberHtml } from '../notifications/html-sanitizer';
import { canUseConsole } from './admin.policy';
import { findMembers, findOffices, report, reportCsv } from './admin-roster.service';
import {
  audiences,
  consoleDashboard,
  consoleNotifications,
  history,
  publishFromConsole,
  saveConsoleDashboard,
  withdrawFromConsole,
  type ConsoleActor,
} from './admin.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const tags = ['association console'];

/** The signed-in association admin, or 401 / 403. */
async function consoleActor(request: FastifyRequest): Promise<ConsoleActor> {
  const actor = await accountActor(request);
  if (!canUseConsole(actor)) throw forbidden('Only the association’s staff may use the console.');
  return { accountId: actor.accountId, ip: request.ip };
}

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });
  const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
  const images = new ContentImageStore(contentImageDir(app.config.env.DATA_DIR));
  // Image uploads arrive as multipart/form-data; their bytes are read by `multipartFile`.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: CONTENT_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/notifications',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        summary: 'Every notification, with its state and how many viewed and dismissed it',
        response: { 200: consoleNotificationListSchema, ...errors },
      },
    },
    async (request) => {
      await consoleActor(request);
      return consoleNotifications(db());
    },
  );

  app.post(
    '/notifications',
    {
      config: { ...writeLimit, policy: 'admin' },
      schema: {
        tags,
        summary: 'Publish (or schedule) a notification to an audience; its HTML is sanitised',
        body: consoleNotificationCreateSchema,
        response: { 201: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const actor = await consoleActor(request);
      const id = await publishFromConsole(db(), actor, app.config.settings.siteTitle, request.body);
      return reply.status(201).send({ id });
    },
  );

  app.post(
    '/notifications/:id/withdraw',
    {
      config: { ...writeLimit, policy: 'admin' },
      schema: {
        tags,
        summary: 'Withdraw a notification from every inbox',
        params: rowIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withdrawFromConsole(db(), await consoleActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/audiences',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        summary: 'The offices, roles and associations a notification can be sent to',
        response: { 200: consoleAudiencesSchema, ...errors },
      },
    },
    async (request) => {
      await consoleActor(request);
      return audiences(db());
    },
  );

  app.post(
    '/preview',
    {
      config: { ...writeLimit, policy: 'admin' },
      schema: {
        tags,
        summary: 'HTML as members will see it, after sanitising',
        body: htmlPreviewRequestSchema,
        response: { 200: htmlPreviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      await consoleActor(request);
      return { html: sanitizeMemberHtml(request.body.html) };
    },
  );

  app.post(
    '/preview/blocks',
    {
      config: { ...writeLimit, policy: 'admin' },
      schema: {
        tags,
        summary: "The dashboard's content blocks as members will see them, after sanitising",
        body: blocksPreviewRequestSchema,
        response: { 200: blocksPreviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      await consoleActor(request);
      return { blocks: request.body.blocks.map((html) => sanitizeMemberHtml(html)) };
    },
  );

  app.post(
    '/images',
    {
      config: { ...writeLimit, policy: 'admin' },
      bodyLimit: CONTENT_IMAGE_MAX_BYTES,
      // Who may upload is settled before a byte of the body is read.
      onRequest: async (request) => {
        await consoleActor(request);
      },
      schema: {
        tags,
        summary:
          'Store an image for the content (multipart field `image`: JPEG, PNG, WebP or GIF, up to 10 MB; kept as WebP at most 1600 px)',
        consumes: ['multipart/form-data'],
        body: z.custom<Buffer>((value) => Buffer.isBuffer(value), 'a multipart/form-data body'),
        response: { 201: consoleImageUploadResponseSchema, ...errors, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await multipartFile(request.body, request.headers['content-type'], 'image');
      return reply.status(201).send(await images.save(file, 'image'));
    },
  );

  app.get(
    '/dashboard',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        summary: "The members' dashboard as the console edits it",
        response: { 200: consoleDashboardResponseSchema, ...errors },
      },
    },
    async (request) => {
      await consoleActor(request);
      return { results: await consoleDashboard(db()) };
    },
  );

  app.put(
    '/dashboard',
    {
      config: { ...writeLimit, policy: 'admin' },
      schema: {
        tags,
        summary: 'Save the content areas, services (in order), their style and the left navigation',
        body: consoleDashboardSchema,
        response: { 200: consoleDashboardResponseSchema, ...errors },
      },
    },
    async (request) => {
      await saveConsoleDashboard(db(), await consoleActor(request), request.body);
      return { results: await consoleDashboard(db()) };
    },
  );

  app.get(
    '/history',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        summary: 'The console’s changes: who, what and when (newest first)',
        response: { 200: consoleHistorySchema, ...errors },
      },
    },
    async (request) => {
      await consoleActor(request);
      return history(db());
    },
  );

  const clock = () => ({ now: new Date(), timeZone: app.config.settings.timezone });

  app.get(
    '/members',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        summary: 'Members whose name, e-mail or MLS id contains q, with licence and credits status',
        querystring: consoleSearchQuerySchema,
        response: { 200: consoleMemberListSchema, ...errors },
      },
    },
    async (request) => {
      await consoleActor(request);
      return findMembers(db(), request.query, clock());
    },
  );

  app.get(
    '/offices',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        summary: 'Offices whose name or city contains q, with members and lead response time',
        querystring: consoleSearchQuerySchema,
        response: { 200: consoleOfficeListSchema, ...errors },
      },
    },
    async (request) => {
      await consoleActor(request);
      return findOffices(db(), request.query, new Date());
    },
  );

  app.get(
    '/reports/:report',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        summary:
          'Licences expiring within 30, 60 or 90 days; members short of CE credits; offices by median first response to leads (JSON, or CSV with format=csv)',
        params: consoleReportParamsSchema,
        querystring: consoleReportQuerySchema,
        response: {
          200: z.union([consoleMemberListSchema, consoleOfficeListSchema, z.string()]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      await consoleActor(request);
      const { days, format } = request.query;
      const rows = await report(db(), request.params.report, days, clock());
      if (format === 'csv') {
        const suffix = request.params.report === 'licences-expiring' ? `-${days}-days` : '';
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'Content-Disposition',
            `attachment; filename="${request.params.report}${suffix}.csv"`,
          )
          .send(reportCsv(rows));
      }
      return rows.kind === 'members'
        ? { results: rows.results, total: rows.results.length }
        : { results: rows.results, total: rows.results.length };
    },
  );
};
