import {
  apiErrorSchema,
  buildingDataResponseSchema,
  listingPageResponseSchema,
  locationDataQuerySchema,
  locationDataResponseSchema,
} from '@hearth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordListingPageView } from './listing-views';
import { buildingData, listingPage, locationData } from './listing-page.service';

const idParams = z.strictObject({ id: z.string().trim().min(1).max(64) });

/**
 * The listing page's data (public-site.md §7): the listing, what is around it, its building.
 * Public reads, from the read replica while it is in use; the page view is written to the primary.
 */
export const listingPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/listing/:id',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['listing page'],
        summary: 'A listing with its agent and office, display rules applied',
        params: idParams,
        response: { 200: listingPageResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { row, page } = await listingPage(
        app.database.read,
        request.params.id,
        app.config.settings,
      );
      recordListingPageView(app.database.db, row.id, request);
      void reply.header('Cache-Control', 'no-store');
      return page;
    },
  );

  app.get(
    '/api/location-data',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['listing page'],
        summary: 'Schools, recent sales and price statistics around a listing',
        querystring: locationDataQuerySchema,
        response: { 200: locationDataResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => locationData(app.database.read, request.query),
  );

  app.get(
    '/api/building-data/:id',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['listing page'],
        summary: 'Other units in the same building, and the regions a listing lies in',
        params: idParams,
        response: { 200: buildingDataResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => buildingData(app.database.read, request.params.id),
  );
};
