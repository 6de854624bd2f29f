import {
  buildingDataResponseSchema,
  listingPageResponseSchema,
  locationDataResponseSchema,
  sessionResponseSchema,
  type BuildingDataResponse,
  type ListingPageResponse,
  type LocationDataResponse,
  type SessionResponse,
} from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, clientErrorCodes, isApiError } from '../../../shared/lib/api-error';
import { api } from '../../../shared/lib/api-client';

function checked<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  body: unknown,
): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(200, clientErrorCodes.unparseable, 'Server Error. Please try again later.');
  }
  return parsed.data;
}

const enc = encodeURIComponent;

export const listingPageQuery = (id: string) =>
  queryOptions({
    queryKey: ['listing-page', id],
    queryFn: async ({ signal }): Promise<ListingPageResponse> =>
      checked(listingPageResponseSchema, await api.get(`/api/listing/${enc(id)}`, { signal })),
    // Every served page counts as a view: no silent refetches.
    staleTime: Infinity,
  });

export const useListingPage = (id: string) => useQuery(listingPageQuery(id));

export const useLocationData = (listingId: string) =>
  useQuery({
    queryKey: ['location-data', listingId],
    queryFn: async ({ signal }): Promise<LocationDataResponse> =>
      checked(
        locationDataResponseSchema,
        await api.get('/api/location-data', { query: { ListingId: listingId }, signal }),
      ),
    staleTime: 5 * 60_000,
  });

export const useBuildingData = (listingId: string) =>
  useQuery({
    queryKey: ['building-data', listingId],
    queryFn: async ({ signal }): Promise<BuildingDataResponse> =>
      checked(
        buildingDataResponseSchema,
        await api.get(`/api/building-data/${enc(listingId)}`, { signal }),
      ),
    staleTime: 5 * 60_000,
  });

/** Who is signed in; a missing session service counts as nobody. */
export const useSession = () =>
  useQuery({
    queryKey: ['session'],
    queryFn: async ({ signal }): Promise<SessionResponse> => {
      try {
        return checked(sessionResponseSchema, await api.get('/api/session', { signal }));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return { user: null, account: null };
        throw error;
      }
    },
    staleTime: 60_000,
  });
