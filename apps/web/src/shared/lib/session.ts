import type { Account, SessionResponse, User } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { isApiError } from './api-error';
import { isSessionResponse } from './session-shape';

/** The query key every screen shares for "who is signed in". */
export const sessionQueryKey = ['session'] as const;

const nobody: SessionResponse = { user: null, account: null };

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ signal }): Promise<SessionResponse> => {
    try {
      const body = await api.get('/api/session', { signal });
      return isSessionResponse(body) ? body : nobody;
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 404)) return nobody;
      throw error;
    }
  },
  staleTime: 60_000,
});

/** Who is signed in: the consumer and the member account of this browser, or null. */
export function useSession() {
  return useQuery(sessionQuery);
}

export type { Account, SessionResponse, User };
