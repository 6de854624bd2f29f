/**
 * The member API of the account area (members-area.md §7) under `/member/v1`: the account's own
 * detail and listings widget, members' profiles and education, and the office page.
 */
import {
  accountDetailResponseSchema,
  apiErrorSchema,
  educationResponseSchema,
  listingsWidgetResponseSchema,
  memberProfileResponseSchema,
  memberProfileUpdateSchema,
  officeDetailResponseSchema,
  officeEducationResponseSchema,
  rowIdParamsSchema,
} from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import { accountActor } from './account-actor';
import { educationOfMembers, memberEducation } from './education.service';
import {
  accountDetail,
  listingsWidgetOf,
  memberProfile,
  officeDetail,
  updateMemberProfile,
} from './members.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const tags = ['members area'];

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const settings = () => app.config.settings;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/account/:id',
    {
      config: { policy: 'owner' },
      schema: {
        tags,
        summary: "The signed-in account's detail: roles, title, offices, MLS id (own id only)",
        params: rowIdParamsSchema,
        response: { 200: accountDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      results: await accountDetail(
        db(),
        settings(),
        await accountActor(request),
        request.params.id,
      ),
    }),
  );

  app.get(
    '/account/:id/listings-widget',
    {
      config: { policy: 'owner' },
      schema: {
        tags,
        summary: "The dashboard's listings widget: Active, else Pending, else Closed (own id only)",
        params: rowIdParamsSchema,
        response: { 200: listingsWidgetResponseSchema, ...errors },
      },
    },
    async (request) => listingsWidgetOf(db(), await accountActor(request), request.params.id),
  );

  app.get(
    '/member/:id/profile',
    {
      config: { policy: 'owner' },
      schema: {
        tags,
        summary: "A member's profile (any signed-in account); canEdit for the member themself",
        params: rowIdParamsSchema,
        response: { 200: memberProfileResponseSchema, ...errors },
      },
    },
    async (request) =>
      memberProfile(db(), settings(), await accountActor(request), request.params.id),
  );

  app.patch(
    '/member/:id/profile',
    {
      config: { policy: 'owner', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'The member’s own bio, areas served and languages',
        params: rowIdParamsSchema,
        body: memberProfileUpdateSchema,
        response: { 200: memberProfileResponseSchema, ...errors },
      },
    },
    async (request) =>
      updateMemberProfile(
        db(),
        settings(),
        await accountActor(request),
        request.params.id,
        request.body,
      ),
  );

  app.get(
    '/member/:id/education',
    {
      config: { policy: 'owner' },
      schema: {
        tags,
        summary: "A member's education records and licence status (self or the office's leaders)",
        params: rowIdParamsSchema,
        response: { 200: educationResponseSchema, ...errors },
      },
    },
    async (request) =>
      memberEducation(db(), await accountActor(request), request.params.id, settings().timezone),
  );

  app.get(
    '/office/:id/detail',
    {
      config: { policy: 'owner' },
      schema: {
        tags,
        summary: 'The office page: members in order; admin lines and response time for its leaders',
        params: rowIdParamsSchema,
        response: { 200: officeDetailResponseSchema, ...errors },
      },
    },
    async (request) =>
      officeDetail(db(), settings(), await accountActor(request), request.params.id),
  );

  app.get(
    '/office/:id/education',
    {
      config: { policy: 'owner' },
      schema: {
        tags,
        summary: "Education records of the office's members (the office's leaders only)",
        params: rowIdParamsSchema,
        response: { 200: officeEducationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await accountActor(request);
      const page = await officeDetail(db(), settings(), actor, request.params.id);
      if (!page.viewer.isAdmin) {
        throw notFound('office_not_found', 'No such office.');
      }
      const ids = page.members.map((member) => member.id);
      const education = await educationOfMembers(db(), ids, new Date(), settings().timezone);
      return {
        results: ids.map((memberId) => ({
          memberId,
          records: education.get(memberId)?.records ?? [],
        })),
      };
    },
  );
};
