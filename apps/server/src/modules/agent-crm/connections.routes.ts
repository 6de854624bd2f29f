/**
 * Invite and connect on the MLS API: the agent invites a contact (`POST /contact/{id}/invite`),
 * reads and ends its connection (`GET /contact/{id}/connection`, `POST /contact/{id}/disconnect`);
 * the consumer reads an invitation, accepts it, lists their agents and disconnects one
 * (`/contact-invite/*`, `/user-agent`).
 */
import {
  apiErrorSchema,
  connectedAgentListResponseSchema,
  connectedAgentResponseSchema,
  contactConnectionResponseSchema,
  contactInvitePreviewResponseSchema,
  contactInviteTokenSchema,
  messageResponseSchema,
  rowIdParamsSchema,
} from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../config';
import { requireUser } from '../auth/request-auth';
import { agentActor } from './agent-actor';
import {
  acceptInvite,
  agentDisconnect,
  connectedAgents,
  contactConnection,
  inviteContact,
  previewInvite,
  userDisconnect,
} from './connections.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['contacts'];
const writes = { rateLimit: { max: 240, timeWindow: '1 minute' } };
/** Invitations are e-mails: a few a minute is plenty, and no more can be sent to strangers. */
const invites = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const tokenTries = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const connectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/contact/:id/connection',
    {
      config: { policy: 'owner' },
      schema: {
        tags,
        summary: 'Whether the contact connected their account, or has an invitation open',
        params: rowIdParamsSchema,
        response: { 200: contactConnectionResponseSchema, ...errors },
      },
    },
    async (request) => contactConnection(db(), await agentActor(request), request.params.id),
  );

  app.post(
    '/contact/:id/invite',
    {
      config: { ...invites, policy: 'owner' },
      schema: {
        tags,
        summary: 'E-mail the contact a one-time invitation to connect their account (14 days)',
        params: rowIdParamsSchema,
        response: { 200: contactConnectionResponseSchema, ...errors },
      },
    },
    async (request) =>
      inviteContact(db(), await agentActor(request), request.params.id, {
        baseUrl: publicOrigin(app.config.env),
        site: app.config.settings.siteTitle,
      }),
  );

  app.post(
    '/contact/:id/disconnect',
    {
      config: { ...writes, policy: 'owner' },
      schema: {
        tags,
        summary: "Disconnect the contact's account: their saved objects are hidden again",
        params: rowIdParamsSchema,
        response: { 200: contactConnectionResponseSchema, ...errors },
      },
    },
    async (request) => agentDisconnect(db(), await agentActor(request), request.params.id),
  );

  app.post(
    '/contact-invite/preview',
    {
      config: { ...tokenTries, policy: 'public' },
      schema: {
        tags,
        summary: 'Who sent an invitation (the agent’s name), for the page that accepts it',
        body: contactInviteTokenSchema,
        response: { 200: contactInvitePreviewResponseSchema, ...errors },
      },
    },
    async (request) => previewInvite(db(), request.body.token),
  );

  app.post(
    '/contact-invite/accept',
    {
      config: { ...tokenTries, policy: 'user' },
      schema: {
        tags,
        summary: "Accept an invitation: connect the signed-in consumer's account to the agent",
        body: contactInviteTokenSchema,
        response: { 200: connectedAgentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return acceptInvite(db(), user.personId, request.body.token);
    },
  );

  app.get(
    '/user-agent',
    {
      config: { policy: 'user' },
      schema: {
        tags,
        summary: 'The agents the signed-in consumer is connected to',
        response: { 200: connectedAgentListResponseSchema, ...errors },
      },
    },
    async (request) => connectedAgents(db(), (await requireUser(request)).personId),
  );

  app.delete(
    '/user-agent/:id',
    {
      config: { ...writes, policy: 'owner' },
      schema: {
        tags,
        summary: 'Disconnect from an agent: they no longer see your saved listings and searches',
        params: rowIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) =>
      userDisconnect(db(), (await requireUser(request)).personId, request.params.id),
  );
};
