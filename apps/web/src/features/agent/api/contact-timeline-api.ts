import type { ContactTimelineResponse } from '@hearth/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useSettings } from '../../../config/settings-context';
import { api } from '../../../shared/lib/api-client';
import { contactsKey } from './contacts-api';

/** Entries per page of a contact's timeline. */
export const TIMELINE_PAGE_SIZE = 20;

export const contactTimelineKey = (id: string) => [...contactsKey, 'timeline', id] as const;

/** A page of the contact's timeline, newest first (`GET {mls api}/contact/{id}/timeline`). */
export function fetchContactTimeline(
  apiUrl: string,
  id: string,
  before: string | null,
  signal?: AbortSignal,
) {
  return api.get<ContactTimelineResponse>(`${apiUrl}/contact/${encodeURIComponent(id)}/timeline`, {
    signal,
    query: { limit: TIMELINE_PAGE_SIZE, ...(before ? { before } : {}) },
  });
}

export function contactTimelineOptions(apiUrl: string, id: string) {
  return infiniteQueryOptions({
    queryKey: contactTimelineKey(id),
    queryFn: ({ pageParam, signal }) => fetchContactTimeline(apiUrl, id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}

export function useContactTimeline(id: string) {
  const { membioMlsApiUrl } = useSettings();
  return useInfiniteQuery(contactTimelineOptions(membioMlsApiUrl, id));
}
