/**
 * The `packages/contracts` schema of each API answer the web app's tests stand in for, so a
 * stub cannot drift from what the server sends: `stubApi` checks every body it serves against
 * the schema of its path (an error status against the one error shape).
 */
import {
  apiErrorSchema,
  calendarEventResponseSchema,
  contactConnectionResponseSchema,
  contactResponseSchema,
  contactTimelineResponseSchema,
  listingSuggestionResponseSchema,
  listingSearchResponseSchema,
  mlsFeedStatusResponseSchema,
  savedListingGroupListResponseSchema,
  savedListingResponseSchema,
  marketEditionSummarySchema,
  marketEditionsResponseSchema,
  myMarketResponseSchema,
  sessionResponseSchema,
} from '@hearth/contracts';
import type { z } from 'zod';

const CONTRACTS: readonly [pattern: string, schema: z.ZodType][] = [
  ['/api/session', sessionResponseSchema],
  ['/api/mms/calendar/:id', calendarEventResponseSchema],
  ['/api/admin/mls-feed', mlsFeedStatusResponseSchema],
  ['/mls/v1/contact/:id', contactResponseSchema],
  ['/mls/v1/contact/:id/timeline', contactTimelineResponseSchema],
  ['/mls/v1/contact/:id/connection', contactConnectionResponseSchema],
  ['/mls/v1/contact/:id/saved-listing-group', savedListingGroupListResponseSchema],
  ['/mls/v1/contact/:id/saved-listing', savedListingResponseSchema],
  ['/mls/v1/listing-suggestion', listingSuggestionResponseSchema],
  ['/search/v1/listings', listingSearchResponseSchema],
  ['/api/market/mine', myMarketResponseSchema],
  ['/api/admin/market/editions', marketEditionsResponseSchema],
  ['/api/admin/market/editions/:month', marketEditionSummarySchema],
];

const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);

/** What stubs served that the API would not; the tests' setup fails a test that left any. */
export const contractViolations: string[] = [];

function violation(message: string): never {
  contractViolations.push(message);
  throw new Error(message);
}

/** Throws (and records) when `body` is not what the API answers at `path` with `status`. */
export function checkAgainstContract(path: string, status: number, body: unknown): void {
  if (status >= 400) {
    // A stubbed "not here" may leave its body empty: the app reads only the status.
    if (status === 404 && body !== null && typeof body === 'object' && !Object.keys(body).length)
      return;
    const error = apiErrorSchema.safeParse(body);
    if (!error.success)
      violation(`The error stub of ${path} is not the API's error shape: ${error.error.message}`);
    return;
  }
  const contract = CONTRACTS.find(([pattern]) => matches(pattern, path));
  if (!contract)
    throw new Error(`No contract for ${path}: add its schema to test/api-contracts.ts`);
  const result = contract[1].safeParse(body);
  if (!result.success)
    violation(`The stub of ${path} is not what the API sends: ${result.error.message}`);
}
