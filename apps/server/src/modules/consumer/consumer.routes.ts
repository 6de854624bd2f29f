/**
 * The consumer area on the MLS API (members-area.md §7): `/saved-search`, `/saved-listing-group`
 * and `/saved-listing`, for the signed-in consumer, each on their own objects only.
 */
import {
  apiErrorSchema,
  messageResponseSchema,
  rowIdParamsSchema,
  savedListingCreateSchema,
  savedListingGroupCreateSchema,
  savedListingGroupListQuerySchema,
  savedListingGroupListResponseSchema,
  savedListingGroupPatchSchema,
  savedListingGroupResponseSchema,
  savedListingPageQuerySchema,
  savedListingPageResponseSchema,
  savedListingPatchSchema,
  savedListingRefListResponseSchema,
  savedListingResponseSchema,
  savedSearchCreateSchema,
  savedSearchListResponseSchema,
  savedSearchPatchSchema,
  savedSearchResponseSchema,
} from '@hearth/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/request-auth';
import type { ConsumerActor } from './consumer.policy';
import { SavedListingService } from './saved-listings.service';
import { SavedSearchService } from './saved-searches.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const params = rowIdParamsSchema;
const writes = { rateLimit: { max: 240, timeWindow: '1 minute' } };

/** Sends `body` as JSON text made once, past the response schema's check (the docs keep it). */
function sendJson(reply: FastifyReply, body: unknown) {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body) as never);
}

async function consumerActor(request: FastifyRequest): Promise<ConsumerActor> {
  const user = await requireUser(request);
  return { userId: user.personId };
}

export const consumerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const searches = new SavedSearchService(db, app.listingSearch, app.config.settings);
  const listings = new SavedListingService(db, app.listingSearch, app.config.settings);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  const searchTags = ['saved searches'];
  app.get(
    '/saved-search',
    {
      config: { policy: 'user' },
      schema: {
        tags: searchTags,
        summary: "The signed-in user's saved searches, newest first",
        response: { 200: savedSearchListResponseSchema, ...errors },
      },
    },
    async (request) => ({ results: await searches.list(await consumerActor(request)) }),
  );
  app.post(
    '/saved-search',
    {
      config: { ...writes, policy: 'user' },
      schema: {
        tags: searchTags,
        summary: 'Save a search (at most 1,000 results; at most 200 saved searches)',
        body: savedSearchCreateSchema,
        response: { 200: savedSearchResponseSchema, ...errors },
      },
    },
    async (request) => searches.create(await consumerActor(request), request.body),
  );
  app.patch(
    '/saved-search/:id',
    {
      config: { ...writes, policy: 'owner' },
      schema: {
        tags: searchTags,
        summary: 'Rename, change frequency, subscriptions or notes, or update the query',
        params,
        body: savedSearchPatchSchema,
        response: { 200: savedSearchResponseSchema, ...errors },
      },
    },
    async (request) =>
      searches.change(await consumerActor(request), request.params.id, request.body),
  );
  app.post(
    '/saved-search/:id/run',
    {
      config: { ...writes, policy: 'owner' },
      schema: {
        tags: searchTags,
        summary: 'Record that the search was run now, so its listings are no longer new',
        params,
        response: { 200: savedSearchResponseSchema, ...errors },
      },
    },
    async (request) => searches.run(await consumerActor(request), request.params.id),
  );
  app.delete(
    '/saved-search/:id',
    {
      config: { ...writes, policy: 'owner' },
      schema: {
        tags: searchTags,
        summary: 'Delete a saved search',
        params,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => searches.remove(await consumerActor(request), request.params.id),
  );

  const groupTags = ['saved listings'];
  app.get(
    '/saved-listing-group',
    {
      config: { policy: 'user' },
      schema: {
        tags: groupTags,
        summary:
          "The signed-in user's listing groups, each with how many saved listings it holds and the first `limit` of them in `sort`",
        querystring: savedListingGroupListQuerySchema,
        response: { 200: savedListingGroupListResponseSchema, ...errors },
      },
    },
    // A hundred cards and more: serialised once, without checking each again against the schema.
    async (request, reply) =>
      sendJson(reply, {
        results: await listings.groups(await consumerActor(request), request.query),
      }),
  );
  app.get(
    '/saved-listing-group/:id/saved-listing',
    {
      config: { policy: 'owner' },
      schema: {
        tags: groupTags,
        summary: "A page of one of the user's listing groups, in `sort`, from `offset`",
        params,
        querystring: savedListingPageQuerySchema,
        response: { 200: savedListingPageResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await listings.page(await consumerActor(request), request.params.id, request.query),
      ),
  );
  app.post(
    '/saved-listing-group',
    {
      config: { ...writes, policy: 'user' },
      schema: {
        tags: groupTags,
        summary: 'Make a listing group',
        body: savedListingGroupCreateSchema,
        response: { 200: savedListingGroupResponseSchema, ...errors },
      },
    },
    async (request) => listings.createGroup(await consumerActor(request), request.body),
  );
  app.patch(
    '/saved-listing-group/:id',
    {
      config: { ...writes, policy: 'owner' },
      schema: {
        tags: groupTags,
        summary: "Change a listing group's name, frequency, subscriptions or notes",
        params,
        body: savedListingGroupPatchSchema,
        response: { 200: savedListingGroupResponseSchema, ...errors },
      },
    },
    async (request) =>
      listings.changeGroup(await consumerActor(request), request.params.id, request.body),
  );
  app.delete(
    '/saved-listing-group/:id',
    {
      config: { ...writes, policy: 'owner' },
      schema: {
        tags: groupTags,
        summary: 'Delete a listing group and its saved listings',
        params,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => listings.removeGroup(await consumerActor(request), request.params.id),
  );

  app.get(
    '/saved-listing',
    {
      config: { policy: 'user' },
      schema: {
        tags: groupTags,
        summary: 'Which listings the signed-in user saved, and in which group',
        response: { 200: savedListingRefListResponseSchema, ...errors },
      },
    },
    async (request) => ({ results: await listings.refs(await consumerActor(request)) }),
  );
  app.post(
    '/saved-listing',
    {
      config: { ...writes, policy: 'user' },
      schema: {
        tags: groupTags,
        summary: "Favourite a listing (into the user's own group unless a group is named)",
        body: savedListingCreateSchema,
        response: { 200: savedListingResponseSchema, ...errors },
      },
    },
    async (request) => listings.favourite(await consumerActor(request), request.body),
  );
  app.patch(
    '/saved-listing/:id',
    {
      config: { ...writes, policy: 'owner' },
      schema: {
        tags: groupTags,
        summary: 'Rate (1 to 5) or annotate a saved listing; empty notes are cleared',
        params,
        body: savedListingPatchSchema,
        response: { 200: savedListingResponseSchema, ...errors },
      },
    },
    async (request) =>
      listings.annotate(await consumerActor(request), request.params.id, request.body),
  );
  app.delete(
    '/saved-listing/:id',
    {
      config: { ...writes, policy: 'owner' },
      schema: {
        tags: groupTags,
        summary: 'Unfavourite: remove a saved listing',
        params,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => listings.unfavourite(await consumerActor(request), request.params.id),
  );
};
