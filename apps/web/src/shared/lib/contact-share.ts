import type { AgentContact, ContactListResponse, ContactShare } from '@hearth/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../config/settings-context';
import { api } from './api-client';

/** The agent's contacts for the share dialog's picker, searched on name or e-mail. */
export function useContactsToShareWith(q: string) {
  const { membioMlsApiUrl } = useSettings();
  return useQuery({
    queryKey: ['agent-contacts', 'list', 'lastName', q],
    queryFn: ({ signal }) =>
      api.get<ContactListResponse>(`${membioMlsApiUrl}/contact`, {
        signal,
        query: { sort: 'lastName', limit: 200, ...(q.trim() ? { q: q.trim() } : {}) },
      }),
  });
}

/** Shares a listing with one contact (`POST {mls api}/contact/{id}/share`). */
export function useShareWithContact() {
  const { membioMlsApiUrl } = useSettings();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contact, share }: { contact: AgentContact; share: ContactShare }) =>
      api.post<{ message: string }>(
        `${membioMlsApiUrl}/contact/${encodeURIComponent(contact.id)}/share`,
        share,
      ),
    // The contact's timeline now holds the share.
    onSuccess: (_, { contact }) =>
      queryClient.invalidateQueries({ queryKey: ['agent-contacts', 'one', contact.id] }),
  });
}
