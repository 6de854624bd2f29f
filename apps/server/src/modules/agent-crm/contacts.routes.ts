/**
 * An agent's contacts on the MLS API (members-area.md §7): `GET` and `POST /contact`,
 * `POST /contact/sync`, `GET`, `PATCH` and `DELETE /contact/{id}` and `GET /contact/{id}/timeline`,
 * each on the signed-in agent's own contacts only; and `GET /listing-suggestion`, the listings an
 * agent may add for a client by the start of their address or MLS number.
 */
import {
  apiErrorSchema,
  contactCreateSchema,
  contactCreatedResponseSchema,
  contactListQuerySchema,
  contactListResponseSchema,
  contactPatchSchema,
  contactResponseSchema,
  contactSyncResponseSchema,
  contactTimelineQuerySchema,
  contactTimelineResponseSchema,
  listingSuggestionQuerySchema,
  listingSuggestionResponseSchema,
  messageResponseSchema,
  rowIdParamsSchema,
} from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentActor } from './agent-actor';
import {
  addContact,
  changeContact,
  contactDetail,
  contactList,
  contactTimeline,
  listingSuggestions,
  removeContact,
  syncContacts,
} from './contacts.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['contacts'];
const writes = { rateLimit: { max: 240, timeWindow: '1 minute' } };

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/contact',
    {
      config: { policy: 'member' },
      schema: {
        tags,
        summary: "The agent's contacts: sorted by last name, rating or date added; searched",
        querystring: contactListQuerySchema,
        response: { 200: contactListResponseSchema, ...errors },
      },
    },
    async (request) => contactList(db(), await agentActor(request), request.query),
  );

  app.post(
    '/contact',
    {
      config: { ...writes, policy: 'member' },
      schema: {
        tags,
        summary: 'Add a contact (first and last name of 2 or more, e-mail, optional phone)',
        body: contactCreateSchema,
        response: { 200: contactCreatedResponseSchema, ...errors },
      },
    },
    async (request) => addContact(db(), await agentActor(request), request.body),
  );

  app.post(
    '/contact/sync',
    {
      config: { ...writes, policy: 'member' },
      schema: {
        tags,
        summary: 'Add everyone who sent the agent a lead as a contact, once per e-mail',
        response: { 200: contactSyncResponseSchema, ...errors },
      },
    },
    async (request) => syncContacts(db(), await agentActor(request)),
  );

  app.get(
    '/contact/:id',
    {
      config: { policy: 'owner' },
      schema: {
        tags,
        summary: 'One contact with the timeline of their leads to this agent',
        params: rowIdParamsSchema,
        response: { 200: contactResponseSchema, ...errors },
      },
    },
    async (request) => ({
      results: await contactDetail(db(), await agentActor(request), request.params.id),
    }),
  );

  app.get(
    '/contact/:id/timeline',
    {
      config: { policy: 'owner' },
      schema: {
        tags,
        summary: "A page of the contact's timeline: leads, shares and alerts sent, newest first",
        params: rowIdParamsSchema,
        querystring: contactTimelineQuerySchema,
        response: { 200: contactTimelineResponseSchema, ...errors },
      },
    },
    async (request) =>
      contactTimeline(db(), await agentActor(request), request.params.id, request.query),
  );

  app.get(
    '/listing-suggestion',
    {
      config: { policy: 'member' },
      schema: {
        tags,
        summary: 'Listings whose address or MLS number starts with q, to add for a client',
        querystring: listingSuggestionQuerySchema,
        response: { 200: listingSuggestionResponseSchema, ...errors },
      },
    },
    async (request) =>
      listingSuggestions(app.listingSearch, await agentActor(request), request.query),
  );

  app.patch(
    '/contact/:id',
    {
      config: { ...writes, policy: 'owner' },
      schema: {
        tags,
        summary: "Change a contact's names, nickname, notes or star rating (1 to 5)",
        params: rowIdParamsSchema,
        body: contactPatchSchema,
        response: { 200: contactResponseSchema, ...errors },
      },
    },
    async (request) => ({
      results: await changeContact(
        db(),
        await agentActor(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/contact/:id',
    {
      config: { ...writes, policy: 'owner' },
      schema: {
        tags,
        summary: 'Remove a contact',
        params: rowIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => removeContact(db(), await agentActor(request), request.params.id),
  );
};
