/**
 * The listing calls of the search API (public-site.md §7): thin HTTP over ListingSearchService.
 * Every call needs the bearer search key and is rate limited per key and client.
 */
import { constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  clusterQuerySchema,
  clusterResponseSchema,
  listingSearchBodySchema,
  listingSearchQuerySchema,
  listingSearchResponseSchema,
  listingStatsQuerySchema,
  listingStatsResponseSchema,
  singleListingResponseSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from '@hearth/contracts';
import { EncodedPages, pageEncoding } from './encoded-pages';
import { LISTING_FIELDS, SORTABLE_LISTING_FIELDS } from './listing-fields';
import type { ListingSearchService } from './listing-search.service';
import { requireSearchKey, searchRateLimitKey } from './search-auth';

export interface ListingSearchRoutesOptions {
  service: ListingSearchService;
  searchApiKey: string;
  /** Requests per minute per key and client. */
  rateLimitPerMinute: number;
}

const FILTERS_HELP = `Send \`Authorization: Bearer {searchApiKey}\`. Field filters: \`Field=value\` (equals; text is compared without case), \`Field[op]=value\` or \`Field.op=value\` with op one of gte, lte, gt, lt, ne, in and nin (comma lists), like (contains, without case), exists (true/false). Fields: ${Object.keys(
  LISTING_FIELDS,
).join(
  ', ',
)}. Multi-valued fields (Levels, Basement, Cooling, View, …) match when they hold the value (eq), any of the values (in), or not (ne, nin). PropertyType RSLE reads as RLSE; ListAgentMlsId and AgentMlsId accept "mlsId-associationKey". Listings whose address is hidden never match a map area, and their address fields read as empty.`;

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * Sends JSON text that is already a serialised answer of the route's 200 schema: encoded and
 * compressed once per distinct page (see EncodedPages), with its ETag.
 */
function sendJsonText(
  pages: EncodedPages,
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
): FastifyReply {
  const page = pages.page(text);
  const encoding = pageEncoding(request.headers['accept-encoding']);
  const body = page.encoded(encoding);
  void reply
    .type('application/json; charset=utf-8')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding');
  // Compression then leaves the body alone; the schema types only know the answer's object form.
  if (body !== page.body && encoding) void reply.header('content-encoding', encoding);
  return reply.send(body as never);
}

export async function listingSearchRoutes(
  parent: FastifyInstance,
  options: ListingSearchRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { service } = options;
  const pages = new EncodedPages();
  // Apart, so that single listings asked for once each do not push popular pages out.
  const listingPages = new EncodedPages();
  app.addHook('onRequest', requireSearchKey(options.searchApiKey));
  // The search key is public by design: every search route is open to anyone.
  const config = {
    policy: 'public' as const,
    rateLimit: {
      max: options.rateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: searchRateLimitKey,
    },
  };
  const tags = ['search'];
  // Answers are built by the presenter (the one place display rules apply) and sent as they are:
  // the response schemas document them, and re-checking large pages with zod cost more than
  // the search itself. Fast compression suits answers made for each request.
  const fast = {
    serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    compress: {
      zlibOptions: { level: 1 },
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
    },
  };

  app.get(
    '/listings',
    {
      config,
      ...fast,
      schema: {
        tags,
        summary: 'Search listings',
        description: `A page of listings with the exact total and the box of all matches. Sortable fields: ${SORTABLE_LISTING_FIELDS.join(', ')}. ${FILTERS_HELP}`,
        querystring: listingSearchQuerySchema,
        response: { 200: listingSearchResponseSchema, ...errors },
      },
    },
    // The answer comes as JSON text (see searchJson), sent without serialising it again.
    async (request, reply) =>
      sendJsonText(pages, request, reply, await service.searchJson(request.query)),
  );

  app.post(
    '/listings',
    {
      config,
      ...fast,
      schema: {
        tags,
        summary: 'Search listings (parameters as a JSON body)',
        description: `The same parameters as GET /listings in a JSON object; lists may be arrays. ${FILTERS_HELP}`,
        body: listingSearchBodySchema,
        response: { 200: listingSearchResponseSchema, ...errors },
      },
    },
    // The answer comes as JSON text (see searchJson), sent without serialising it again.
    async (request, reply) =>
      sendJsonText(pages, request, reply, await service.searchJson(request.body, true)),
  );

  app.get(
    '/listings/cluster',
    {
      config,
      ...fast,
      schema: {
        tags,
        summary: 'Listing clusters by geohash cell',
        description: `Counts, centres and bounds of the matching listings per geohash cell of \`precision\` characters. Listings with a hidden address are not counted. ${FILTERS_HELP}`,
        querystring: clusterQuerySchema,
        response: { 200: clusterResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { precision, ...filters } = request.query;
      return service.clusters(filters, precision);
    },
  );

  app.get(
    '/listings/:id',
    {
      config,
      ...fast,
      schema: {
        tags,
        summary: 'One listing by id or ListingId',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: singleListingResponseSchema, 404: apiErrorSchema, ...errors },
      },
    },
    // As for pages: the answer comes as JSON text, compressed here in one step.
    async (request, reply) =>
      sendJsonText(listingPages, request, reply, await service.listingJson(request.params.id)),
  );

  app.get(
    '/suggest/listings',
    {
      config,
      ...fast,
      schema: {
        tags,
        summary: 'Place suggestions',
        description:
          'Values starting with `q` (or with a word starting with it; an address also at its street, after the house number) per group: City, PostalCode, CountyOrParish, CityRegion, SubdivisionName, BuildingName, UnparsedAddress, ElementarySchool, MiddleOrJuniorSchool, HighSchool, the three school districts and ListingId; most listings first. Field filters narrow the listings counted; when Closed listings are not allowed, only Active, Pending, Coming Soon and Active Under Contract listings count. When nothing starts with `q`, the names within one or two edits of it (a misspelling). Each place is listed once.',
        querystring: suggestQuerySchema,
        response: { 200: suggestResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { q, limit, ...filters } = request.query;
      return service.suggest(filters, q, limit);
    },
  );

  app.get(
    '/listing-stats',
    {
      config,
      ...fast,
      schema: {
        tags,
        summary: 'Listing page views per site over 30 days',
        querystring: listingStatsQuerySchema,
        response: { 200: listingStatsResponseSchema, ...errors },
      },
    },
    async (request) => service.stats(request.query['id[in]']),
  );
}
