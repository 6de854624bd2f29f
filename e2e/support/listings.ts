import type { APIRequestContext } from '@playwright/test';

export interface ListingSummary {
  ListingId: string;
  StandardStatus?: string;
  PropertyType?: string;
  UnparsedAddress?: string | null;
  City?: string | null;
  InternetAddressDisplayYN?: boolean;
  Media?: unknown[];
}

/** The demo data numbers its listings from 224000001; the first 1,500 are seeded. */
const FIRST_LISTING_ID = 224_000_001;
const SEEDED = 1500;

/** The first seeded listing (in id order) that `wanted` accepts, read through the site API. */
export async function findListing(
  request: APIRequestContext,
  wanted: (listing: ListingSummary) => boolean,
): Promise<ListingSummary> {
  for (let start = 0; start < SEEDED; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const response = await request.get(`/api/listing/${FIRST_LISTING_ID + start + i}`);
        return response.ok() ? ((await response.json()).listing as ListingSummary) : null;
      }),
    );
    const found = batch.find((listing) => listing && wanted(listing));
    if (found) return found;
  }
  throw new Error('no such listing in the demo data');
}
