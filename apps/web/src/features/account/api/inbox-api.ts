import type { LeadListResponse, MemberLead, MemberMessage } from '@hearth/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../../config/settings-context';
import { api } from '../../../shared/lib/api-client';
import { notificationsKey } from './menu-api';

export const messagesKey = ['messages'] as const;
export const leadsKey = ['leads'] as const;

/** Records viewed or dismissed (`POST {api}/notification-action`, or PATCH with an id). */
export function useNotificationAction() {
  const { membioApiUrl } = useSettings();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      notificationId,
      actionId,
      action,
    }: {
      notificationId: string;
      actionId?: string;
      action: 'viewed' | 'dismissed';
    }) =>
      actionId
        ? api.patch(`${membioApiUrl}/notification-action/${encodeURIComponent(actionId)}`, {
            action,
          })
        : api.post(`${membioApiUrl}/notification-action`, { notificationId, action }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useMessages(enabled = true) {
  const { membioApiUrl } = useSettings();
  return useQuery({
    queryKey: messagesKey,
    queryFn: ({ signal }) =>
      api.get<{ results: MemberMessage[]; unread: number }>(`${membioApiUrl}/message/mine`, {
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
}

export function useReadMessage() {
  const { membioApiUrl } = useSettings();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.patch(`${membioApiUrl}/message/${encodeURIComponent(id)}`, { read: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}

/** The leads inbox (`GET {mls api}/lead`); fetch errors are quiet (§8), the list stays. */
export function useLeads(enabled: boolean) {
  const { membioMlsApiUrl } = useSettings();
  return useQuery({
    queryKey: leadsKey,
    queryFn: ({ signal }) =>
      api.get<LeadListResponse>(`${membioMlsApiUrl}/lead`, { signal, query: { limit: 100 } }),
    enabled,
    staleTime: 60_000,
  });
}

/** Opens (active) or removes (inactive) a lead (`PATCH {mls api}/lead/{id}`). */
export function useLeadStatus() {
  const { membioMlsApiUrl } = useSettings();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'active' | 'inactive' }) =>
      api.patch<{ results: MemberLead }>(`${membioMlsApiUrl}/lead/${encodeURIComponent(id)}`, {
        status,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
}
