import type {
  BillingResponse,
  CalendarEvent,
  CalendarFeedResponse,
  CalendarResponse,
  CommitteesResponse,
  EducationResponse,
} from '@hearth/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-client';

/** The association-management pages' API (`/api/mms/*`). */
const base = '/api/mms';

export function useBilling() {
  return useQuery({
    queryKey: ['mms', 'billing'],
    queryFn: ({ signal }) => api.get<BillingResponse>(`${base}/billing`, { signal }),
    retry: false,
  });
}

export function useCalendar(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['mms', 'calendar', range.from, range.to],
    queryFn: ({ signal }) =>
      api.get<CalendarResponse>(`${base}/calendar`, { signal, query: range }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useCalendarEvent(id: string | undefined) {
  return useQuery({
    queryKey: ['mms', 'event', id],
    queryFn: ({ signal }) =>
      api.get<{ results: CalendarEvent }>(`${base}/calendar/${encodeURIComponent(id ?? '')}`, {
        signal,
      }),
    select: (body) => body.results,
    enabled: !!id,
    retry: false,
  });
}

/** The `.ics` of one event ("Add to calendar"). */
export const eventIcsUrl = (id: string) => `${base}/calendar/${encodeURIComponent(id)}/event.ics`;

export function useIssueCalendarFeed() {
  return useMutation({
    mutationFn: () => api.post<CalendarFeedResponse>(`${base}/calendar/feed`),
  });
}

export function useCommittees() {
  return useQuery({
    queryKey: ['mms', 'committees'],
    queryFn: ({ signal }) => api.get<CommitteesResponse>(`${base}/committees`, { signal }),
    retry: false,
  });
}

/** The signed-in member's own education, as the AMS records it. */
export function useAmsEducation(enabled: boolean) {
  return useQuery({
    queryKey: ['mms', 'education'],
    queryFn: ({ signal }) => api.get<EducationResponse>(`${base}/education`, { signal }),
    enabled,
    retry: false,
  });
}
