/**
 * Development only: `POST /dev/market` makes realistic changes to the demo market (new listings,
 * price cuts, status changes, open houses), or one new listing like a given one; `DELETE
 * /dev/market/{ListingId}` removes a listing it made. `npm run demo:market -- --changes N` calls
 * it on the running server, whose embedded database no other process may open.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@hearth/contracts';
import { notFound } from '../../errors';
import { makeMarketChanges, newListingLike, removeMarketListing } from '../../seed/market';

const changeSchema = z.object({
  kind: z.enum(['new', 'priceCut', 'status', 'openHouse']),
  listingId: z.string(),
});

export const demoMarketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.post(
    '/dev/market',
    {
      config: { policy: 'local' },
      schema: {
        tags: ['development'],
        summary: 'Makes changes to the demo market (development only)',
        body: z
          .strictObject({
            changes: z.number().int().min(1).max(1000).optional(),
            /** A new Active listing like this one (ListingId), at this price. */
            like: z.string().max(64).optional(),
            price: z.number().int().min(1000).max(100_000_000).optional(),
          })
          .optional(),
        response: { 200: z.object({ changes: z.array(changeSchema) }), 404: apiErrorSchema },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      if (body.like) {
        const source = await db
          .selectFrom('listings')
          .selectAll()
          .where('listing_id', '=', body.like)
          .executeTakeFirst();
        if (!source) throw notFound('listing_not_found', `No listing ${body.like}`);
        const price = body.price ?? Number(source.list_price);
        const listingId = await newListingLike(db, source, price, new Date());
        return { changes: [{ kind: 'new' as const, listingId }] };
      }
      return { changes: await makeMarketChanges(db, body.changes ?? 10) };
    },
  );
  app.delete(
    '/dev/market/:listingId',
    {
      config: { policy: 'local' },
      schema: {
        tags: ['development'],
        summary: 'Removes a listing the demo market made (development only)',
        params: z.object({ listingId: z.string().max(64) }),
        response: { 200: z.object({ removed: z.boolean() }) },
      },
    },
    async (request) => ({ removed: await removeMarketListing(db, request.params.listingId) }),
  );
};
