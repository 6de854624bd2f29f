import type {
  ConnectedAgent,
  ConnectedAgentListResponse,
  ContactInvitePreview,
} from '@hearth/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../../config/settings-context';
import { api } from '../../../shared/lib/api-client';

/**
 * The agents a consumer is connected to (`{mls api}/user-agent`), and the invitations that
 * connect them (`{mls api}/contact-invite/preview`, `/accept`).
 */
const agentsKey = ['user-agents'] as const;

/** Where an invitation's token waits while the person logs in or signs up. */
const PENDING_INVITE = 'hearth.contactInvite';

export const pendingInvite = {
  read: (): string | null => {
    try {
      return localStorage.getItem(PENDING_INVITE);
    } catch {
      return null;
    }
  },
  keep: (token: string) => {
    try {
      localStorage.setItem(PENDING_INVITE, token);
    } catch {
      // Storage off: the link still works from the e-mail.
    }
  },
  clear: () => {
    try {
      localStorage.removeItem(PENDING_INVITE);
    } catch {
      // Nothing kept.
    }
  },
};

export function useConnectedAgents(enabled: boolean) {
  const { membioMlsApiUrl } = useSettings();
  return useQuery({
    queryKey: agentsKey,
    queryFn: ({ signal }) =>
      api
        .get<ConnectedAgentListResponse>(`${membioMlsApiUrl}/user-agent`, { signal })
        .then((r) => r.results),
    enabled,
  });
}

export function useDisconnectAgent() {
  const { membioMlsApiUrl } = useSettings();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ message: string }>(`${membioMlsApiUrl}/user-agent/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsKey }),
  });
}

export function useInvitePreview(token: string | null) {
  const { membioMlsApiUrl } = useSettings();
  return useQuery({
    queryKey: ['contact-invite', token],
    queryFn: ({ signal }) =>
      api
        .post<{
          results: ContactInvitePreview;
        }>(`${membioMlsApiUrl}/contact-invite/preview`, { token }, { signal })
        .then((r) => r.results),
    enabled: Boolean(token),
    retry: false,
  });
}

export function useAcceptInvite() {
  const { membioMlsApiUrl } = useSettings();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<{ message: string; results: ConnectedAgent }>(
        `${membioMlsApiUrl}/contact-invite/accept`,
        { token },
      ),
    onSuccess: () => {
      pendingInvite.clear();
      void queryClient.invalidateQueries({ queryKey: agentsKey });
    },
  });
}
