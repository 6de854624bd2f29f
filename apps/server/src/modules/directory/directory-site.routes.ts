/**
 * The site's directory calls (public-site.md §7): the agent and office pages' data with their
 * SEO header, the agent's own profile edit, the agent contact form and the dropdown choices.
 */
import { normalizeIP } from '@fastify/rate-limit';
import {
  agentContactRequestSchema,
  agentPageResponseSchema,
  agentProfileUpdateSchema,
  apiErrorSchema,
  directoryOptionsResponseSchema,
  formMessageResponseSchema,
  languageSchema,
  officePageResponseSchema,
} from '@hearth/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formContext } from '../leads/form-context';
import { checkCaptcha } from '../captcha/captcha.service';
import { submitAgentContact } from './agent-contact.service';
import { directoryOptions } from './directory-options.repository';
import { agentPage, officePage, updateAgentProfile } from './directory-pages.service';
import { currentMemberId } from './directory-viewer';

const memberParams = z.strictObject({ MemberMlsId: z.string().trim().min(1).max(100) });
const officeParams = z.strictObject({ id: z.string().trim().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};
const pageLimit = { max: 300, timeWindow: '1 minute' };
/** Per client address and 15 minutes, as the listing contact form. */
const contactLimit = {
  max: 5,
  timeWindow: 15 * 60_000,
  keyGenerator: (request: FastifyRequest) => `agent-contact|${normalizeIP(request.ip, 56)}`,
};

export const directorySiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Pages are public reads, from the read replica while it is in use; a signed-in member may
  // have just changed their own page or office, so theirs come from the primary.
  const pageDb = (viewerMemberId: string | null) =>
    viewerMemberId === null ? app.database.read : app.database.db;
  const settings = () => app.config.settings;

  app.get(
    '/api/agent/:MemberMlsId',
    {
      config: { policy: 'public', rateLimit: pageLimit },
      schema: {
        tags: ['directory'],
        summary: "An agent's page: details, offices, active listings, header",
        params: memberParams,
        response: { 200: agentPageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      const viewer = await currentMemberId(request);
      return agentPage(pageDb(viewer), settings(), request.params.MemberMlsId, viewer);
    },
  );

  app.patch(
    '/api/agent/:MemberMlsId',
    {
      config: { policy: 'owner', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['directory'],
        summary: "The agent's own bio, areas served and languages (the agent only)",
        params: memberParams,
        body: agentProfileUpdateSchema,
        response: { 200: agentPageResponseSchema, ...errors },
      },
    },
    async (request) =>
      updateAgentProfile(
        db(),
        settings(),
        request.params.MemberMlsId,
        await currentMemberId(request),
        request.body,
      ),
  );

  app.get(
    '/api/office/:id',
    {
      config: { policy: 'public', rateLimit: pageLimit },
      schema: {
        tags: ['directory'],
        summary: "An office's page: details, members, header (admin lines for its admins)",
        params: officeParams,
        response: { 200: officePageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The body differs by viewer (admin lines): never cached by a shared cache.
      void reply.header('Cache-Control', 'private, no-store');
      const viewer = await currentMemberId(request);
      return officePage(pageDb(viewer), settings(), request.params.id, viewer);
    },
  );

  app.get(
    '/api/directory/options',
    {
      config: { policy: 'public', rateLimit: pageLimit },
      schema: {
        tags: ['directory'],
        summary: "Choices of the directory's dropdown filters",
        response: { 200: directoryOptionsResponseSchema, 429: apiErrorSchema },
      },
    },
    async () => directoryOptions(app.database.read, settings().excludedAssociation),
  );

  app.post(
    '/api/form/agent/contact/:MemberMlsId',
    {
      config: { policy: 'public', rateLimit: contactLimit },
      schema: {
        tags: ['forms'],
        summary: 'A message to an agent from their page: stored as a lead, e-mailed on',
        params: memberParams,
        body: agentContactRequestSchema.extend({ language: languageSchema.optional() }),
        response: { 200: formMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { language, captcha, ...body } = request.body;
      // The captcha is checked (and used up) before anything is stored.
      const captchaError = await checkCaptcha(db(), app.config, captcha, {
        consume: true,
        ip: request.ip,
        logger: request.log,
      });
      if (captchaError) throw captchaError;
      const context = await formContext(request, language);
      return submitAgentContact(db(), settings(), request.params.MemberMlsId, body, context);
    },
  );
};
