import type {
  AgentContactRequest,
  AgentPageResponse,
  AgentProfileUpdate,
  OfficePageResponse,
} from '@hearth/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-client';

const agentKey = (id: string) => ['directory', 'agent-page', id] as const;

/** `GET /api/agent/{id}`: the agent page's data (id is the MemberKey or MemberMlsId). */
export function useAgentPage(id: string) {
  return useQuery({
    queryKey: agentKey(id),
    queryFn: ({ signal }) =>
      api.get<AgentPageResponse>(`/api/agent/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useOfficePage(id: string) {
  return useQuery({
    queryKey: ['directory', 'office-page', id],
    queryFn: ({ signal }) =>
      api.get<OfficePageResponse>(`/api/office/${encodeURIComponent(id)}`, { signal }),
  });
}

/** The agent's own edit of bio, areas and languages. */
export function useUpdateAgentProfile(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: AgentProfileUpdate) =>
      api.patch<AgentPageResponse>(`/api/agent/${encodeURIComponent(id)}`, change),
    onSuccess: (page) => client.setQueryData(agentKey(id), page),
  });
}

/** The contact form: a lead for the agent. */
export function useSendAgentMessage(memberMlsId: string) {
  return useMutation({
    mutationFn: (message: AgentContactRequest & { language: 'en' | 'es' }) =>
      api.post<{ message: string }>(
        `/api/form/agent/contact/${encodeURIComponent(memberMlsId)}`,
        message,
      ),
  });
}
