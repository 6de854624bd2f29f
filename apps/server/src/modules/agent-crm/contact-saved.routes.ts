/**
 * Saving for a client (members-area.md §2 contact tabs, §4, §7 saved searches and listings on
 * behalf): on a connected contact, the agent reads the contact's saved searches and listing
 * groups (their own and what this agent added, never another agent's), saves searches and adds
 * listings for them, and changes or removes only what they added. A contact who has not
 * connected, or disconnected, answers 403.
 */
import {
  apiErrorSchema,
  contactItemParamsSchema,
  messageResponseSchema,
  rowIdParamsSchema,
  savedListingCreateSchema,
  savedListingGroupListResponseSchema,
  savedListingPatchSchema,
  savedListingResponseSchema,
  savedSearchCreateSchema,
  savedSearchListResponseSchema,
  savedSearchPatchSchema,
  savedSearchResponseSchema,
} from '@hearth/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SavedListingService } from '../consumer/saved-listings.service';
import { SavedSearchService } from '../consumer/saved-searches.service';
import { agentActor } from './agent-actor';
import { connectedUserOf } from './connections.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const writes = { rateLimit: { max: 240, timeWindow: '1 minute' } };
const tags = ['contacts'];

export const contactSavedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const searches = new SavedSearchService(db, app.listingSearch, app.config.settings);
  const listings = new SavedListingService(db, app.listingSearch, app.config.settings);
  /** The connected contact's user and this agent, or 403/404. */
  const onBehalf = async (request: FastifyRequest<{ Params: { id: string } }>) =>
    connectedUserOf(db, await agentActor(request), request.params.id);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/contact/:id/saved-search',
    {
      config: { policy: 'owner' },
      schema: {
        tags,
        summary: "A connected contact's saved searches: their own and the ones this agent saved",
        params: rowIdParamsSchema,
        response: { 200: savedSearchListResponseSchema, ...errors },
      },
    },
    async (request) => ({ results: await searches.listSeenByAgent(await onBehalf(request)) }),
  );
  app.post(
    '/contact/:id/saved-search',
    {
      config: { ...writes, policy: 'owner' },
      schema: {
        tags,
        summary: 'Save a search for a connected contact, with its frequency and subscriptions',
        params: rowIdParamsSchema,
        body: savedSearchCreateSchema,
        response: { 200: savedSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const agent = await onBehalf(request);
      return searches.create({ userId: agent.userId }, request.body, agent);
    },
  );
  app.patch(
    '/contact/:id/saved-search/:itemId',
    {
      config: { ...writes, policy: 'owner' },
      schema: {
        tags,
        summary: 'Change a saved search this agent saved for the contact',
        params: contactItemParamsSchema,
        body: savedSearchPatchSchema,
        response: { 200: savedSearchResponseSchema, ...errors },
      },
    },
    async (request) =>
      searches.change(await onBehalf(request), request.params.itemId, request.body),
  );
  app.delete(
    '/contact/:id/saved-search/:itemId',
    {
      config: { ...writes, policy: 'owner' },
      schema: {
        tags,
        summary: 'Delete a saved search this agent saved for the contact',
        params: contactItemParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => searches.remove(await onBehalf(request), request.params.itemId),
  );

  app.get(
    '/contact/:id/saved-listing-group',
    {
      config: { policy: 'owner' },
      schema: {
        tags,
        summary: "A connected contact's listing groups, with their items and this agent's",
        params: rowIdParamsSchema,
        response: { 200: savedListingGroupListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const agent = await onBehalf(request);
      const groups = await listings.groupsSeenByAgent(agent);
      // Titled by the contact's name on the agent's side (§2).
      return {
        results: groups.map((group) => ({ ...group, contact: { name: agent.contactName } })),
      };
    },
  );
  app.post(
    '/contact/:id/saved-listing',
    {
      config: { ...writes, policy: 'owner' },
      schema: {
        tags,
        summary: "Add a listing to one of the contact's groups (their own group by default)",
        params: rowIdParamsSchema,
        body: savedListingCreateSchema,
        response: { 200: savedListingResponseSchema, ...errors },
      },
    },
    async (request) => listings.addForContact(await onBehalf(request), request.body),
  );
  app.patch(
    '/contact/:id/saved-listing/:itemId',
    {
      config: { ...writes, policy: 'owner' },
      schema: {
        tags,
        summary: 'Rate or annotate a listing this agent added for the contact',
        params: contactItemParamsSchema,
        body: savedListingPatchSchema,
        response: { 200: savedListingResponseSchema, ...errors },
      },
    },
    async (request) =>
      listings.annotate(await onBehalf(request), request.params.itemId, request.body),
  );
  app.delete(
    '/contact/:id/saved-listing/:itemId',
    {
      config: { ...writes, policy: 'owner' },
      schema: {
        tags,
        summary: 'Remove a listing this agent added for the contact',
        params: contactItemParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => listings.unfavourite(await onBehalf(request), request.params.itemId),
  );
};
