import { normalizeIP } from '@fastify/rate-limit';
import {
  apiErrorSchema,
  contactRequestSchema,
  formMessageResponseSchema,
  shareRequestSchema,
} from '@hearth/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { submitContact } from './contact.service';
import { formContext } from './form-context';
import { submitShare } from './share.service';

/** Per client address and 15 minutes; over it a 429 and nothing is stored or sent. */
export const FORM_RATE_LIMITS = { contact: 5, share: 5, windowMs: 15 * 60_000 } as const;

const listingParams = z.strictObject({ ListingId: z.string().trim().min(1).max(64) });
const responses = {
  200: formMessageResponseSchema,
  400: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

const limit = (form: 'contact' | 'share') => ({
  max: FORM_RATE_LIMITS[form],
  timeWindow: FORM_RATE_LIMITS.windowMs,
  // IPv6 addresses count per /56: one home or host gets many.
  keyGenerator: (request: FastifyRequest) => `${form}|${normalizeIP(request.ip, 56)}`,
});

/** The listing page's contact or tour request, and share by e-mail (public-site.md §7). */
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/form/listing/contact/:ListingId',
    {
      schema: {
        tags: ['forms'],
        summary: 'A contact or tour request about a listing: stored as a lead, e-mailed on',
        params: listingParams,
        body: contactRequestSchema,
        response: responses,
      },
      config: { policy: 'public', rateLimit: limit('contact') },
    },
    async (request) =>
      submitContact(
        app.database.db,
        app.config,
        request.params.ListingId,
        request.body,
        await formContext(request, request.body.language),
      ),
  );

  app.post(
    '/api/form/listing/share/:ListingId',
    {
      schema: {
        tags: ['forms'],
        summary: 'Shares a listing with a friend by e-mail',
        params: listingParams,
        body: shareRequestSchema,
        response: responses,
      },
      config: { policy: 'public', rateLimit: limit('share') },
    },
    async (request) =>
      submitShare(
        app.database.db,
        app.config,
        request.params.ListingId,
        request.body,
        await formContext(request, request.body.language),
      ),
  );
};
